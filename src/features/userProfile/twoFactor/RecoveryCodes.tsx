import { Button, Flex, Typography } from 'antd';
import { useAppDispatch } from '@/app/hooks';
import { showError, showSuccess } from '@/components/snackbar/snackbarSlice';

interface Props {
  codes: string[];
  onDone: () => void;
}

/** The ten recovery codes, shown once after TOTP is turned on: to copy or download and keep. */
export function RecoveryCodes({ codes, onDone }: Props) {
  const dispatch = useAppDispatch();
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(showSuccess('The recovery codes are copied.'));
    } catch {
      dispatch(showError('The recovery codes could not be copied. Please select and copy them.'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'image-requests-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-codes-heading">
      <Typography.Title level={4} id="recovery-codes-heading">
        Recovery codes
      </Typography.Title>
      <Typography.Paragraph>
        Keep these codes somewhere safe. Each one signs you in once in place of an authentication
        code, if you lose your authenticator. They are shown only now.
      </Typography.Paragraph>
      <ul
        aria-label="Recovery codes"
        style={{ fontFamily: 'monospace', columns: 2, maxWidth: 320 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Flex gap={8} wrap>
        <Button onClick={() => void copy()}>Copy</Button>
        <Button onClick={download}>Download</Button>
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </Flex>
    </section>
  );
}
