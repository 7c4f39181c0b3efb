import type { Handlers, JsonBodyOf } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';
import type { AuthUser } from '../auth/authUser';
import { inTransaction, type Queryable } from '../db/pool';
import { publishChange } from '../events/publish';
import { badRequest, conflict, notFound, stale } from '../http/errors';
import * as organizations from '../repositories/organizations';
import { findWorkflow } from '../repositories/workflows';
import { EMPTY_ID } from '../contract/ids';
import { actorOf, recordChange, type AuditActor } from '../audit/trail';
import { auditTrailHandlers } from './auditTrail';

type AdministrativeOperation = OperationsByTag['Administrative'];

const ORGANIZATION_MISSING = 'The organization does not exist or has been removed.';
export const STALE_ORGANIZATION =
  'This organization was changed by someone else since you opened it. Reload it to see their changes.';

/** 404, as if absent, for an organization the caller's organization list does not show. */
async function requireOrganization(db: Queryable, id: string): Promise<void> {
  if (!(await organizations.organizationListed(db, id))) throw notFound(ORGANIZATION_MISSING);
}

/** The live stream's news of a change to an organization (its details, users or jurisdictions). */
const organizationChanged = (db: Queryable, user: AuthUser, id: string, version?: number) =>
  publishChange(db, { kind: 'organization', recordId: id, version, actorId: user.userId });

/**
 * The super user is made a member only for a caller who may edit members; saving the
 * form must not be a way round canEditOrganizationUsers.
 */
async function addSuperUserAsMember(
  db: Queryable,
  user: AuthUser,
  organizationId: string,
  superUserId: string,
): Promise<void> {
  if (user.permissions.canEditOrganizationUsers)
    await organizations.addOrganizationUsers(db, organizationId, [superUserId]);
}

/** Checks the Organization Details form and returns its fields as stored. */
async function organizationFields(
  db: Queryable,
  body: JsonBodyOf<'SaveOrganizationInformation'>,
): Promise<organizations.OrganizationFields> {
  const name = body.name.trim();
  if (!name) throw badRequest('The organization name is required.');
  if (
    body.serverPortNumber !== undefined &&
    body.serverPortNumber !== null &&
    body.serverPortNumber < 1
  ) {
    throw badRequest('Value needs to be a positive number');
  }
  if ((await organizations.unknownUserIds(db, [body.superUser.userId])).length > 0)
    throw badRequest('The super user does not exist.');
  if (!(await findWorkflow(db, body.workflowId))) throw badRequest('The workflow does not exist.');
  return {
    name,
    propertyCode: body.propertyCode?.trim() ?? '',
    superUserId: body.superUser.userId,
    serverIP: body.serverIP?.trim() || null,
    serverPortNumber: body.serverPortNumber ?? null,
    workflowId: body.workflowId,
  };
}

async function loadOrganization(db: Queryable, id: string): Promise<organizations.Organization> {
  const found = await organizations.findOrganization(db, id);
  if (!found) throw notFound(ORGANIZATION_MISSING);
  return found;
}

/** An organization as the audit trail compares it: names rather than ids where it has them. */
const audited = (o: organizations.Organization) => ({
  name: o.name,
  propertyCode: o.propertyCode,
  superUser: o.superUser.username,
  serverIP: o.serverIP,
  serverPortNumber: o.serverPortNumber,
  workflowId: o.workflowId,
  users: o.users.map((u) => u.username).sort(),
  jurisdictions: o.jurisdictions.map((j) => j.jurisdictionName).sort(),
});

/** Records what a change did to an organization, in its transaction (see recordChange). */
async function auditOrganization(
  db: Queryable,
  actor: AuditActor,
  action: string,
  before: organizations.Organization | null,
  after: organizations.Organization | null,
): Promise<void> {
  const organization = after ?? before;
  if (!organization) return;
  await recordChange(db, {
    actor,
    kind: 'organization',
    action,
    target: { id: organization.objectId, label: organization.name },
    before: before && audited(before),
    after: after && audited(after),
  });
}

