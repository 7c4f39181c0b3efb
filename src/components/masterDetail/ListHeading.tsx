import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { LIST_HEADING_STYLE } from './headingStyle';

/**
 * A list screen's level-2 heading, styled as antd's Typography.Title level 2 but without
 * Typography, whose copy, edit and ellipsis features bring Tooltip and TextArea into the
 * screen's first code.
 */
export function ListHeading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h2
      style={{
        // antd's heading margin, as the Typography.Title this replaces had.
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        lineHeight: token.lineHeightHeading2,
        ...LIST_HEADING_STYLE,
        ...style,
      }}
    >
      {children}
    </h2>
  );
}
