import { actorOf, recordAudit } from '../../audit/trail';
import { EMPTY_ID } from '../../contract/ids';
import { requirePermission } from '../../auth/authUser';
import type { Handlers, HandlerContext } from '../../contract/types';
import { inTransaction } from '../../db/pool';
import { publishRequestChange } from '../../events/requestChange';
import type { components } from '@/api/generated/openapi';
import { deletedMessages } from '@/lib/domain/deletedMessages';
import { badRequest, forbidden, stale } from '../../http/errors';
import { follow } from '../../notifications/followers';
import { notifyFollowers } from '../../notifications/notify';
import { findPlatform } from '../../repositories/components';
import { recordEvent } from '../../repositories/requestActivity';
import {
  insertRequest,
  markRequestRemoved,
  replaceComponents,
  updateRequest,
  type RequestWrite,
} from '../../repositories/requests';
import {
  findAction,
  findOrganization,
  findState,
  initialState,
  isOrganizationMember,
} from '../../repositories/workflowRuntime';
import { actionRoles, canEdit, visibleRequest } from './access';
import { componentWrites } from './componentWrites';
import { imageRequestOut } from './requestView';
import { applyAction } from './workflowActions';

type Schemas = components['schemas'];

/** The fixed Save action of the submit menu: store without moving the request. */
// The Save quick action is the empty UUID: it saves without moving the request.
const SAVE_ACTION = EMPTY_ID;
export const STALE_REQUEST =
  'This request was changed by someone else since you opened it. Reload it to see their changes.';

async function submit(ctx: HandlerContext<'SubmitImageRequest'>): Promise<Schemas['ImageRequest']> {
  const { user, body } = ctx;
  const { db } = ctx.services;
  if (body.id === undefined) requirePermission(user, 'canCreateBinaryRequest');
  const name = body.name.trim();
  const description = body.description.trim();
  if (!name || !description) throw badRequest('Required field has no value, please review request');
  if (body.priority && !body.priorityDueDate)
    throw badRequest('Priority due date cannot be blank.');

  const savedId = await inTransaction(db, async (client) => {
    const existing =
      body.id === undefined ? undefined : await visibleRequest(client, user, body.id, true);
    if (existing && !canEdit(user, existing)) requirePermission(user, 'canEditBinaryRequest');
    // The row is locked: no save can slip in between this check and the update.
    if (existing && body.version !== undefined && body.version !== existing.version)
      throw stale(STALE_REQUEST);

    const platform = await findPlatform(client, body.manufacturerId, user.manufacturerIds);
    if (!platform) throw badRequest('The selected platform does not exist.');
    const organization = await findOrganization(client, body.organizationId);
    if (!organization) throw badRequest('The selected organization does not exist.');
    if (!user.isSuperUser && !(await isOrganizationMember(client, organization.id, user.userId))) {
      throw forbidden('You are not a member of the selected organization.');
    }
    const components = await componentWrites(client, body, platform.mid, platform.manufacturerId);

    // A new request - or one moved to an organization with another workflow - starts in the workflow's first state.
    let state = existing?.stateId ? await findState(client, existing.stateId) : undefined;
    if (!state || state.workflowId !== organization.workflowId) {
      state = await initialState(client, organization.workflowId);
      if (!state)
        throw badRequest(
          "The organization's workflow has no states. Please ask an administrator to configure it.",
        );
    }
    const stateId = state.id;
    const status = state.description;
    const write: RequestWrite = {
      name,
      description,
      mid: platform.mid,
      manufacturerId: platform.manufacturerId,
      manufacturerName: platform.manufacturerName,
      organizationId: organization.id,
      stateId,
      status,
      priority: body.priority,
      priorityDueDate: body.priority ? (body.priorityDueDate ?? null) : null,
      // Without canViewGPSPath the path is neither shown nor changed.
      gpsPath: user.permissions.canViewGPSPath
        ? body.gpsPath?.trim() || null
        : (existing?.gpsPath ?? null),
    };

    let id: number;
    if (existing) {
      id = existing.id;
      await updateRequest(client, id, write);
      await recordEvent(
        client,
        id,
        'Request Updated',
        `Request details updated (status ${status}).`,
        user.displayName,
      );
    } else {
      id = await insertRequest(client, write, user.userId, user.displayName);
      await follow(client, id, user.userId);
      await recordEvent(
        client,
        id,
        'Request Created',
        `Request created in state ${status}.`,
        user.displayName,
      );
    }
    await replaceComponents(client, id, components);

    if (body.submittalAction !== SAVE_ACTION) {
      const saved = await visibleRequest(client, user, id);
      const action = await findAction(client, body.submittalAction, actionRoles(user));
      if (!action || !action.quickAction || action.stateId !== saved.stateId) {
        throw badRequest(
          'The chosen action is not one of the quick actions offered for this request.',
        );
      }
      await applyAction(client, user, saved, action, ctx.services.config.publicUrl);
    }
    await publishRequestChange(client, id, user.userId);
    return id;
  });
  return imageRequestOut(db, user, savedId);
}

/** Saving a request (new or changed) and removing one. */
export const requestWriteHandlers: Pick<Handlers, 'SubmitImageRequest' | 'RemoveImageRequest'> = {
  async SubmitImageRequest(ctx) {
    return { result: await submit(ctx), message: 'Image request saved successfully.' };
  },

  async RemoveImageRequest(ctx) {
    const { user, query, services } = ctx;
    const name = await inTransaction(services.db, async (client) => {
      const request = await visibleRequest(client, user, query.requestId, true);
      await markRequestRemoved(client, request.id);
      await recordAudit(client, {
        actor: actorOf(ctx),
        kind: 'request',
        action: 'removed',
        target: { id: request.id, label: request.name },
        before: {
          name: request.name,
          manufacturer: request.manufacturerName,
          platform: request.platformName,
          organization: request.organizationName,
          status: request.status,
          createdBy: request.createdBy,
        },
      });
      await recordEvent(
        client,
        request.id,
        'Request Removed',
        `Request "${request.name}" removed.`,
        user.displayName,
      );
      await publishRequestChange(client, request.id, user.userId);
      await notifyFollowers(client, services.config.publicUrl, {
        requestId: request.id,
        activity: 'requestRemoved',
        text: 'Request removed',
        actor: user,
      });
      return request.name;
    });
    return { result: null, message: deletedMessages.request(name) };
  },
};
