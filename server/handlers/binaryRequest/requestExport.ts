import type { Handlers } from '../../contract/types';
import { exportAudit, exportList } from '../../export/exportFile';
import { requestsExport } from '../../export/requestsExport';
import { requestListQuery } from './requestQuery';

/** The request list as a file: the list's search, sort and filters, every row, no paging. */
export const requestExportHandlers: Pick<Handlers, 'ExportRequests'> = {
  async ExportRequests(ctx) {
    const { format, ...listQuery } = ctx.query;
    const file = await exportList(
      ctx.services.db,
      // Paging aside: every row (allRowsSql reads no limit or offset).
      requestsExport(requestListQuery(ctx.user, listQuery, { limit: 0, offset: 0 })),
      format,
      exportAudit(ctx, 'GetRequests'),
    );
    return { file };
  },
};
