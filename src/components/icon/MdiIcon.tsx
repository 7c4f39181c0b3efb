import type { HTMLAttributes } from 'react';

/**
 * antd clones the icons it is given with props of its own (a closable Tag makes its close icon a
 * button: role, tabIndex, onClick, onKeyDown), so every span attribute passes through.
 */
interface Props extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The icon's SVG path: one of ./icons, so that a meaning has the same icon everywhere. */
  path: string;
  /**
   * The icon's accessible name, only where the icon alone says something the text around it
   * does not (a button's own aria-label names an icon-only button); otherwise the icon is
   * hidden from assistive technology.
   */
  label?: string;
  /** Turns continuously (a loading indicator). */
  spin?: boolean;
}

/**
 * An icon of the mdi set (product spec section 9), drawn from its `@mdi/js` path. It has the
 * markup of antd's own icons (`anticon`, 1em, currentColor), so that antd lays it out as one
 * wherever it takes an `icon` (buttons, menus) and it takes the size and colour of its text.
 */
export function MdiIcon({ path, label, spin = false, className, role, ...rest }: Props) {
  const named = label !== undefined || rest['aria-label'] !== undefined;
  return (
    <span
      {...rest}
      className={className === undefined ? 'anticon' : `anticon ${className}`}
      role={role ?? (named ? 'img' : undefined)}
      aria-label={label ?? rest['aria-label']}
      aria-hidden={named || role !== undefined ? undefined : true}
    >
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="currentColor"
        focusable="false"
        aria-hidden="true"
        className={spin ? 'anticon-spin' : undefined}
      >
        <path d={path} />
      </svg>
    </span>
  );
}
