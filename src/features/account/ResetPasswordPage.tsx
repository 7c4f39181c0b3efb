import { Button, Card, Flex, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { usePasswordResetRequestMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { showInfo } from '../../components/snackbar/snackbarSlice';
import { messages } from './accountMessages';

export default function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ username: string }>();
  const username = Form.useWatch('username', form) ?? '';
  const [requestReset, { isLoading }] = usePasswordResetRequestMutation();

  const onFinish = async ({ username }: { username: string }) => {
    try {
      const response = await requestReset({ username }).unwrap();
      dispatch(showInfo(response.message));
      navigate('/login');
    } catch {
      // The error snackbar already shows the server's message or the fallback.
    }
  };

  return (
    <Flex justify="center" style={{ padding: 32 }}>
      <Card title="Reset Password" style={{ width: 380 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ username: '' }}
          validateTrigger={['onChange', 'onBlur']}
          onFinish={(values) => void onFinish(values)}
        >
          <Form.Item label="Username" name="username" rules={[{ required: true, message: messages.required }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Flex justify="space-between" align="center">
            <Link to="/login">Cancel</Link>
            <Button type="primary" htmlType="submit" disabled={!username || isLoading} loading={isLoading}>
              Request Password Reset
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
