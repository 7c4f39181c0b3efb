import type { AuthUser } from '../../auth/authUser';
import type { Queryable } from '../../db/pool';
import type { components } from '@/api/generated/openapi';
import { notFound } from '../../http/errors';
import { findRequestDetail } from '../../repositories/requestDetail';
import { REQUEST_NOT_FOUND } from './access';

type Schemas = components['schemas'];

/** The live request the user may see, as GetRequest answers it (one query), or 404 as visibleRequest. */
export async function imageRequestOut(
  db: Queryable,
  user: AuthUser,
  id: number,
): Promise<Schemas['ImageRequest']> {
  const request = await findRequestDetail(db, id, user.manufacturerIds);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const { components, submission } = request;
  return {
    id: request.id,
    version: request.version,
    name: request.name,
    description: request.description,
    manufacturer: request.platformName,
    manufacturerId: request.mid,
    manufacturerName: request.manufacturerName,
    organizationId: request.organizationId,
    organizationName: request.organizationName,
    components,
    priority: request.priority,
    priorityDueDate: request.priorityDueDate,
    gpsPath: user.permissions.canViewGPSPath ? request.gpsPath : null,
    status: request.status,
    createdBy: request.createdBy,
    createdById: request.createdById,
    createdOn: request.createdOn.toISOString(),
    pastDue: request.pastDue,
    submissionInfo: submission
      ? { ...submission, uploadDateTime: submission.uploadDateTime.toISOString() }
      : {
          identity: -1,
          description: '',
          softwareAlias: '',
          filename: '',
          uploadDateTime: null,
          manufacturer: '',
          platform: '',
        },
  };
}
