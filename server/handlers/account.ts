import { logSecurityEvent, recordSecurityEvent } from '../auth/audit';
import { accountThrottled, clearLoginFailures, recordLoginFailure } from '../auth/loginThrottle';
import { requirePermission, type AuthUser } from '../auth/authUser';
import {
  hashActivationKey,
  hashPassword,
  newActivationKey,
  verifyPassword,
} from '../auth/passwords';
import { MIN_PASSWORD_LENGTH, isLongEnoughPassword } from '@/lib/domain/password';
import { isValidPhone } from '@/lib/domain/phone';
import { bearerTokenOf } from '../auth/tokens';
import type { Handlers } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';
import { inTransaction, type Queryable } from '../db/pool';
import { ApiError, badRequest, conflict, forbidden, notFound, stale } from '../http/errors';
import type { Services } from '../services';
import {
  assignableRoles,
  grantRoles,
  revokeRoles,
  rolesByIds,
  rolesOfUser,
  toRoleView,
} from '../repositories/roles';
import { insertTicket } from '../repositories/tickets';
import {
  ACTIVATION_KEY_DAYS,
  createInvitedUser,
  findUserById,
  findUserByUsername,
  listUsers,
  redeemActivationKey,
  setActivationKey,
  setPassword,
  updateProfile,
  userOrganizations,
  usernameTaken,
  type ProfileFields,
  type UserRow,
} from '../repositories/users';

type AccountOperation = OperationsByTag['Account'];

export const LOGIN_FAILED = 'The username or password is incorrect.';
export const loginThrottled = (minutes: number) =>
  `Too many failed sign-ins for this account. Please wait ${minutes} minutes and try again.`;
export const REGISTER_FAILED =
  'The username or activation key is incorrect, or the key has expired. Ask an administrator for a new invitation or request a password reset.';
export const RESET_ANSWER =
  'If that account exists, a password reset key has been sent to its e-mail address.';
export const NO_ROLES =
  'No roles were selected to assign to the new user. Please select at least one user role.';
export const STALE_USER =
  'This user was changed by someone else since you opened it. Reload it to see their changes.';
export const TICKET_SUBMITTED = 'Thank you. Your support ticket has been submitted.';
const PASSWORDS_DIFFER = 'The entered passwords do not match.';
const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;

/** Where support tickets go: SUPPORT_EMAIL, else the lab's default support box. */
function supportAddress(): string {
  return process.env.SUPPORT_EMAIL?.trim() || 'support@image-requests.local';
}

/*
 * Unknown usernames still pay for one argon2 verification, so the answer time does not tell
 * an attacker which usernames exist.
 */
let decoyHash: Promise<string> | undefined;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

/** The contract's User: profile, roles and password expiry. */
async function profileOf(db: Queryable, user: UserRow) {
  const roles = await rolesOfUser(db, user.id);
  return {
    userId: user.id,
    version: user.version,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    title: user.title,
    department: user.department,
    badgeNumber: user.badge_number,
    email: user.email,
    userRoles: roles.map(toRoleView),
    passwordExpirationDate: user.password_expires_on?.toISOString() ?? null,
  };
}

function requireText(value: string | undefined, label: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw badRequest(`${label} is required.`);
  return trimmed;
}

function profileFields(body: {
  firstName: string;
  lastName: string;
  email: string;
  title?: string;
  department?: string;
  badgeNumber?: string;
}): ProfileFields {
  return {
    firstName: requireText(body.firstName, 'First name'),
    lastName: requireText(body.lastName, 'Last name'),
    email: requireText(body.email, 'E-mail address'),
    title: body.title?.trim() ?? '',
    department: body.department?.trim() ?? '',
    badgeNumber: body.badgeNumber?.trim() ?? '',
  };
}

function checkNewPassword(password: string, confirm?: string): void {
  if (!isLongEnoughPassword(password)) throw badRequest(PASSWORD_TOO_SHORT);
  if (confirm !== undefined && password !== confirm) throw badRequest(PASSWORDS_DIFFER);
}

export const OTHERS_PASSWORD = "Only a super user can set another user's password.";
export const OTHERS_EMAIL = "Only a super user can change another user's e-mail address.";

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

/** The requested roles as rows; unknown ids are a 400, roles the caller may not assign a 403 unless `keep` holds them. */
async function checkAssignable(
  db: Queryable,
  caller: AuthUser,
  requestedIds: string[],
  keep: Set<string>,
): Promise<Map<string, string>> {
  const found = await rolesByIds(db, requestedIds);
  if (found.length !== new Set(requestedIds).size)
    throw badRequest('A selected role no longer exists. Please reload the roles and try again.');
  const assignable = new Map((await assignableRoles(db, caller)).map((r) => [r.id, r.description]));
  const refused = found.find((r) => !assignable.has(r.id) && !keep.has(r.id));
  if (refused)
    throw forbidden(`You do not have permission to assign the role '${refused.description}'.`);
  return assignable;
}

