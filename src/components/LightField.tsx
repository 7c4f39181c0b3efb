import { theme } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  htmlFor: string;
  error?: string;
  children: ReactNode;
}

/** Label, input and validation message, laid out like an antd Form.Item (see useLightForm). */
export function LightField({ label, htmlFor, error, children }: Props) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginSM }}>
      <label htmlFor={htmlFor} style={{ display: 'block', paddingBottom: token.paddingXXS }}>
        {label}
      </label>
      {children}
      <div
        id={`${htmlFor}-error`}
        role={error ? 'alert' : undefined}
        style={{ color: token.colorError, minHeight: token.lineHeight * token.fontSize }}
      >
        {error}
      </div>
    </div>
  );
}
