import { Alert, Button, Card, Divider, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useGetSecondFactorsQuery } from '@/api';
import { useAppDispatch } from '@/app/hooks';
import { secondFactorEnrolled } from '@/features/auth/authSlice';
import { DisableTotpForm } from './DisableTotpForm';
import { PasskeyList } from './PasskeyList';

// The set-up and its QR code library load when the user asks to set up.
const TotpSetup = lazy(() => import(/* webpackChunkName: "totpSetup" */ './TotpSetup'));

type Mode = 'view' | 'setup' | 'disable';

/** Two-factor authentication on User Profile: TOTP (with recovery codes) and passkeys. */
export function TwoFactorCard({ enrolmentRequired }: { enrolmentRequired: boolean }) {
  const dispatch = useAppDispatch();
  const { data, isLoading } = useGetSecondFactorsQuery();
  const [mode, setMode] = useState<Mode>('view');
  const factors = data?.result;
  // Told once the first factor is there (TOTP's recovery codes seen, or a passkey added).
  const enrolled = () => {
    if (enrolmentRequired) dispatch(secondFactorEnrolled());
  };

  return (
    <Card title="Two-factor authentication">
      {enrolmentRequired && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="Set up two-factor authentication before using the app."
          description="Your account is an administrator's: add an authenticator app or a passkey below."
          style={{ marginBottom: 16 }}
        />
      )}
      {!factors ? (
        <Spin spinning={isLoading} aria-label="Loading your two-factor settings">
          <div style={{ minHeight: 60 }} />
        </Spin>
      ) : (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            Authenticator app
          </Typography.Title>
          {mode === 'setup' ? (
            <Suspense fallback={<Spin aria-label="Loading the set-up" />}>
              <TotpSetup
                onCancel={() => setMode('view')}
                onDone={() => {
                  setMode('view');
                  enrolled();
                }}
              />
            </Suspense>
          ) : factors.totpEnabled ? (
            <>
              <Typography.Paragraph>
                Two-factor authentication is on. {factors.recoveryCodesLeft} of 10 recovery codes
                left.
              </Typography.Paragraph>
              {mode === 'disable' ? (
                <DisableTotpForm onClose={() => setMode('view')} />
              ) : (
                <Button onClick={() => setMode('disable')}>
                  Turn off two-factor authentication
                </Button>
              )}
            </>
          ) : (
            <Button type="primary" onClick={() => setMode('setup')}>
              Set up two-factor authentication
            </Button>
          )}
          <Divider />
          <PasskeyList passkeys={factors.passkeys} onAdded={enrolled} />
        </>
      )}
    </Card>
  );
}
