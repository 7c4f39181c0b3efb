import { Button, Card, Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH, messages } from './accountMessages';

export interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

interface Props {
  busy: boolean;
  onLogin: (values: LoginValues) => void;
}

export function LoginCard({ busy, onLogin }: Props) {
  const [form] = Form.useForm<LoginValues>();
  const username = Form.useWatch('username', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  // The same rules as the fields below; the button stays disabled until they all pass.
  const valid = username.length > 0 && password.length >= MIN_PASSWORD_LENGTH;

  return (
    <Card title="Login with an Existing Account" style={{ width: 380 }}>
      <Form
        form={form}
        layout="vertical"
        name="login"
        initialValues={{ username: '', password: '', rememberMe: false }}
        validateTrigger={['onChange', 'onBlur']}
        onFinish={onLogin}
      >
        <Form.Item label="Username" name="username" rules={[{ required: true, message: messages.usernameRequired }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[
            { required: true, message: messages.required },
            { min: MIN_PASSWORD_LENGTH, message: messages.minPassword },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="rememberMe" valuePropName="checked">
          <Checkbox>Keep me logged in for 7 days</Checkbox>
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Link to="/ResetPassword">Forgot Password</Link>
          <Button type="primary" htmlType="submit" disabled={!valid || busy} loading={busy}>
            Login
          </Button>
        </div>
      </Form>
    </Card>
  );
}