function keyMail(
  services: Services,
  user: { username: string; email: string },
  key: string,
  reason: 'invite' | 'reset',
) {
  const loginUrl = `${services.config.publicUrl}/login`;
  const intro =
    reason === 'invite'
      ? 'An account has been created for you in Image Requests.'
      : 'A password reset was requested for your Image Requests account. If you did not ask for it, ignore this message: your password stays unchanged.';
  return {
    to: user.email,
    subject:
      reason === 'invite' ? 'Your Image Requests account' : 'Reset your Image Requests password',
    text: [
      intro,
      '',
      `Open ${loginUrl} and, under 'Register a New Account', enter:`,
      `  Username: ${user.username}`,
      `  Activation key: ${key}`,
      'and choose your password (at least 8 characters).',
      '',
      `The key works once and expires in ${ACTIVATION_KEY_DAYS} days.`,
    ].join('\n'),
  };
}

export const accountHandlers: Pick<Handlers, AccountOperation> = {
  async Login(ctx) {
    const { db, tokens, config } = ctx.services;
    const throttle = {
      limit: config.loginAccountLimit,
      windowMinutes: config.loginAccountWindowMinutes,
    };
    // Per account, whatever the address and whichever server (the failures are in the database).
    if (await accountThrottled(db, ctx.body.username, throttle)) {
      logSecurityEvent(ctx.services.log, {
        action: 'login_failed',
        actor: { username: ctx.body.username.trim() },
        address: ctx.request.ip,
        details: { reason: 'account throttled' },
      });
      throw new ApiError(429, loginThrottled(throttle.windowMinutes));
    }
    const user = await findUserByUsername(db, ctx.body.username);
    // Invited users without a password yet, and removed users (not found), cannot log in.
    const hash = user?.password_hash ?? (await decoyPasswordHash());
    const matches = await verifyPassword(hash, ctx.body.password);
    // 400, not 401: a 401 makes the client leave for /login, which is where the user already is.
    const address = ctx.request.ip;
    if (!user || !user.password_hash || !matches) {
      logSecurityEvent(ctx.services.log, {
        action: 'login_failed',
        actor: { userId: user?.id, username: ctx.body.username.trim() },
        address,
        details: {
          reason: !user
            ? 'unknown username'
            : !user.password_hash
              ? 'no password yet'
              : 'wrong password',
        },
      });
      await recordLoginFailure(db, ctx.body.username, address, throttle);
      throw badRequest(LOGIN_FAILED);
    }
    await clearLoginFailures(db, ctx.body.username);
    logSecurityEvent(ctx.services.log, {
      action: 'login_succeeded',
      actor: { userId: user.id, username: user.username },
      address,
    });
    const token = tokens.issue(
      { userId: user.id, username: user.username, passwordChangedAt: user.password_changed_at },
      ctx.body.rememberMe ?? false,
    );
    return { result: { token, user: await profileOf(db, user) } };
  },

  async RegisterAccount(ctx) {
    const { newUsername, activationKey, newPassword, confirmPassword } = ctx.body;
    checkNewPassword(newPassword, confirmPassword);
    const passwordHash = await hashPassword(newPassword);
    const userId = await redeemActivationKey(
      ctx.services.db,
      newUsername,
      hashActivationKey(activationKey),
      passwordHash,
    );
    const actor = { userId, username: newUsername.trim() };
    if (!userId) {
      logSecurityEvent(ctx.services.log, {
        action: 'registration_failed',
        actor,
        address: ctx.request.ip,
      });
      throw badRequest(REGISTER_FAILED);
    }
    logSecurityEvent(ctx.services.log, {
      action: 'account_registered',
      actor,
      address: ctx.request.ip,
    });
    return {
      result: null,
      message: 'Your account is ready. You can now log in with your new password.',
    };
  },

  async PasswordResetRequest(ctx) {
    const { db, mailer } = ctx.services;
    const user = await findUserByUsername(db, ctx.query.username);
    logSecurityEvent(ctx.services.log, {
      action: 'password_reset_requested',
      actor: { userId: user?.id, username: ctx.query.username.trim() },
      address: ctx.request.ip,
      details: { knownUser: user !== undefined, mailed: Boolean(user?.email) },
    });
    if (user?.email) {
      const key = newActivationKey();
      // Not awaited: the answer leaves as soon as for an unknown user, so its timing does not
      // tell which usernames exist (the mail, over SMTP, can take seconds).
      void inTransaction(db, async (client) => {
        await setActivationKey(client, user.id, hashActivationKey(key));
        // Inside the transaction: a key that could not be mailed is not kept.
        await mailer.send(keyMail(ctx.services, user, key, 'reset'));
      }).catch((error: unknown) => {
        // Logged, not answered: an error only for existing users would reveal that they exist.
        ctx.services.log.error({ err: error, userId: user.id }, 'password reset mail failed');
      });
    }
    // The same answer either way, so the call does not reveal which usernames exist.
    return { result: null, message: RESET_ANSWER };
  },

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
      throw forbidden(OTHERS_EMAIL);
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
            address: ctx.request.ip,
          });
        }
      }
      const updated = await findUserById(client, target.id);
      if (!updated) throw notFound('That user does not exist.');
      return profileOf(client, updated);
    });
    return { result: saved, message: 'Profile saved successfully' };
  },

  async SaveNewPassword(ctx) {
    const { db } = ctx.services;
    const own = ctx.body.userId === ctx.user.userId;
    // Setting someone else's password is signing in as them: only a super user may.
    if (!own && !ctx.user.isSuperUser) throw forbidden(OTHERS_PASSWORD);
    checkNewPassword(ctx.body.newPassword);
    const target = await targetUser(db, ctx.user, ctx.body.userId);
    const passwordHash = await hashPassword(ctx.body.newPassword);
    // Moves password_changed_at: every token issued before now stops working.
    const changedAt = await inTransaction(db, async (client) => {
      const at = await setPassword(client, target.id, passwordHash);
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
    const token = own
      ? ctx.services.tokens.issue(
          { ...ctx.user, passwordChangedAt: changedAt },
          ctx.services.tokens.isLongLived(current),
        )
      : null;
    return { result: { token }, message: 'New password saved successfully' };
  },

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
    const username = requireText(body.username, 'Username');
    const fields = profileFields(body);
    const roleIds = [...new Set(body.userRoles.map((r) => r.objectId))];
    if (roleIds.length === 0) throw badRequest(NO_ROLES);
    const assignable = await checkAssignable(db, ctx.user, roleIds, new Set());
    const taken = () =>
      conflict(`The username '${username}' is already taken. Please choose another.`);
    if (await usernameTaken(db, username)) throw taken();
    const key = newActivationKey();
    try {
      await inTransaction(db, async (client) => {
        const userId = await createInvitedUser(client, username, fields, hashActivationKey(key));
        await grantRoles(client, userId, roleIds);
        await recordSecurityEvent(client, ctx.services.log, {
          action: 'user_invited',
          actor: ctx.user,
          target: { userId, username },
          address: ctx.request.ip,
          details: { roles: roleIds.map((id) => assignable.get(id)).sort() },
        });
        // Inside the transaction: if the mail fails, no half-invited user blocks a retry.
        await mailer.send(keyMail(ctx.services, { username, email: fields.email }, key, 'invite'));
      });
    } catch (error) {
      // Two admins inviting the same username at once: the unique index decides.
      if (error instanceof Error && 'code' in error && error.code === '23505') throw taken();
      throw error;
    }
    return { result: null, message: `An invitation has been sent to ${fields.email}.` };
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

  async GetTokenInformation(ctx) {
    const user = await ctx.services.tokens.authenticate(ctx.services.db, ctx.query.token);
    // A bad, expired or stale token is an answer, not an error: the route guard asks before every page.
    if (!user) return { result: { valid: false, user: null, permissions: null } };
    const { userId, username, firstName, lastName, email, isSuperUser } = user;
    // isSuperUser: User Management offers another user's password and e-mail only to a super user.
    return {
      result: {
        valid: true,
        user: { userId, username, firstName, lastName, email, isSuperUser },
        permissions: user.permissions,
      },
    };
  },

  async Logout(ctx) {
    // The gate in front (signedIn) has checked this very token.
    const token = bearerTokenOf(ctx.request.headers.authorization);
    if (token) await ctx.services.tokens.revoke(ctx.services.db, token);
    return { result: null, message: 'You have been logged out.' };
  },

  async SubmitTicket(ctx) {
    const { db, mailer } = ctx.services;
    const name = requireText(ctx.form.name, 'Full name');
    const email = requireText(ctx.form.email, 'E-mail address');
    const description = requireText(ctx.form.description, 'Description');
    const phoneNumber = ctx.form.phoneNumber?.trim() ?? '';
    if (!isValidPhone(phoneNumber)) {
      throw badRequest(
        'Not a valid phone number: use at least 10 digits or dashes, e.g. 555-123-4567.',
      );
    }
    const files = ctx.files.attachments ?? [];
    await inTransaction(db, async (client) => {
      await insertTicket(
        client,
        { userId: ctx.user.userId, name, phoneNumber, email, description },
        files,
      );
      // Inside the transaction: a ticket is kept only once support has been told about it.
      await mailer.send({
        to: supportAddress(),
        subject: `Support ticket from ${name}`,
        text: [
          `From: ${name} <${email}>${phoneNumber ? `, phone ${phoneNumber}` : ''}`,
          `Signed in as: ${ctx.user.username} (${ctx.user.displayName})`,
          '',
          description,
          '',
          files.length
            ? `Attachments (stored with the ticket): ${files.map((f) => f.fileName).join(', ')}`
            : 'No attachments.',
        ].join('\n'),
      });
    });
    return { result: null, message: TICKET_SUBMITTED };
  },
};
