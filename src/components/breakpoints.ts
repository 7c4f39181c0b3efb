// antd's breakpoints (Grid's responsive map with the default tokens, which src/app/theme.ts
// keeps), as media queries: stated once for the hooks that read them and the CSS that lays out
// by them.

/** sm and wider. */
export const SM = '(min-width: 576px)';
/**
 * A phone: below sm. Written as "not sm" rather than antd's `(max-width: 575px)`, which with
 * sm leaves a window 575.5 px wide (a zoomed page) in neither.
 */
export const XS = `not all and ${SM}`;
/** lg and wider (992 px): list and details side by side, the navigation beside them. */
export const LG = '(min-width: 992px)';
/** xl and wider (1200 px). */
export const XL = '(min-width: 1200px)';
