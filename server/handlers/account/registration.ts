import { recordAccessEvent } from '../../auth/audit';
import { hashActivationKey, hashPassword, newActivationKey } from '../../auth/passwords';
import type { Handlers } from '../../contract/types';
import { inTransaction } from '../../db/pool';
import { badRequest } from '../../http/errors';
import {
  findUserByUsername,
  redeemActivationKey,
  setActivationKey,
} from '../../repositories/users';
import { checkNewPassword } from './fields';
import { keyMail } from './keyMail';
import { requirePasswordLogin } from './session';

export const REGISTER_FAILED =
  'The username or activation key is incorrect, or the key has expired. Ask an administrator for a new invitation or request a password reset.';
export const RESET_ANSWER =
  'If that account exists, a password reset key has been sent to its e-mail address.';

/** Redeeming an activation key, and asking for one to reset a password. */
export const registrationHandlers: Pick<Handlers, 'RegisterAccount' | 'PasswordResetRequest'> = {
  async RegisterAccount(ctx) {
    requirePasswordLogin(ctx.services.config);
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
      await recordAccessEvent(ctx.services.db, ctx.services.log, {
        action: 'registration_failed',
        actor,
        address: ctx.request.ip,
      });
      throw badRequest(REGISTER_FAILED);
    }
    await recordAccessEvent(ctx.services.db, ctx.services.log, {
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
    requirePasswordLogin(ctx.services.config);
    const user = await findUserByUsername(db, ctx.query.username);
    await recordAccessEvent(ctx.services.db, ctx.services.log, {
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
        await mailer.send(keyMail(ctx.services, user, key, 'reset'), ctx.request.log);
      }).catch((error: unknown) => {
        // Logged, not answered: an error only for existing users would reveal that they exist.
        ctx.services.log.error({ err: error, userId: user.id }, 'password reset mail failed');
      });
    }
    // The same answer either way, so the call does not reveal which usernames exist.
    return { result: null, message: RESET_ANSWER };
  },
};
