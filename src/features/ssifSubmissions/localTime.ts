import dayjs from 'dayjs';

/** Server timestamps are UTC; the screen shows them in the browser's time zone. */
export const localTime = (utc: string) => dayjs(utc).format('YYYY-MM-DD HH:mm');
