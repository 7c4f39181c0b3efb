import { EMPTY_ID } from '../contract/ids';
import type { Handlers } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';
import { canSeeManufacturer } from '../auth/authUser';
import { inTransaction, type Queryable } from '../db/pool';
import { publishChange } from '../events/publish';
import { badRequest, conflict, notFound, stale } from '../http/errors';
import * as workflows from '../repositories/workflows';
import * as platformConfig from '../repositories/platformConfig';
import { activeUsers } from '../repositories/organizations';
import { COMPONENT_FUNCTIONS, isComponentFunction } from '@/lib/domain/componentFunctions';
import { JURISDICTION_TYPES, isJurisdictionType } from '@/lib/domain/jurisdictions';
import { normaliseChips } from '@/lib/domain/chipList';
import { actorOf, recordChange } from '../audit/trail';
import { auditAction, auditComponentType, auditState, auditWorkflow } from './managementAudit';

type ManagementOperation = OperationsByTag['Management'];

/** The empty UUID: an unsaved workflow, state or action; posting it creates the record. */

export const STALE_WORKFLOW =
  'This workflow was changed by someone else since you opened it. Reload it to see their changes.';
export const STALE_WORKFLOW_STATE =
  'This workflow state was changed by someone else since you opened it. Reload it to see their changes.';
export const STALE_WORKFLOW_ACTION =
  'This workflow action was changed by someone else since you opened it. Reload it to see their changes.';
export const STALE_COMPONENT_TYPE =
  'This component type was changed by someone else since you opened it. Reload it to see their changes.';

/** Publishes the live stream's news of a saved workflow, state or action, and hands it back. */
async function published<T extends { id: string; version?: number } | undefined>(
  db: Queryable,
  saved: T,
  actorId: string,
): Promise<T> {
  if (saved)
    await publishChange(db, {
      kind: 'workflow',
      recordId: saved.id,
      version: saved.version,
      actorId,
    });
  return saved;
}

/**
 * Publishes the news of a platform's configuration (the platform or its component types): heard,
 * like the reads of it, only within the platform's manufacturer (server/events/visibility.ts).
 */
async function publishPlatform(
  db: Queryable,
  platform: { mid: number; manufacturerId: number },
  actorId: string,
): Promise<void> {
  await publishChange(db, {
    kind: 'platform',
    recordId: platform.mid,
    manufacturerId: platform.manufacturerId,
    actorId,
  });
}

