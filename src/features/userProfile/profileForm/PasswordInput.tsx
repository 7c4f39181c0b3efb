import { ConfigProvider, Input } from 'antd';
import type { PasswordProps } from 'antd/es/input';

interface PasswordInputProps extends PasswordProps {
  /** Names the show/hide toggle ('Show New Password'): antd calls every toggle just 'Show'. */
  fieldLabel: string;
}

/** A password input whose show/hide toggle says which field it reveals. */
export function PasswordInput({ fieldLabel, ...props }: PasswordInputProps) {
  return (
    <ConfigProvider
      locale={{ locale: 'en', global: { show: `Show ${fieldLabel}`, hide: `Hide ${fieldLabel}` } }}
    >
      <Input.Password autoComplete="new-password" {...props} />
    </ConfigProvider>
  );
}
