import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  title: string;
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * A card for the pages a signed-out visitor sees (login, reset password). antd's Card
 * imports Tabs, which imports Dropdown and Menu: about 45 KB gzip the login page does not
 * need to stay within its first-load budget. This one only borrows antd's theme tokens.
 */
export function LightCard({ title, children, style }: Props) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={title}
      className="light-card"
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      <h2
        style={{
          margin: 0,
          padding: `${token.paddingSM}px ${token.paddingLG}px`,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          fontSize: token.fontSizeLG,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </h2>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
