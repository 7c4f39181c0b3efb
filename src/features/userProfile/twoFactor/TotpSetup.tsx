import { Alert, Button, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useConfirmTotpSetupMutation, useStartTotpSetupMutation } from '@/api';
import { isApiError } from '@/api/apiError';
import { RecoveryCodes } from './RecoveryCodes';

interface Props {
  onCancel: () => void;
  /** TOTP is on and its recovery codes were seen. */
  onDone: () => void;
}

/**
 * Setting up TOTP: a new secret as a QR code and as text, a first code to prove the app has it,
 * then the recovery codes. Its own chunk with the QR code's library: only this needs them.
 */
export default function TotpSetup({ onCancel, onDone }: Props) {
  const [start, started] = useStartTotpSetupMutation();
  const [confirm, confirmed] = useConfirmTotpSetupMutation();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const codeId = useId();
  const setup = started.data?.result;

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    if (!setup) return;
    let live = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((QRCode) => QRCode.toDataURL(setup.otpauthUri, { margin: 1, width: 200 }))
      .then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [setup]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    try {
      const { result } = await confirm({ totpCodeRequest: { code: code.trim() } }).unwrap();
      setRecoveryCodes(result.recoveryCodes);
    } catch (failure) {
      setCode('');
      setError(
        isApiError(failure) ? failure.message : 'Failed to turn on two-factor authentication.',
      );
    }
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (!setup) {
    return (
      <Spin spinning={started.isLoading} aria-label="Preparing the set-up">
        <div style={{ minHeight: 120 }} />
      </Spin>
    );
  }
  return (
    <form name="totp-setup" onSubmit={(e) => void submit(e)} noValidate>
      <Typography.Paragraph>
        Scan the QR code with an authenticator app (Microsoft Authenticator, Google Authenticator,
        1Password…), or type the secret key into it. Then enter the 6-digit code it shows.
      </Typography.Paragraph>
      <Flex gap={24} wrap align="center">
        {qr ? (
          <img src={qr} width={200} height={200} alt="QR code for your authenticator app" />
        ) : (
          <div style={{ width: 200, height: 200 }} />
        )}
        <div>
          <Typography.Text id="totp-secret-label">Secret key for manual entry</Typography.Text>
          <br />
          <Typography.Text
            code
            copyable
            aria-labelledby="totp-secret-label"
            data-testid="totp-secret"
          >
            {setup.secret}
          </Typography.Text>
        </div>
      </Flex>
      <div style={{ marginTop: 16, maxWidth: 320 }}>
        <label htmlFor={codeId}>Authentication code</label>
        <Input
          id={codeId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${codeId}-error` : undefined}
        />
      </div>
      {error && (
        <Alert
          id={`${codeId}-error`}
          type="error"
          title={error}
          showIcon
          style={{ marginTop: 8, maxWidth: 480 }}
        />
      )}
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!code.trim()}
          loading={confirmed.isLoading}
        >
          Turn on
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </form>
  );
}
