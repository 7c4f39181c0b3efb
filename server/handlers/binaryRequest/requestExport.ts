import type { Handlers } from '../../contract/types';
import { exportList } from '../../export/exportFile';
import { requestsExport } from '../../export/requestsExport';
import { requestListQuery } from './requestQuery';

/** The request list as a file: the list's search, sort and filters, every row, no paging. */
export const requestExportHandlers: Pick<Handlers, 'ExportRequests'> = {
  async ExportRequests({ user, query, services, request }) {
    const { format, ...listQuery } = query;
    const file = await exportList(
      services.db,
      requestsExport(requestListQuery(user, listQuery, { limit: 0, offset: 0 })),
      format,
      {
        actor: { userId: user.userId, username: user.username, address: request.ip },
        list: 'GetRequests',
        filters: listQuery,
      },
    );
    return { file };
  },
};
