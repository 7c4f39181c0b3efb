import dayjs from 'dayjs';

/** A priority due date (a date without a time) as the screens show it. */
export const dueDateText = (date: string) => dayjs(date).format('YYYY-MM-DD');

/** The list item's due date line, shown while the list is sorted by due date. */
export const listDueDate = (date: string | null) =>
  date ? `Due ${dueDateText(date)}` : 'No due date';
