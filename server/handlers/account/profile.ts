import { recordSecurityEvent } from '../../auth/audit';
import { actorOf, changes, recordAudit } from '../../audit/trail';
import { requirePermission, type AuthUser } from '../../auth/authUser';
import { hashPassword } from '../../auth/passwords';
import { endSessions } from '../../auth/sessionStore';
import { renewSessionToken } from '../../auth/sessions';
import type { Handlers } from '../../contract/types';
import { inTransaction, type Queryable } from '../../db/pool';
import { publishChange } from '../../events/publish';
import { forbidden, notFound, stale } from '../../http/errors';
import { grantRoles, revokeRoles, rolesOfUser } from '../../repositories/roles';
import {
  findUserById,
  findUserByUsername,
  setPassword,
  updateProfile,
  userOrganizations,
  type UserRow,
} from '../../repositories/users';
import { checkAssignable } from './checkAssignable';
import { checkNewPassword, profileFields } from './fields';
import { profileOf } from './profileView';

export const STALE_USER =
  'This user was changed by someone else since you opened it. Reload it to see their changes.';
export const OTHERS_PASSWORD = "Only a super user can set another user's password.";
export const OTHERS_EMAIL = "Only a super user can change another user's e-mail address.";

/** The profile fields as the audit trail compares them. */
const auditedProfile = (user: UserRow) => ({
  firstName: user.first_name,
  lastName: user.last_name,
  email: user.email,
  title: user.title,
  department: user.department,
  badgeNumber: user.badge_number,
});

/**
 * The user a change is aimed at: 404 when absent; 403 unless it is the caller or the caller
 * administers users.
 */
async function targetUser(db: Queryable, caller: AuthUser, userId: string): Promise<UserRow> {
  const own = userId === caller.userId;
  if (!own) requirePermission(caller, 'canViewAdminPage');
  const user = await findUserById(db, userId);
  if (!user) throw notFound('That user does not exist.');
  return user;
}

/** A user's profile, organizations and password: their own, or another's for an administrator. */
export const profileHandlers: Pick<
  Handlers,
  'GetUserOrganizations' | 'GetUserInformation' | 'SaveUserInformation' | 'SaveNewPassword'
> = {
  async GetUserOrganizations(ctx) {
    return {
      result: await userOrganizations(ctx.services.db, ctx.user.userId, ctx.user.isSuperUser),
    };
  },

  async GetUserInformation(ctx) {
    const own = ctx.query.username.trim().toLowerCase() === ctx.user.username.toLowerCase();
    if (!own) requirePermission(ctx.user, 'canViewAdminPage');
    const user = await findUserByUsername(ctx.services.db, ctx.query.username);
    if (!user) throw notFound(`No user named '${ctx.query.username.trim()}' exists.`);
    return { result: await profileOf(ctx.services.db, user) };
  },

  async SaveUserInformation(ctx) {
    const { db } = ctx.services;
    const body = ctx.body;
    const fields = profileFields(body);
    const target = await targetUser(db, ctx.user, body.userId);
    const own = target.id === ctx.user.userId;
    // The reset key is mailed to this address: changing it is as good as setting the password.
    if (!own && !ctx.user.isSuperUser && fields.email.toLowerCase() !== target.email.toLowerCase())
      throw forbidden(OTHERS_EMAIL, 'email');
    const saved = await inTransaction(db, async (client) => {
      // The version is checked by the UPDATE itself: no save can slip in between.
      if (!(await updateProfile(client, target.id, fields, body.version))) {
        if (!(await findUserById(client, target.id))) throw notFound('That user does not exist.');
        throw stale(STALE_USER);
      }
      // No one changes their own roles (their userRoles is ignored); another user's roles
      // only an administrator changes (targetUser refused anyone else).
      if (!own && body.userRoles) {
        const heldRoles = await rolesOfUser(client, target.id);
        const held = new Set(heldRoles.map((r) => r.id));
        const requested = new Set(body.userRoles.map((r) => r.objectId));
        const assignable = await checkAssignable(client, ctx.user, [...requested], held);
        // Roles outside the caller's assignable set are left exactly as they are.
        const added = [...requested].filter((id) => assignable.has(id) && !held.has(id));
        const removed = heldRoles.filter((r) => assignable.has(r.id) && !requested.has(r.id));
        await grantRoles(client, target.id, added);
        await revokeRoles(
          client,
          target.id,
          removed.map((r) => r.id),
        );
        if (added.length > 0 || removed.length > 0) {
          await recordSecurityEvent(client, ctx.services.log, {
            action: 'roles_changed',
            actor: ctx.user,
            target: { userId: target.id, username: target.username },
            details: {
              rolesAdded: added.map((id) => assignable.get(id)).sort(),
              rolesRemoved: removed.map((r) => r.description).sort(),
            },
            before: { roles: heldRoles.map((r) => r.description).sort() },
            after: {
              roles: (await rolesOfUser(client, target.id)).map((r) => r.description).sort(),
            },
            address: ctx.request.ip,
          });
        }
      }
      const updated = await findUserById(client, target.id);
      if (!updated) throw notFound('That user does not exist.');
      const changed = changes(auditedProfile(target), auditedProfile(updated));
      if (changed)
        await recordAudit(client, {
          actor: actorOf(ctx),
          kind: 'user',
          action: 'profileChanged',
          target: { id: target.id, label: target.username },
          ...changed,
        });
      const { id, version } = updated;
      await publishChange(client, {
        kind: 'user',
        recordId: id,
        version,
        actorId: ctx.user.userId,
      });
      return profileOf(client, updated);
    });
    return { result: saved, message: 'Profile saved successfully' };
  },

  async SaveNewPassword(ctx) {
    const { db } = ctx.services;
    const own = ctx.body.userId === ctx.user.userId;
    // Setting someone else's password is signing in as them: only a super user may.
    if (!own && !ctx.user.isSuperUser) throw forbidden(OTHERS_PASSWORD, 'newPassword');
    checkNewPassword(ctx.body.newPassword);
    const target = await targetUser(db, ctx.user, ctx.body.userId);
    const passwordHash = await hashPassword(ctx.body.newPassword);
    // Moves password_changed_at: every token issued before now stops working.
    const changedAt = await inTransaction(db, async (client) => {
      const at = await setPassword(client, target.id, passwordHash);
      // Their tokens die by the password time; the session list then says so too (the caller's own goes on).
      await endSessions(client, {
        userId: target.id,
        except: own ? ctx.user.sessionId : undefined,
      });
      await recordSecurityEvent(client, ctx.services.log, {
        action: 'password_set',
        actor: ctx.user,
        target: { userId: target.id, username: target.username },
        address: ctx.request.ip,
      });
      return at;
    });
    // Callers changing their own password keep working with a fresh token of the same lifetime.
    const current = ctx.request.headers.authorization?.split(' ')[1] ?? '';
    const token =
      own && ctx.user.sessionId
        ? await renewSessionToken(
            db,
            ctx.services.tokens,
            { ...ctx.user, passwordChangedAt: changedAt },
            ctx.user.sessionId,
            ctx.services.tokens.isLongLived(current),
          )
        : null;
    return { result: { token }, message: 'New password saved successfully' };
  },
};
