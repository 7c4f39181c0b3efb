import {
  allRowsSql,
  type RequestListQuery,
  type RequestListRow,
} from '../repositories/requestList/listQuery';
import type { ExportList } from './exportFile';

/** Binary Requests as exported: the list's columns, its search, sort and filters, no paging. */
export function requestsExport(query: RequestListQuery): ExportList<RequestListRow> {
  return {
    fileStem: 'binary-requests',
    sheetName: 'Binary Requests',
    query: allRowsSql(query),
    columns: [
      { header: 'Id', value: (r) => r.id, width: 10 },
      { header: 'Upload Name', value: (r) => r.uploadName, width: 40 },
      { header: 'Manufacturer', value: (r) => r.manufacturer },
      { header: 'Description', value: (r) => r.description, width: 50 },
      { header: 'Status', value: (r) => r.status },
      { header: 'Created By', value: (r) => r.createdBy },
      { header: 'Created On (UTC)', value: (r) => r.createdOn, width: 24 },
      { header: 'Priority', value: (r) => r.priority, width: 10 },
      { header: 'Priority Due Date', value: (r) => r.priorityDueDate, width: 16 },
      { header: 'Past Due', value: (r) => r.pastDue, width: 10 },
    ],
  };
}
