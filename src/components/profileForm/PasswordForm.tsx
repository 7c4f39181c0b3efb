import { Button, Descriptions, Flex, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useSaveNewPasswordMutation } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedIn } from '../../features/auth/authSlice';
import { showError, showSuccess } from '../snackbar/snackbarSlice';
import { failureMessage } from './failureMessage';
import { localDate } from './localTime';
import { profileMessages } from './profileMessages';
import { useFormValid } from './useFormValid';

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const empty: PasswordValues = { newPassword: '', confirmPassword: '' };

interface PasswordFormProps {
  userId: string;
  passwordExpirationDate: string | null;
  onDirtyChange(dirty: boolean): void;
}

/**
 * Change Your Password (and an administrator setting another user's): when the password
 * expires, New Password and Confirm Password with show/hide toggles, Save New Password.
 * The server decides whether an administrator may set it; a refusal shows its message.
 */
export function PasswordForm({ userId, passwordExpirationDate, onDirtyChange }: PasswordFormProps) {
  const dispatch = useAppDispatch();
  const authUser = useAppSelector((state) => state.auth.user);
  const [form] = Form.useForm<PasswordValues>();
  const { values, valid } = useFormValid(form);
  const [saveNewPassword, { isLoading }] = useSaveNewPasswordMutation();
  const dirty = !!values?.newPassword || !!values?.confirmPassword;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onFinish = async ({ newPassword }: PasswordValues) => {
    try {
      const response = await saveNewPassword({ saveNewPasswordRequest: { userId, newPassword } }).unwrap();
      // Changing one's own password revokes every older token; the fresh one keeps this session.
      if (response.result.token && authUser) dispatch(loggedIn({ token: response.result.token, user: authUser }));
      form.resetFields();
      dispatch(showSuccess(profileMessages.passwordSaved));
    } catch (error) {
      const message = failureMessage(error);
      dispatch(showError(`${profileMessages.passwordFailed}${message}`));
      if (/password/i.test(message)) form.setFields([{ name: 'newPassword', errors: [message] }]);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 480 }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'expires',
            label: 'Password Expires',
            children: passwordExpirationDate ? localDate(passwordExpirationDate) : profileMessages.never,
          },
        ]}
      />
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        initialValues={empty}
        onFinish={(submitted) => void onFinish(submitted)}
        disabled={isLoading}
      >
        <Form.Item
          label="New Password"
          name="newPassword"
          extra={profileMessages.passwordHint}
          rules={[
            { required: true, message: profileMessages.required },
            { min: 8, message: profileMessages.minPassword },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: profileMessages.required },
            { min: 8, message: profileMessages.minPassword },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(profileMessages.passwordsDiffer)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!valid || isLoading} loading={isLoading}>
          Save New Password
        </Button>
      </Form>
    </Flex>
  );
}