export const administrativeHandlers: Pick<Handlers, AdministrativeOperation> = {
  ...auditTrailHandlers,

  async GatherJurisdictionsForUser({ user, services }) {
    const result = user.isSuperUser
      ? await organizations.allJurisdictions(services.db)
      : await organizations.jurisdictionsOfUser(services.db, user.userId);
    return { result };
  },

  async GetOrganizations({ services, query }) {
    return { result: await organizations.pageOrganizations(services.db, query) };
  },

  async GetOrganizationUsers({ user, services, query }) {
    if (query.organizationId) {
      await requireOrganization(services.db, query.organizationId);
      return { result: await organizations.organizationUsers(services.db, query.organizationId) };
    }
    const result = user.isSuperUser
      ? await organizations.activeUsers(services.db)
      : await organizations.usersSharingOrganizations(services.db, user.userId);
    return { result };
  },

  async SaveOrganizationInformation(ctx) {
    const { user, services, body } = ctx;
    if (body.objectId !== EMPTY_ID)
      throw badRequest(
        'A new organization must have the empty id; use UpdateOrganization to change one.',
      );
    const created = await inTransaction(services.db, async (client) => {
      const fields = await organizationFields(client, body);
      if (await organizations.organizationNameTaken(client, fields.name, null)) {
        throw conflict(`An organization named "${fields.name}" already exists.`);
      }
      const id = await organizations.insertOrganization(client, fields);
      // The super user administers the organization, so joins it (when the caller may add members).
      await addSuperUserAsMember(client, user, id, fields.superUserId);
      const saved = await loadOrganization(client, id);
      await organizationChanged(client, user, id, saved.version);
      await auditOrganization(client, actorOf(ctx), 'created', null, saved);
      return saved;
    });
    return { result: created, message: 'Successfully saved organization information' };
  },

  async UpdateOrganization(ctx) {
    const { user, services, body } = ctx;
    const updated = await inTransaction(services.db, async (client) => {
      await requireOrganization(client, body.objectId);
      const before = await loadOrganization(client, body.objectId);
      const fields = await organizationFields(client, body);
      if (await organizations.organizationNameTaken(client, fields.name, body.objectId)) {
        throw conflict(`Another organization is already named "${fields.name}".`);
      }
      // The version is checked by the UPDATE itself: no save can slip in between.
      if (!(await organizations.updateOrganization(client, body.objectId, fields, body.version))) {
        await requireOrganization(client, body.objectId);
        throw stale(STALE_ORGANIZATION);
      }
      await addSuperUserAsMember(client, user, body.objectId, fields.superUserId);
      const saved = await loadOrganization(client, body.objectId);
      await organizationChanged(client, user, body.objectId, saved.version);
      await auditOrganization(client, actorOf(ctx), 'updated', before, saved);
      return saved;
    });
    return { result: updated, message: 'Successfully saved organization information' };
  },

  async RemoveOrganization(ctx) {
    const { user, services, query } = ctx;
    await inTransaction(services.db, async (client) => {
      const before = await organizations.findOrganization(client, query.organizationId);
      if (!(await organizations.removeOrganization(client, query.organizationId)))
        throw notFound(ORGANIZATION_MISSING);
      await organizationChanged(client, user, query.organizationId);
      await auditOrganization(client, actorOf(ctx), 'removed', before ?? null, null);
    });
    return { result: null, message: 'Organization removed successfully' };
  },

  async GetOrganizationJurisdictions({ services, query }) {
    await requireOrganization(services.db, query.organizationId);
    return {
      result: await organizations.organizationJurisdictions(services.db, query.organizationId),
    };
  },

  async GetAvailableJurisdictionsForOrganization({ services, query }) {
    await requireOrganization(services.db, query.organizationId);
    return {
      result: await organizations.jurisdictionsNotInOrganization(services.db, query.organizationId),
    };
  },

  async AddOrganizationJurisdictions(ctx) {
    const { user, services, body } = ctx;
    const ids = [...new Set(body.jurisdictions)];
    const result = await inTransaction(services.db, async (client) => {
      await requireOrganization(client, body.organizationId);
      const before = await loadOrganization(client, body.organizationId);
      const unknown = await organizations.unknownJurisdictionIds(client, ids);
      if (unknown.length > 0)
        throw badRequest(`There is no jurisdiction with id ${unknown.join(', ')}.`);
      await organizations.addOrganizationJurisdictions(client, body.organizationId, ids);
      await organizationChanged(client, user, body.organizationId);
      await auditOrganization(
        client,
        actorOf(ctx),
        'jurisdictionsAdded',
        before,
        await loadOrganization(client, body.organizationId),
      );
      return organizations.organizationJurisdictions(client, body.organizationId);
    });
    return { result, message: 'Jurisdictions added to the organization' };
  },

  async RemoveOrganizationJurisdictions(ctx) {
    const { user, services, body } = ctx;
    const result = await inTransaction(services.db, async (client) => {
      await requireOrganization(client, body.organizationId);
      const before = await loadOrganization(client, body.organizationId);
      await organizations.removeOrganizationJurisdictions(
        client,
        body.organizationId,
        body.jurisdictions,
      );
      await organizationChanged(client, user, body.organizationId);
      await auditOrganization(
        client,
        actorOf(ctx),
        'jurisdictionsRemoved',
        before,
        await loadOrganization(client, body.organizationId),
      );
      return organizations.organizationJurisdictions(client, body.organizationId);
    });
    return { result, message: 'Jurisdictions removed from the organization' };
  },

  async AddOrganizationUsers(ctx) {
    const { user, services, body } = ctx;
    const ids = [...new Set(body.users)];
    const result = await inTransaction(services.db, async (client) => {
      await requireOrganization(client, body.organizationId);
      const before = await loadOrganization(client, body.organizationId);
      const unknown = await organizations.unknownUserIds(client, ids);
      if (unknown.length > 0)
        throw badRequest(`There is no active user with id ${unknown.join(', ')}.`);
      await organizations.addOrganizationUsers(client, body.organizationId, ids);
      await organizationChanged(client, user, body.organizationId);
      await auditOrganization(
        client,
        actorOf(ctx),
        'usersAdded',
        before,
        await loadOrganization(client, body.organizationId),
      );
      return organizations.organizationUsers(client, body.organizationId);
    });
    return { result, message: 'Users added to the organization' };
  },

  async RemoveOrganizationUsers(ctx) {
    const { user, services, body } = ctx;
    const result = await inTransaction(services.db, async (client) => {
      await requireOrganization(client, body.organizationId);
      const before = await loadOrganization(client, body.organizationId);
      const superUserId = await organizations.superUserOf(client, body.organizationId);
      if (superUserId && body.users.some((id) => id.toLowerCase() === superUserId)) {
        throw badRequest(
          "The organization's super user cannot be removed; choose another super user first.",
        );
      }
      await organizations.removeOrganizationUsers(client, body.organizationId, body.users);
      await organizationChanged(client, user, body.organizationId);
      await auditOrganization(
        client,
        actorOf(ctx),
        'usersRemoved',
        before,
        await loadOrganization(client, body.organizationId),
      );
      return organizations.organizationUsers(client, body.organizationId);
    });
    return { result, message: 'Users removed from the organization' };
  },

  async GetUsersNotPartOfOrganization({ services, query }) {
    await requireOrganization(services.db, query.organizationId);
    return {
      result: await organizations.usersNotInOrganization(services.db, query.organizationId),
    };
  },
};
