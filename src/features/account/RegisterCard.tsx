import { Button, Card, Form, Input } from 'antd';
import { MIN_PASSWORD_LENGTH, messages } from './accountMessages';

export interface RegisterValues {
  newUsername: string;
  activationKey: string;
  newPassword: string;
  confirmPassword: string;
}

interface Props {
  busy: boolean;
  onRegister: (values: RegisterValues) => void;
}

const empty: RegisterValues = { newUsername: '', activationKey: '', newPassword: '', confirmPassword: '' };

export function RegisterCard({ busy, onRegister }: Props) {
  const [form] = Form.useForm<RegisterValues>();
  const values: Partial<RegisterValues> = Form.useWatch([], form) ?? {};
  const valid =
    !!values.newUsername &&
    !!values.activationKey &&
    (values.newPassword ?? '').length >= MIN_PASSWORD_LENGTH &&
    (values.confirmPassword ?? '').length >= MIN_PASSWORD_LENGTH &&
    values.newPassword === values.confirmPassword;

  const passwordRules = [
    { required: true, message: messages.required },
    { min: MIN_PASSWORD_LENGTH, message: messages.minPassword },
  ];

  return (
    <Card title="Register a New Account" style={{ width: 380 }}>
      <Form
        form={form}
        layout="vertical"
        name="register"
        initialValues={empty}
        validateTrigger={['onChange', 'onBlur']}
        onFinish={onRegister}
      >
        <Form.Item label="Username" name="newUsername" rules={[{ required: true, message: messages.required }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Activation Key" name="activationKey" rules={[{ required: true, message: messages.required }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Password" name="newPassword" rules={passwordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            ...passwordRules,
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(messages.passwordsDiffer)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="primary" htmlType="submit" disabled={!valid || busy} loading={busy}>
            Register Account
          </Button>
        </div>
      </Form>
    </Card>
  );
}