function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${field} is required.`);
  return trimmed;
}

export const managementHandlers: Pick<Handlers, ManagementOperation> = {
  async GetWorkflows({ services }) {
    return { result: await workflows.listWorkflows(services.db) };
  },

  async GetWorkflowStates({ services, query }) {
    if (!(await workflows.findWorkflow(services.db, query.workflowId)))
      throw notFound('The workflow does not exist.');
    return { result: await workflows.listStates(services.db, query.workflowId) };
  },

  async GetWorkflowConfigActions({ services, query }) {
    if (!(await workflows.findState(services.db, query.workflowStateId)))
      throw notFound('The workflow state does not exist.');
    return { result: await workflows.listActions(services.db, query.workflowStateId) };
  },

  async SaveWorkflow(ctx) {
    const { services, body } = ctx;
    const name = requiredText(body.name, 'The workflow name');
    const saved = await inTransaction(services.db, async (client) => {
      const id = body.id === EMPTY_ID ? null : body.id;
      const before = id ? await workflows.findWorkflow(client, id) : null;
      if (id && !before) throw notFound('The workflow does not exist.');
      if (await workflows.workflowNameTaken(client, name, id))
        throw conflict(`A workflow named "${name}" already exists.`);
      // The version is checked by the UPDATE itself: no save can slip in between.
      const after = id
        ? await workflows.renameWorkflow(client, id, name, body.version)
        : await workflows.insertWorkflow(client, name);
      if (!after && id && (await workflows.findWorkflow(client, id))) throw stale(STALE_WORKFLOW);
      await auditWorkflow(client, actorOf(ctx), { before, after });
      return published(client, after, ctx.user.userId);
    });
    if (!saved) throw notFound('The workflow does not exist.');
    return { result: saved, message: 'Workflow save successfully' };
  },

  async SaveWorkflowState(ctx) {
    const { services, query, body } = ctx;
    const description = requiredText(body.description, 'The state name');
    if (body.sortOrder < 1) throw badRequest('The sort order must be 1 or more.');
    const saved = await inTransaction(services.db, async (client) => {
      if (!(await workflows.findWorkflow(client, query.workflowId)))
        throw notFound('The workflow does not exist.');
      const id = body.id === EMPTY_ID ? null : body.id;
      const before = id ? await workflows.findState(client, id) : null;
      if (id && (!before || before.workflowId !== query.workflowId.toLowerCase()))
        throw notFound('The workflow state does not exist in this workflow.');
      if (await workflows.stateDescriptionTaken(client, query.workflowId, description, id)) {
        throw conflict(`The workflow already has a state named "${description}".`);
      }
      // The version is checked by the UPDATE itself: no save can slip in between.
      const after = id
        ? await workflows.updateState(client, id, description, body.sortOrder, body.version)
        : await workflows.insertState(client, query.workflowId, description, body.sortOrder);
      if (!after && id && (await workflows.findState(client, id)))
        throw stale(STALE_WORKFLOW_STATE);
      await auditState(client, actorOf(ctx), { before, after });
      return published(client, after, ctx.user.userId);
    });
    if (!saved) throw notFound('The workflow state does not exist in this workflow.');
    return { result: saved, message: 'Workflow State saved successfully' };
  },

  async SaveWorkflowAction(ctx) {
    const { services, query, body } = ctx;
    const description = requiredText(body.description, 'The action name');
    const roleIds = [...new Set(body.allowedRoles.map((role) => role.objectId))];
    const saved = await inTransaction(services.db, async (client) => {
      const state = await workflows.findState(client, query.workflowStateId);
      if (!state) throw notFound('The workflow state does not exist.');
      const id = body.id === EMPTY_ID ? null : body.id;
      const before = id ? await workflows.findAction(client, id) : null;
      if (id && (!before || before.stateId !== state.id))
        throw notFound('The workflow action does not exist in this state.');
      let nextStateId: string | null = null;
      if (body.nextState && body.nextState.id !== EMPTY_ID) {
        const next = await workflows.findState(client, body.nextState.id);
        if (!next || next.workflowId !== state.workflowId)
          throw badRequest('The next state must be a state of the same workflow.');
        nextStateId = next.id;
      }
      if ((await workflows.unknownRoleIds(client, roleIds)).length > 0)
        throw badRequest('One or more of the allowed roles do not exist.');
      if (await workflows.actionDescriptionTaken(client, state.id, description, id)) {
        throw conflict(`The state already has an action named "${description}".`);
      }
      const fields = { description, quickAction: body.quickAction, nextStateId };
      const actionId = id ?? (await workflows.insertAction(client, state.id, fields));
      // The version is checked by the UPDATE itself, before the roles are replaced.
      if (id && !(await workflows.updateAction(client, id, fields, body.version))) {
        if (await workflows.findAction(client, id)) throw stale(STALE_WORKFLOW_ACTION);
        return undefined;
      }
      await workflows.replaceActionRoles(client, actionId, roleIds);
      const after = await workflows.findAction(client, actionId);
      await auditAction(client, actorOf(ctx), { before, after });
      return published(client, after, ctx.user.userId);
    });
    if (!saved) throw notFound('The workflow action does not exist.');
    const { id, quickAction, version, nextState, allowedRoles } = saved;
    return {
      result: { id, description: saved.description, quickAction, version, nextState, allowedRoles },
      message: 'Action saved successfully',
    };
  },

  async AddActionRole(ctx) {
    const { services, query } = ctx;
    await inTransaction(services.db, async (client) => {
      const before = await workflows.findAction(client, query.workflowActionId);
      if (!before) throw notFound('The workflow action does not exist.');
      if ((await workflows.unknownRoleIds(client, [query.roleId])).length > 0)
        throw notFound('The role does not exist.');
      await workflows.addActionRole(client, query.workflowActionId, query.roleId);
      const after = await workflows.findAction(client, query.workflowActionId);
      await auditAction(client, actorOf(ctx), { before, after }, 'roleAdded');
      await published(client, after, ctx.user.userId);
    });
    return { result: null, message: 'Role successfully added to action' };
  },

  async DeleteActionRole(ctx) {
    const { services, query } = ctx;
    if (!(await workflows.findAction(services.db, query.workflowActionId)))
      throw notFound('The workflow action does not exist.');
    if ((await workflows.unknownRoleIds(services.db, [query.roleId])).length > 0)
      throw notFound('The role does not exist.');
    await inTransaction(services.db, async (client) => {
      const before = await workflows.findAction(client, query.workflowActionId);
      await workflows.deleteActionRole(client, query.workflowActionId, query.roleId);
      const after = await workflows.findAction(client, query.workflowActionId);
      await auditAction(client, actorOf(ctx), { before, after }, 'roleRemoved');
      await published(client, after, ctx.user.userId);
    });
    return { result: null, message: 'Role successfully removed from action' };
  },

  async SaveComponentType(ctx) {
    const { user, services, body } = ctx;
    const displayName = requiredText(body.displayName, 'The name');
    const fn = body.function.trim();
    if (fn && !isComponentFunction(fn))
      throw badRequest(`The function must be one of: ${COMPONENT_FUNCTIONS.join(', ')}.`);
    const jurisdictionTypes = normaliseChips(body.jurisdictionTypes);
    const badType = jurisdictionTypes
      .split(',')
      .find((value) => value && !isJurisdictionType(value));
    if (badType)
      throw badRequest(
        `"${badType}" is not a jurisdiction type; use ${JURISDICTION_TYPES.join(', ')}.`,
      );
    const type: platformConfig.ComponentType = {
      ...body,
      displayName,
      // The editor shows one Name; a new type without its own type code takes the display name.
      componentType: body.componentType.trim() || displayName,
      function: fn,
      jurisdictionTypes,
      customNames: normaliseChips(body.customNames),
      idNumbers: normaliseChips(body.idNumbers),
      gameNames: normaliseChips(body.gameNames),
      positions: normaliseChips(body.positions),
      versions: normaliseChips(body.versions),
    };
    const saved = await inTransaction(services.db, async (client) => {
      const platform = await platformConfig.findPlatform(client, type.manufacturerId);
      // A manufacturer-restricted admin configures only their manufacturers' platforms.
      if (!platform || !canSeeManufacturer(user, platform.manufacturerId))
        throw notFound(`There is no platform with id ${type.manufacturerId}.`);
      if (!(await platformConfig.jurisdictionExists(client, type.jurisdictionId)))
        throw badRequest(`There is no jurisdiction with id ${type.jurisdictionId}.`);
      const existing =
        type.componentID === 0
          ? undefined
          : await platformConfig.findComponentType(client, type.componentID);
      if (type.componentID !== 0) {
        const existingPlatform =
          existing && (await platformConfig.findPlatform(client, existing.manufacturerId));
        if (!existingPlatform || !canSeeManufacturer(user, existingPlatform.manufacturerId))
          throw notFound('The component type does not exist.');
      }
      const exceptId = type.componentID === 0 ? null : type.componentID;
      const names = {
        mid: type.manufacturerId,
        jurisdictionId: type.jurisdictionId,
        displayName,
        componentType: type.componentType,
      };
      if (await platformConfig.componentTypeNameTaken(client, names, exceptId)) {
        throw conflict(
          `The platform already has a component type named "${displayName}" in this jurisdiction.`,
        );
      }
      // The version is checked by the UPDATE itself: no save can slip in between.
      const stored = await platformConfig.saveComponentType(client, type);
      if (!stored && exceptId !== null) throw stale(STALE_COMPONENT_TYPE);
      await auditComponentType(client, actorOf(ctx), { before: existing, after: stored });
      // The platform's configuration changed: Platform Management and the request dialog's lists.
      if (stored) await publishPlatform(client, platform, ctx.user.userId);
      return stored;
    });
    if (!saved) throw notFound('The component type does not exist.');
    return { result: saved, message: 'Component type saved successfully' };
  },

  async AddPlatform(ctx) {
    const { user, services, body } = ctx;
    const platformName = requiredText(body.platform, 'The platform name');
    // An empty SAS ID means none (the field is shown only for jurisdiction 129).
    const sasId = body.sASID?.trim() || null;
    const created = await inTransaction(services.db, async (client) => {
      const manufacturer = await platformConfig.findManufacturer(client, body.manufacturerId);
      if (!manufacturer || !canSeeManufacturer(user, manufacturer.id))
        throw notFound(`There is no manufacturer with id ${body.manufacturerId}.`);
      if (await platformConfig.platformNameTaken(client, manufacturer.id, platformName)) {
        throw conflict(`${manufacturer.name} already has a platform named "${platformName}".`);
      }
      const platform = await platformConfig.insertPlatform(client, {
        manufacturerId: manufacturer.id,
        platform: platformName,
        name: `${manufacturer.name} ${platformName}`,
        sasId,
      });
      await recordChange(client, {
        actor: actorOf(ctx),
        kind: 'platform',
        target: { id: platform.mid, label: platform.name },
        before: null,
        after: { manufacturer: manufacturer.name, ...platform },
      });
      await publishPlatform(
        client,
        { mid: platform.mid, manufacturerId: manufacturer.id },
        ctx.user.userId,
      );
      return platform;
    });
    return { result: created, message: 'Platform added successfully' };
  },

  async GatherManufacturers({ user, services }) {
    // A restricted admin sees only the manufacturers AddPlatform and SaveComponentType accept from them.
    return {
      result: await platformConfig.listManufacturersWithPlatforms(
        services.db,
        user.manufacturerIds,
      ),
    };
  },

  async GatherAllUsers({ services }) {
    return { result: await activeUsers(services.db) };
  },
};
