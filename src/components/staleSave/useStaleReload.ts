import { useCallback, useEffect, useState } from 'react';
import { isStaleError } from '@/api/apiError';

interface Versioned {
  version?: number;
}

interface StaleReloadArgs<T extends Versioned> {
  /** The record as the app's cache now holds it (refetched after the refused save). */
  latest: T | undefined;
  /** The version the form was loaded with (and sends with its save). */
  loadedVersion: number | undefined;
  /**
   * What a refused save and a reload asked for belong to: they lapse once it changes. By
   * default the loaded version. A form whose version also moves on by the user's own changes
   * outside it (an action's roles) names its start instead, which only a fresh start changes,
   * so the refusal still shows: the form is as stale as before.
   */
  startedAs?: unknown;
  /** Asks the server for the record again. */
  refresh(): void;
  /** Starts the form afresh from the saved record; the user chose to drop their changes. */
  onReloaded(record: T): void;
}

export interface StaleReload {
  /** The 409 message while the form holds a refused save, else null. */
  stale: string | null;
  /**
   * The app's copy is newer than the one the form was loaded with (a live change event made it
   * refetch): someone else saved the record. The form keeps what was typed, as after a 409.
   */
  changedElsewhere: boolean;
  /**
   * True when the error is a stale save (409, code `stale`): the notice then shows and the typed
   * values stay. Another 409 (a duplicate name) is an ordinary failure, which reloading would not fix.
   */
  catchStale(error: unknown): boolean;
  reload(): void;
  reloading: boolean;
  /** Forgets a refused save (the form saved or was reset another way). */
  clear(): void;
}

/**
 * A form's answer to a stale save (issue 11), or to a change someone else saved while it is open
 * (issue 18, told by the live stream): the notice until the user reloads; reloading waits for a copy newer than the one the form was loaded with, so
 * the form never restarts from the same old version it just failed to save.
 */
export function useStaleReload<T extends Versioned>({
  latest,
  loadedVersion,
  startedAs = loadedVersion,
  refresh,
  onReloaded,
}: StaleReloadArgs<T>): StaleReload {
  // Both are kept with the start they concern, so they lapse by themselves once the form has
  // started again (reloaded or saved).
  const [refused, setRefused] = useState<{ message: string; startedAs: unknown } | null>(null);
  const [reloadFrom, setReloadFrom] = useState<{ startedAs: unknown } | null>(null);
  const stale =
    refused !== null && Object.is(refused.startedAs, startedAs) ? refused.message : null;
  const reloading = reloadFrom !== null && Object.is(reloadFrom.startedAs, startedAs);
  const newer = latest !== undefined && latest.version !== loadedVersion ? latest : undefined;
  // Newer, not just other: the copy read before the form's own save came back is older.
  const changedElsewhere =
    stale === null &&
    !reloading &&
    latest?.version !== undefined &&
    loadedVersion !== undefined &&
    latest.version > loadedVersion;

  // The fresh copy arrives from the server some time after the click.
  useEffect(() => {
    if (reloading && newer) onReloaded(newer);
  }, [reloading, newer, onReloaded]);

  const catchStale = useCallback(
    (error: unknown) => {
      if (!isStaleError(error)) return false;
      setRefused({ message: error.message, startedAs });
      return true;
    },
    [startedAs],
  );

  const reload = useCallback(() => {
    setReloadFrom({ startedAs });
    // The refused save already made the cache fetch again; this covers a copy fetched before it.
    if (!newer) refresh();
  }, [startedAs, newer, refresh]);

  const clear = useCallback(() => {
    setRefused(null);
    setReloadFrom(null);
  }, []);

  return { stale, changedElsewhere, catchStale, reload, reloading, clear };
}
