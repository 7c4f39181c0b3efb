import { theme } from 'antd';
import type { ReactNode } from 'react';

/** A page heading without antd Typography, whose copy/edit/ellipsis features pull Tooltip and TextArea. */
export function PageTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        textAlign: 'center',
        fontSize: token.fontSizeHeading2,
        fontWeight: token.fontWeightStrong,
        color: token.colorTextHeading,
        margin: `0 0 ${token.marginLG}px`,
      }}
    >
      {children}
    </h1>
  );
}
