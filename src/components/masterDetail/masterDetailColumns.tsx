import { LG, XL } from '../breakpoints';

/**
 * The list and its details side by side from antd's lg breakpoint (992 px), the list a third of
 * the width from xl (1200 px), stacked below lg: the spans antd's Row and Col gave them (9 and 8
 * of 24, a 24 px gutter), drawn by CSS alone. antd's Row follows the window through seven media
 * query listeners of its own, registered when it mounts (and the Row drawn again for each) and
 * removed when it unmounts: work in the commit of every move from one list screen to another
 * (issue 20: navigate to Software Set Validations).
 */
export const COLUMNS_CLASS = 'app-master-detail';

/** The details' column (a phone scrolls it into view). */
export const DETAILS_COLUMN_CLASS = 'app-master-detail-details';

/** A column of `span` out of 24 beside a 24 px gutter, as wide as antd's grid makes it. */
const span = (columns: number) => `calc(${columns} / 24 * (100% + 24px) - 24px)`;

const css = `
.${COLUMNS_CLASS} { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
@media ${LG} {
  .${COLUMNS_CLASS} { grid-template-columns: ${span(9)} minmax(0, 1fr); }
}
@media ${XL} {
  .${COLUMNS_CLASS} { grid-template-columns: ${span(8)} minmax(0, 1fr); }
}
`;

/** The columns' stylesheet; React hoists it into the head once. */
export function MasterDetailColumnsStyle() {
  return (
    <style href={COLUMNS_CLASS} precedence="default">
      {css}
    </style>
  );
}
