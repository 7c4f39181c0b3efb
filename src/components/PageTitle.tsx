import { theme } from 'antd';
import type { ReactNode } from 'react';

/** A page heading without antd Typography, whose copy/edit/ellipsis features pull Tooltip and TextArea. */
export function PageTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        textAlign: 'center',
        // The spec'd size from 430 px up; a phone gets a smaller one so words wrap between
        // them, never inside one.
        fontSize: `min(${token.fontSizeHeading2}px, 7vw)`,
        overflowWrap: 'normal',
        wordBreak: 'normal',
        fontWeight: token.fontWeightStrong,
        color: token.colorTextHeading,
        margin: `0 0 ${token.marginLG}px`,
      }}
    >
      {children}
    </h1>
  );
}
