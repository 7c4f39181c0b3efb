import { Alert, Button } from 'antd';
import type { StaleReload } from './useStaleReload';

interface StaleSaveNoticeProps {
  /** The form's useStaleReload state: the notice shows while it holds a refused save. */
  state: Pick<StaleReload, 'stale' | 'reload' | 'reloading'>;
  /** Says the user's changes are still in the form and what reloading does to them. */
  description: string;
  /** The reload offer, named for the record ('Reload organization'). */
  reloadLabel: string;
}

/**
 * Shown above a form whose save was refused because the record was saved by someone else
 * since it was loaded (409), with the server's message. What the user typed stays in the form
 * until they choose to reload.
 */
export function StaleSaveNotice({ state, description, reloadLabel }: StaleSaveNoticeProps) {
  if (state.stale === null) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={state.stale}
      description={description}
      action={
        <Button size="small" onClick={state.reload} loading={state.reloading}>
          {reloadLabel}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
