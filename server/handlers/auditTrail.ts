import type { Handlers } from '../contract/types';
import { listAuditTrail } from '../audit/list';
import { badRequest, forbidden } from '../http/errors';

export const AUDIT_TRAIL_SUPER_USERS_ONLY = 'Only a super user can view the audit trail.';
export const AUDIT_TRAIL_BAD_RANGE = 'The start date must be on or before the end date.';

/** The audit trail, for super users only (the gate lets administrators through; this refuses them). */
export const auditTrailHandlers: Pick<Handlers, 'GetAuditTrail'> = {
  async GetAuditTrail({ user, services, query }) {
    if (!user.isSuperUser) throw forbidden(AUDIT_TRAIL_SUPER_USERS_ONLY);
    // ISO dates compare as text.
    if (query.from && query.to && query.from > query.to)
      throw badRequest(AUDIT_TRAIL_BAD_RANGE, 'from');
    return { result: await listAuditTrail(services.db, query) };
  },
};
