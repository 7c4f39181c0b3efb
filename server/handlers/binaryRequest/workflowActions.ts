import type { AuthUser } from '../../auth/authUser';
import { requirePermission } from '../../auth/authUser';
import type { Handlers } from '../../contract/types';
import { inTransaction, type Queryable } from '../../db/pool';
import { publishRequestChange } from '../../events/requestChange';
import { conflict, forbidden, notFound } from '../../http/errors';
import { notifyFollowers } from '../../notifications/notify';
import { recordEvent } from '../../repositories/requestActivity';
import { setRequestState, type RequestRecord } from '../../repositories/requests';
import {
  allowedActions,
  findAction,
  findOrganization,
  initialState,
  type ActionRecord,
} from '../../repositories/workflowRuntime';
import { actionRoles, canEdit, requireAnyPermission, visibleRequest } from './access';

/**
 * Moves a locked request along an action (the action must be of its current state and allowed
 * to the user) and records the change, telling its followers. An action without a next state
 * keeps the state. `publicUrl` is for the links of notification mails.
 */
export async function applyAction(
  db: Queryable,
  user: AuthUser,
  request: RequestRecord,
  action: ActionRecord,
  publicUrl: string,
): Promise<string> {
  if (action.stateId !== request.stateId) {
    throw conflict(
      "The request's status has changed since its actions were loaded. Please reload the request and try again.",
    );
  }
  if (!action.allowed)
    throw forbidden(`Your roles do not allow the action "${action.description}".`);
  const nextStatus = action.nextStateDescription ?? request.status;
  if (action.nextStateId) await setRequestState(db, request.id, action.nextStateId, nextStatus);
  await recordEvent(
    db,
    request.id,
    'Status Changed',
    `${action.description}: status changed from ${request.status} to ${nextStatus}.`,
    user.displayName,
  );
  await notifyFollowers(db, publicUrl, {
    requestId: request.id,
    activity: 'statusChanged',
    text: nextStatus,
    actor: user,
  });
  return nextStatus;
}

/** The actions a request may take now, and taking one. */
export const workflowActionHandlers: Pick<
  Handlers,
  'GetAvailableQuickActions' | 'GetWorkflowActions' | 'ExecuteWorkflowAction'
> = {
  async GetAvailableQuickActions({ user, query, services }) {
    const { db } = services;
    let stateId: string;
    if (query.requestId !== undefined) {
      const request = await visibleRequest(db, user, query.requestId);
      if (!user.permissions.canCreateBinaryRequest && !canEdit(user, request))
        requirePermission(user, 'canEditBinaryRequest');
      if (!request.stateId) return { result: [] };
      stateId = request.stateId;
    } else {
      requireAnyPermission(user, ['canCreateBinaryRequest', 'canEditBinaryRequest']);
      const organization = await findOrganization(db, query.organizationId);
      if (!organization) throw notFound('Organization not found.');
      const first = await initialState(db, organization.workflowId);
      if (!first) return { result: [] };
      stateId = first.id;
    }
    const actions = await allowedActions(db, stateId, actionRoles(user), true);
    return {
      result: actions.map((a) => ({
        id: a.id,
        description: a.description,
        quickAction: a.quickAction,
      })),
    };
  },

  async GetWorkflowActions({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    if (!request.stateId) return { result: [] };
    const actions = await allowedActions(services.db, request.stateId, actionRoles(user), false);
    return { result: actions.map((a) => ({ id: a.id, description: a.description })) };
  },

  async ExecuteWorkflowAction({ user, query, services }) {
    const description = await inTransaction(services.db, async (client) => {
      const request = await visibleRequest(client, user, query.requestId, true);
      const action = await findAction(client, query.actionId, actionRoles(user));
      if (!action) throw notFound('Workflow action not found.');
      const status = await applyAction(client, user, request, action, services.config.publicUrl);
      await publishRequestChange(client, request.id, user.userId);
      return status;
    });
    return { result: { description }, message: `Status changed to ${description}.` };
  },
};
