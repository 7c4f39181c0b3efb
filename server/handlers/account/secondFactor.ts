import { recordSecurityEvent, logSecurityEvent } from '../../auth/audit';
import { mustEnrolSecondFactor } from '../../auth/authUser';
import { accountThrottled } from '../../auth/loginThrottle';
import { verifyPassword } from '../../auth/passwords';
import { usePendingSetupCode, useSecondFactorCode } from '../../auth/secondFactor/codes';
import { seal } from '../../auth/secondFactor/secretBox';
import {
  enableTotp,
  findTotp,
  removeAllPasskeys,
  removeTotp,
  savePendingTotp,
  secondFactorStatus,
} from '../../auth/secondFactor/store';
import {
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from '../../auth/secondFactor/totp';
import type { Handlers } from '../../contract/types';
import { inTransaction } from '../../db/pool';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { findUserById, type UserRow } from '../../repositories/users';
import type { Services } from '../../services';
import { loginThrottled } from './session';
import { completeSignIn, secondFactorFailed } from './signIn';

export const WRONG_CODE = 'The authentication code is incorrect.';
export const CHALLENGE_EXPIRED =
  'The sign-in has expired. Please enter your username and password again.';
export const TOTP_ALREADY_ON = 'Two-factor authentication is already on.';
export const NO_PENDING_SETUP =
  'There is no set-up waiting for a code. Please start setting up two-factor authentication again.';
export const WRONG_PASSWORD = 'The password is incorrect.';
export const ONLY_SUPER_USER_RESETS =
  "Only a super user may reset another user's two-factor authentication.";

/** Refuses (429) an account that has used up its failed sign-ins: codes count like passwords. */
async function refuseThrottled(services: Services, username: string): Promise<void> {
  const throttle = {
    limit: services.config.loginAccountLimit,
    windowMinutes: services.config.loginAccountWindowMinutes,
  };
  if (await accountThrottled(services.db, username, throttle)) {
    throw new ApiError(429, loginThrottled(throttle.windowMinutes));
  }
}

/**
 * The user `Login`'s challenge token names, while it stands: signed, unexpired, the user live and
 * the password unchanged since. Else 400 (sign in again).
 */
export async function challengedUser(
  services: Services,
  challengeToken: string,
): Promise<{ user: UserRow; rememberMe: boolean }> {
  const challenge = services.secondFactor.challenges.read(challengeToken);
  const user = challenge && (await findUserById(services.db, challenge.userId));
  if (
    !challenge ||
    !user?.password_hash ||
    user.password_changed_at.getTime() !== challenge.passwordChangedAt
  ) {
    throw badRequest(CHALLENGE_EXPIRED, 'challengeToken');
  }
  return { user, rememberMe: challenge.rememberMe };
}

/** TOTP, recovery codes, the second step of a sign-in, and an administrator's reset. */
export const secondFactorHandlers: Pick<
  Handlers,
  | 'VerifySecondFactor'
  | 'GetSecondFactors'
  | 'StartTotpSetup'
  | 'ConfirmTotpSetup'
  | 'DisableTotp'
  | 'ResetSecondFactors'
> = {
  async VerifySecondFactor(ctx) {
    const { services } = ctx;
    const { user, rememberMe } = await challengedUser(services, ctx.body.challengeToken);
    await refuseThrottled(services, user.username);
    const { code } = ctx.body;
    if (!(await useSecondFactorCode(services.db, services.secondFactor.key, user.id, code))) {
      await secondFactorFailed(services, ctx.request, user, 'wrong authentication code');
      throw badRequest(WRONG_CODE, 'code');
    }
    const factor = isTotpCode(code) ? 'totp' : 'recovery_code';
    return {
      result: await completeSignIn(services, ctx.request, user, rememberMe, 'password', factor),
    };
  },

  async GetSecondFactors(ctx) {
    const status = await secondFactorStatus(ctx.services.db, ctx.user.userId);
    return {
      result: {
        ...status,
        enrolmentRequired: mustEnrolSecondFactor(
          ctx.user,
          ctx.services.config.require2faForSuperUsers,
        ),
      },
    };
  },

  async StartTotpSetup(ctx) {
    const { services, user } = ctx;
    const secret = newTotpSecret();
    const sealed = seal(services.secondFactor.key, secret, user.userId);
    if (!(await savePendingTotp(services.db, user.userId, sealed))) throw conflict(TOTP_ALREADY_ON);
    return { result: { secret, otpauthUri: otpauthUri(secret, user.username) } };
  },

  async ConfirmTotpSetup(ctx) {
    const { services, user } = ctx;
    await refuseThrottled(services, user.username);
    const outcome = await usePendingSetupCode(
      services.db,
      services.secondFactor.key,
      user.userId,
      ctx.body.code,
    );
    if (outcome === 'none') throw conflict(NO_PENDING_SETUP);
    if (outcome === 'wrong') {
      await secondFactorFailed(
        services,
        ctx.request,
        { id: user.userId, username: user.username },
        'wrong set-up code',
      );
      throw badRequest(WRONG_CODE, 'code');
    }
    const recoveryCodes = newRecoveryCodes();
    const enabled = await inTransaction(services.db, (client) =>
      enableTotp(client, user.userId, recoveryCodes.map(hashRecoveryCode)),
    );
    // Two confirmations racing: the other one turned it on.
    if (!enabled) throw conflict(TOTP_ALREADY_ON);
    logSecurityEvent(services.log, {
      action: 'totp_enabled',
      actor: user,
      target: user,
      address: ctx.request.ip,
    });
    return {
      result: { recoveryCodes },
      message: 'Two-factor authentication is on.',
    };
  },

  async DisableTotp(ctx) {
    const { services, user } = ctx;
    const { db } = services;
    await refuseThrottled(services, user.username);
    const record = await findUserById(db, user.userId);
    if (!record) throw notFound('The user no longer exists.');
    const totp = await findTotp(db, user.userId);
    if (!totp?.enabledAt) throw conflict('Two-factor authentication is not on.');
    if (!(await verifyPassword(record.password_hash, ctx.body.password))) {
      await secondFactorFailed(services, ctx.request, record, 'wrong password (turning off TOTP)');
      throw badRequest(WRONG_PASSWORD, 'password');
    }
    if (!(await useSecondFactorCode(db, services.secondFactor.key, user.userId, ctx.body.code))) {
      await secondFactorFailed(services, ctx.request, record, 'wrong code (turning off TOTP)');
      throw badRequest(WRONG_CODE, 'code');
    }
    await inTransaction(db, (client) => removeTotp(client, user.userId));
    logSecurityEvent(services.log, {
      action: 'totp_disabled',
      actor: user,
      target: user,
      address: ctx.request.ip,
    });
    return { result: null, message: 'Two-factor authentication is off.' };
  },

  async ResetSecondFactors(ctx) {
    const { services, user } = ctx;
    if (!user.isSuperUser) throw forbidden(ONLY_SUPER_USER_RESETS);
    const target = await findUserById(services.db, ctx.body.userId);
    if (!target) throw notFound('The user does not exist.');
    await inTransaction(services.db, async (client) => {
      const before = await secondFactorStatus(client, target.id);
      await removeTotp(client, target.id);
      await removeAllPasskeys(client, target.id);
      await recordSecurityEvent(client, services.log, {
        action: 'second_factor_reset',
        actor: user,
        target: { userId: target.id, username: target.username },
        details: { totp: before.totpEnabled, passkeys: before.passkeys.length },
        address: ctx.request.ip,
      });
    });
    return { result: null, message: `Two-factor authentication of ${target.username} is reset.` };
  },
};
