import { Alert, Button } from 'antd';

interface StaleSaveNoticeProps {
  /** The server's 409 message (e.g. 'This organization was changed by someone else ...'). */
  message: string;
  /** Says the user's changes are still in the form and what reloading does to them. */
  description: string;
  /** The reload offer, named for the record ('Reload organization'). */
  reloadLabel: string;
  onReload(): void;
  reloading?: boolean;
}

/**
 * Shown above a form whose save was refused because the record was saved by someone else
 * since it was loaded (409). What the user typed stays in the form until they choose to reload.
 */
export function StaleSaveNotice({ message, description, reloadLabel, onReload, reloading = false }: StaleSaveNoticeProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={message}
      description={description}
      action={
        <Button size="small" onClick={onReload} loading={reloading}>
          {reloadLabel}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
