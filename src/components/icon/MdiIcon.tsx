import type { CSSProperties } from 'react';

interface Props {
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
  /** antd adds its own classes to the icons it is given (a menu item's icon, for example). */
  className?: string;
  style?: CSSProperties;
}

/**
 * An icon of the mdi set (product spec section 9), drawn from its `@mdi/js` path. It has the
 * markup of antd's own icons (`anticon`, 1em, currentColor), so that antd lays it out as one
 * wherever it takes an `icon` (buttons, menus) and it takes the size and colour of its text.
 */
export function MdiIcon({ path, label, spin = false, className, style }: Props) {
  const named = label !== undefined;
  return (
    <span
      className={className === undefined ? 'anticon' : `anticon ${className}`}
      style={style}
      role={named ? 'img' : undefined}
      aria-label={label}
      aria-hidden={named ? undefined : true}
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
