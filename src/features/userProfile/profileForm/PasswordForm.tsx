import { Button, Descriptions, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useSaveNewPasswordMutation } from '@/api';
import { useAppDispatch } from '@/app/hooks';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';
import { refusedField } from '@/api/apiError';
import { failureMessage } from '@/api/failureMessage';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/password';
import { localDate } from '@/lib/localTime';
import { PasswordInput } from './PasswordInput';
import { profileMessages } from './profileMessages';
import { useFormValid } from './useFormValid';

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const empty: PasswordValues = { newPassword: '', confirmPassword: '' };
const passwordFields = Object.keys(empty) as (keyof PasswordValues)[];

interface PasswordFormProps {
  /** Gives the fields ids of their own. */
  formName: string;
  userId: string;
  passwordExpirationDate: string | null;
  onDirtyChange(dirty: boolean): void;
}

/**
 * Change Your Password (and an administrator setting another user's): when the password
 * expires, New Password and Confirm Password with show/hide toggles, Save New Password.
 * The server decides whether an administrator may set it; a refusal shows its message.
 */
export function PasswordForm({
  formName,
  userId,
  passwordExpirationDate,
  onDirtyChange,
}: PasswordFormProps) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<PasswordValues>();
  const { valid } = useFormValid(form);
  // Set in the change handler itself, so a discard question right after typing already knows.
  const [values, setValues] = useState<Partial<PasswordValues>>({});
  const [saveNewPassword, { isLoading }] = useSaveNewPasswordMutation();
  const dirty = !!values?.newPassword || !!values?.confirmPassword;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onFinish = async ({ newPassword }: PasswordValues) => {
    try {
      // The fresh token of one's own change is stored by the auth slice as the answer arrives.
      await saveNewPassword({ saveNewPasswordRequest: { userId, newPassword } }).unwrap();
      form.resetFields();
      setValues({});
      dispatch(showSuccess(profileMessages.passwordSaved));
    } catch (error) {
      const message = failureMessage(error);
      dispatch(showError(`${profileMessages.passwordFailed}${message}`));
      const field = refusedField(error, passwordFields);
      if (field) form.setFields([{ name: field, errors: [message] }]);
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
            children: passwordExpirationDate
              ? localDate(passwordExpirationDate)
              : profileMessages.never,
          },
        ]}
      />
      <Form<PasswordValues>
        form={form}
        name={formName}
        layout="vertical"
        initialValues={empty}
        onValuesChange={(_changed, all) => setValues(all)}
        onFinish={(submitted) => void onFinish(submitted)}
        disabled={isLoading}
      >
        <Form.Item
          label="New Password"
          name="newPassword"
          extra={profileMessages.passwordHint}
          rules={[
            { required: true, message: profileMessages.required },
            { min: MIN_PASSWORD_LENGTH, message: profileMessages.minPassword },
          ]}
        >
          <PasswordInput fieldLabel="New Password" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: profileMessages.required },
            { min: MIN_PASSWORD_LENGTH, message: profileMessages.minPassword },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(profileMessages.passwordsDiffer)),
            }),
          ]}
        >
          <PasswordInput fieldLabel="Confirm Password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!valid || isLoading} loading={isLoading}>
          Save New Password
        </Button>
      </Form>
    </Flex>
  );
}
