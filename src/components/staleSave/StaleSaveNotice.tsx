import { Alert, Button } from 'antd';
import type { StaleReload } from './useStaleReload';

/** The notice's title when the live stream told of a save by someone else, before any refusal. */
export const CHANGED_ELSEWHERE = 'Changed by someone else since you opened it.';

interface StaleSaveNoticeProps {
  /** The form's useStaleReload state: the notice shows while it holds a refused save or a newer copy. */
  state: Pick<StaleReload, 'stale' | 'changedElsewhere' | 'reload' | 'reloading'>;
  /** Says the user's changes are still in the form and what reloading does to them. */
  description: string;
  /** The reload offer, named for the record ('Reload organization'). */
  reloadLabel: string;
}

/**
 * Shown above a form whose record was saved by someone else since it was loaded: after a save
 * refused for it (409, with the server's message, as an alert), or as soon as a live change
 * event brought the newer copy (a polite status: the user did not ask). What the user typed
 * stays in the form until they choose to reload.
 */
export function StaleSaveNotice({ state, description, reloadLabel }: StaleSaveNoticeProps) {
  if (state.stale === null && !state.changedElsewhere) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role={state.stale === null ? 'status' : 'alert'}
      title={state.stale ?? CHANGED_ELSEWHERE}
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
