import { exportAudit, exportList } from '../../export/exportFile';
import { usersExport } from '../../export/listExports';
import { recordSecurityEvent } from '../../auth/audit';
import { hashActivationKey, newActivationKey } from '../../auth/passwords';
import type { Handlers } from '../../contract/types';
import { inTransaction } from '../../db/pool';
import { publishChange } from '../../events/publish';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { assignableRoles, grantRoles, toRoleView } from '../../repositories/roles';
import { createInvitedUser, listUsers, usernameTaken } from '../../repositories/users';
import { checkAssignable } from './checkAssignable';
import { profileFields, requireText } from './fields';
import { keyMail } from './keyMail';

export const NO_ROLES =
  'No roles were selected to assign to the new user. Please select at least one user role.';

/** The user list, the roles one may assign, and inviting a new user. */
export const userHandlers: Pick<
  Handlers,
  'GetAssignableRoles' | 'SendUserInvite' | 'GetUsers' | 'ExportUsers'
> = {
  async GetAssignableRoles(ctx) {
    if (ctx.query.username.trim().toLowerCase() !== ctx.user.username.toLowerCase()) {
      throw forbidden('You can only look up the roles you may assign yourself.');
    }
    const roles = await assignableRoles(ctx.services.db, ctx.user);
    return { result: roles.map(toRoleView) };
  },

  async SendUserInvite(ctx) {
    const { db, mailer } = ctx.services;
    const body = ctx.body;
    const username = requireText(body.username, 'Username', 'username');
    const fields = profileFields(body);
    const roleIds = [...new Set(body.userRoles.map((r) => r.objectId))];
    if (roleIds.length === 0) throw badRequest(NO_ROLES);
    const assignable = await checkAssignable(db, ctx.user, roleIds, new Set());
    const taken = () =>
      conflict(`The username '${username}' is already taken. Please choose another.`, 'username');
    if (await usernameTaken(db, username)) throw taken();
    const key = newActivationKey();
    try {
      await inTransaction(db, async (client) => {
        const userId = await createInvitedUser(client, username, fields, hashActivationKey(key));
        await grantRoles(client, userId, roleIds);
        await publishChange(client, { kind: 'user', recordId: userId, actorId: ctx.user.userId });
        await recordSecurityEvent(client, ctx.services.log, {
          action: 'user_invited',
          actor: ctx.user,
          target: { userId, username },
          address: ctx.request.ip,
          details: { roles: roleIds.map((id) => assignable.get(id)).sort() },
          // The activation key is mailed, never recorded.
          after: { username, ...fields, roles: roleIds.map((id) => assignable.get(id)).sort() },
        });
        // Inside the transaction: if the mail fails, no half-invited user blocks a retry.
        await mailer.send(
          keyMail(ctx.services, { username, email: fields.email }, key, 'invite'),
          ctx.request.log,
        );
      });
    } catch (error) {
      // Two admins inviting the same username at once: the unique index decides.
      if (error instanceof Error && 'code' in error && error.code === '23505') throw taken();
      throw error;
    }
    return { result: null, message: `An invitation has been sent to ${fields.email}.` };
  },

  async ExportUsers(ctx) {
    const { format, ...q } = ctx.query;
    const list = usersExport({
      ...q,
      sortField: q.sortField ?? 'FirstName',
      sortDirection: q.sortDirection ?? 'asc',
    });
    return { file: await exportList(ctx.services.db, list, format, exportAudit(ctx, 'GetUsers')) };
  },

  async GetUsers(ctx) {
    const q = ctx.query;
    return {
      result: await listUsers(ctx.services.db, {
        ...q,
        sortField: q.sortField ?? 'FirstName',
        sortDirection: q.sortDirection ?? 'asc',
      }),
    };
  },
};
