import { recordAccessEvent } from '../../auth/audit';
import { mustEnrolSecondFactor } from '../../auth/authUser';
import { accountThrottled, recordLoginFailure } from '../../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { bearerTokenOf } from '../../auth/tokens';
import type { Handlers } from '../../contract/types';
import { ApiError, badRequest } from '../../http/errors';
import { findUserByUsername } from '../../repositories/users';
import { secondFactorMethods } from '../../auth/secondFactor/store';
import { completeSignIn } from './signIn';

export const LOGIN_FAILED = 'The username or password is incorrect.';
export const PASSWORD_LOGIN_OFF = 'Sign in with single sign-on: passwords are not used here.';

/**
 * PASSWORD_LOGIN=false: the provider alone signs people in (server/auth/oidc), so no call may
 * make or mail a password (a reset key is a password by another name).
 */
export function requirePasswordLogin(config: { passwordLogin: boolean }): void {
  if (!config.passwordLogin) throw badRequest(PASSWORD_LOGIN_OFF);
}
export const loginThrottled = (minutes: number) =>
  `Too many failed sign-ins for this account. Please wait ${minutes} minutes and try again.`;

/*
 * Unknown usernames still pay for one argon2 verification, so the answer time does not tell
 * an attacker which usernames exist.
 */
let decoyHash: Promise<string> | undefined;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

/** Signing in and out, and what a token is worth. */
export const sessionHandlers: Pick<Handlers, 'Login' | 'GetTokenInformation' | 'Logout'> = {
  async Login(ctx) {
    const { db, config } = ctx.services;
    requirePasswordLogin(config);
    const throttle = {
      limit: config.loginAccountLimit,
      windowMinutes: config.loginAccountWindowMinutes,
    };
    // Per account, whatever the address and whichever server (the failures are in the database).
    if (await accountThrottled(db, ctx.body.username, throttle)) {
      await recordAccessEvent(db, ctx.services.log, {
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
      await recordAccessEvent(db, ctx.services.log, {
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
    const rememberMe = ctx.body.rememberMe ?? false;
    const methods = await secondFactorMethods(db, user.id);
    if (methods.length > 0) {
      // The password is right, and that is all the challenge says. The account's failed
      // sign-ins are not forgotten yet: only a completed sign-in clears them, so wrong codes
      // stay counted however often the password is given again.
      const challengeToken = ctx.services.secondFactor.challenges.issue({
        userId: user.id,
        passwordChangedAt: user.password_changed_at.getTime(),
        rememberMe,
      });
      return { result: { status: 'secondFactor', challengeToken, methods } };
    }
    return {
      result: await completeSignIn(ctx.services, ctx.request, user, rememberMe, 'password'),
    };
  },

  async GetTokenInformation(ctx) {
    const user = await ctx.services.tokens.authenticate(ctx.services.db, ctx.query.token);
    // A bad, expired or stale token is an answer, not an error: the route guard asks before every page.
    if (!user) {
      return {
        result: {
          valid: false,
          user: null,
          permissions: null,
          secondFactorEnrolmentRequired: false,
        },
      };
    }
    const { userId, username, firstName, lastName, email, isSuperUser } = user;
    // isSuperUser: User Management offers another user's password and e-mail only to a super user.
    return {
      result: {
        valid: true,
        user: { userId, username, firstName, lastName, email, isSuperUser },
        permissions: user.permissions,
        secondFactorEnrolmentRequired: mustEnrolSecondFactor(
          user,
          ctx.services.config.require2faForSuperUsers,
        ),
      },
    };
  },

  async Logout(ctx) {
    // The gate in front (signedIn) has checked this very token.
    const token = bearerTokenOf(ctx.request.headers.authorization);
    if (token) await ctx.services.tokens.revoke(ctx.services.db, token);
    return { result: null, message: 'You have been logged out.' };
  },
};
