import { Button, Flex } from 'antd';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePasswordResetRequestMutation } from '@/api';
import { useAppDispatch } from '@/app/hooks';
import { LightCard } from '@/components/LightCard';
import { LightField } from '@/components/LightField';
import { showInfo } from '@/components/snackbar/snackbarSlice';
import { required, useLightForm } from '@/lib/useLightForm';
import { Input } from './signInInputs';
import { messages } from './accountMessages';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export default function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useLightForm({ username: '' }, { username: [required(messages.required)] });
  useTypedBeforeHydration(form);
  const [requestReset, { isLoading }] = usePasswordResetRequestMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.valid || isLoading) return;
    try {
      const response = await requestReset({ username: form.values.username }).unwrap();
      dispatch(showInfo(response.message));
      navigate('/login');
    } catch {
      // The error snackbar already shows the server's message or the fallback.
    }
  };

  return (
    <Flex justify="center" style={{ padding: 32 }}>
      <LightCard title="Reset Password" style={{ width: 380 }}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <LightField label="Username" htmlFor="username" error={form.errorOf('username')}>
            <Input {...form.bind('username')} autoComplete="username" />
          </LightField>
          <Flex justify="space-between" align="center">
            <Link to="/login">Cancel</Link>
            <Button
              type="primary"
              htmlType="submit"
              disabled={!form.valid || isLoading}
              loading={isLoading}
            >
              Request Password Reset
            </Button>
          </Flex>
        </form>
      </LightCard>
    </Flex>
  );
}
