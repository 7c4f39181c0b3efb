import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes } from 'react';

// Long text ends in an ellipsis on one line and shows whole on hover (the title).
const shrinking: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

interface ItemTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** Bold, as antd's `Typography.Text strong`. */
  strong?: boolean;
  /** The secondary colour, as antd's `Typography.Text type="secondary"`. */
  secondary?: boolean;
  /** One line, cut with an ellipsis; the whole text is the title (shown on hover). */
  ellipsis?: boolean;
  children: string | number | null | undefined;
}

/**
 * A line of a list item (or a short status text) styled as antd's Typography.Text, without
 * Typography: its copy, edit and measured-ellipsis features bring Tooltip and about 8 KB gzip
 * into every list screen's first code (issue 20), and its ellipsis measures every row.
 */
export function ItemText({ strong, secondary, ellipsis, children, style, ...rest }: ItemTextProps) {
  const { token } = theme.useToken();
  const Tag = strong ? 'strong' : 'span';
  return (
    <Tag
      title={ellipsis && children != null ? String(children) : undefined}
      {...rest}
      style={{
        ...(ellipsis ? shrinking : undefined),
        ...(strong ? { fontWeight: token.fontWeightStrong } : undefined),
        color: secondary ? token.colorTextSecondary : undefined,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
