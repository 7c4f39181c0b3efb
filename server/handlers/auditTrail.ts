import type { Handlers } from '../contract/types';
import { listAuditTrail } from '../audit/list';
import { exportAudit, exportList } from '../export/exportFile';
import { auditTrailExport } from '../export/listExports';
import { badRequest, forbidden } from '../http/errors';

export const AUDIT_TRAIL_SUPER_USERS_ONLY = 'Only a super user can view the audit trail.';
export const AUDIT_TRAIL_BAD_RANGE = 'The start date must be on or before the end date.';

/** The audit trail, for super users only (the gate lets administrators through; this refuses them). */
export const auditTrailHandlers: Pick<Handlers, 'GetAuditTrail' | 'ExportAuditTrail'> = {
  async GetAuditTrail({ user, services, query }) {
    if (!user.isSuperUser) throw forbidden(AUDIT_TRAIL_SUPER_USERS_ONLY);
    // ISO dates compare as text.
    if (query.from && query.to && query.from > query.to)
      throw badRequest(AUDIT_TRAIL_BAD_RANGE, 'from');
    return { result: await listAuditTrail(services.db, query) };
  },

  /** The same entries, every page, as a file; recorded on the trail (filed under GetAuditTrail). */
  async ExportAuditTrail(ctx) {
    const { user, services, query } = ctx;
    if (!user.isSuperUser) throw forbidden(AUDIT_TRAIL_SUPER_USERS_ONLY);
    if (query.from && query.to && query.from > query.to)
      throw badRequest(AUDIT_TRAIL_BAD_RANGE, 'from');
    const { format, ...filters } = query;
    const list = auditTrailExport(filters);
    return { file: await exportList(services.db, list, format, exportAudit(ctx, 'GetAuditTrail')) };
  },
};
