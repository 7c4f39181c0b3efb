import dayjs from 'dayjs';

/** Server timestamps are UTC; the screen shows them in the browser's time zone. */
export const localTime = (utc: string | null) => (utc ? dayjs(utc).format('YYYY-MM-DD HH:mm') : '');

/** A date only, in the browser's time zone (when a password expires). */
export const localDate = (utc: string) => dayjs(utc).format('YYYY-MM-DD');
