import dayjs from 'dayjs';

/** Server timestamps are UTC ISO strings; the screens show them in the browser's time zone. */
export function localTime(utc: string | null | undefined): string {
  if (!utc) return '';
  const time = dayjs(utc);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '';
}

/** A date only, in the browser's time zone (when a password expires). */
export const localDate = (utc: string) => dayjs(utc).format('YYYY-MM-DD');
