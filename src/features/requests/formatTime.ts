import dayjs from 'dayjs';

/** Server timestamps are UTC ISO strings; the screen shows them in the browser's time zone. */
export function localTime(utc: string | null | undefined): string {
  if (!utc) return '';
  const time = dayjs(utc);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '';
}
