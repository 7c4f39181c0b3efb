import { Button } from 'antd';
import type { FormEvent } from 'react';
import { LightCard } from '@/components/LightCard';
import { LightField } from '@/components/LightField';
import { minLength, required, useLightForm, type Rule } from '@/lib/useLightForm';
import { Input, Password } from './signInInputs';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/password';
import { messages } from './accountMessages';
import { useKeyFromLink } from './useKeyFromLink';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

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

const matchesPassword: Rule<RegisterValues> = (value, values) =>
  value === values.newPassword ? null : messages.passwordsDiffer;

export function RegisterCard({ busy, onRegister }: Props) {
  const password = [
    required<RegisterValues>(messages.required),
    minLength<RegisterValues>(MIN_PASSWORD_LENGTH, messages.minPassword),
  ];
  const form = useLightForm<RegisterValues>(
    { newUsername: '', activationKey: '', newPassword: '', confirmPassword: '' },
    {
      newUsername: [required(messages.required)],
      activationKey: [required(messages.required)],
      newPassword: password,
      confirmPassword: [...password, matchesPassword],
    },
  );
  useTypedBeforeHydration(form);
  useKeyFromLink(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.valid && !busy) onRegister(form.values);
  };

  return (
    <LightCard title="Register a New Account" style={{ width: 380 }}>
      <form name="register" onSubmit={submit} noValidate>
        <LightField label="Username" htmlFor="newUsername" error={form.errorOf('newUsername')}>
          <Input {...form.bind('newUsername')} autoComplete="off" />
        </LightField>
        <LightField
          label="Activation Key"
          htmlFor="activationKey"
          error={form.errorOf('activationKey')}
        >
          <Input {...form.bind('activationKey')} autoComplete="off" />
        </LightField>
        <LightField label="Password" htmlFor="newPassword" error={form.errorOf('newPassword')}>
          <Password {...form.bind('newPassword')} autoComplete="new-password" />
        </LightField>
        <LightField
          label="Confirm Password"
          htmlFor="confirmPassword"
          error={form.errorOf('confirmPassword')}
        >
          <Password {...form.bind('confirmPassword')} autoComplete="new-password" />
        </LightField>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="primary" htmlType="submit" disabled={!form.valid || busy} loading={busy}>
            Register Account
          </Button>
        </div>
      </form>
    </LightCard>
  );
}
