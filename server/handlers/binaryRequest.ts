import { joinParts } from './joinParts';
import { activityHandlers } from './binaryRequest/activity';
import { attachmentHandlers } from './binaryRequest/attachments';
import { catalogueHandlers } from './binaryRequest/catalogue';
import { requestExportHandlers } from './binaryRequest/requestExport';
import { requestReadHandlers } from './binaryRequest/requestReads';
import { requestReportHandlers } from './binaryRequest/requestReport';
import { requestWriteHandlers } from './binaryRequest/requestWrites';
import { workflowActionHandlers } from './binaryRequest/workflowActions';

export { STALE_REQUEST } from './binaryRequest/requestWrites';

/** The BinaryRequest operations, answered by the parts in ./binaryRequest/. */
export const binaryRequestHandlers = joinParts(
  'BinaryRequest',
  requestReadHandlers,
  requestExportHandlers,
  requestReportHandlers,
  catalogueHandlers,
  requestWriteHandlers,
  workflowActionHandlers,
  activityHandlers,
  attachmentHandlers,
);
