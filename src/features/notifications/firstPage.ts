import type { GetNotificationsApiArg } from '@/api/generated/notificationsApi';
import { PAGE_SIZE } from '@/components/masterDetail/useListParams';

/**
 * The first page of the list: the bell reads its unread count, and the same cached answer is
 * what the list shows at once when it opens (one call for both).
 */
export const firstPage = { page: 1, itemsPerPage: PAGE_SIZE } satisfies GetNotificationsApiArg;

export const pageArgs = (page: number): GetNotificationsApiArg =>
  page === 1 ? firstPage : { page, itemsPerPage: PAGE_SIZE };
