import { logSecurityEvent } from '../../auth/audit';
import { accountThrottled } from '../../auth/loginThrottle';
import {
  addPasskey,
  countPasskeys,
  createCeremony,
  findPasskeyByCredential,
  passkeyUsed,
  passkeysOf,
  removePasskey,
  renamePasskey,
  takeCeremony,
} from '../../auth/secondFactor/store';
import {
  credentialIdOf,
  registrationOptions,
  relyingPartyOf,
  signInOptions,
  verifyRegistration,
  verifySignIn,
} from '../../auth/secondFactor/webauthn';
import type { Handlers } from '../../contract/types';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { findUserById } from '../../repositories/users';
import { challengedUser } from './secondFactor';
import { loginThrottled } from './session';
import { completeSignIn, secondFactorFailed } from './signIn';

export const MAX_PASSKEYS = 20;
export const PASSKEY_REFUSED = 'The passkey could not be verified. Please try again.';
export const CEREMONY_EXPIRED = 'The passkey request has expired. Please try again.';
export const PASSKEY_NOT_FOUND = 'The passkey does not exist.';
export const NO_PASSKEY = 'You have no passkey. Please use your authentication code.';

/** Registering, naming and removing passkeys, and signing in with one. */
export const passkeyHandlers: Pick<
  Handlers,
  | 'StartPasskeySignIn'
  | 'FinishPasskeySignIn'
  | 'StartPasskeyRegistration'
  | 'FinishPasskeyRegistration'
  | 'RenamePasskey'
  | 'RemovePasskey'
> = {
  async StartPasskeySignIn(ctx) {
    const { services } = ctx;
    const rp = relyingPartyOf(services.config.publicUrl);
    // With Login's challenge: that user's passkeys, as the second factor; else any (password-less).
    const challenged = ctx.body.challengeToken
      ? await challengedUser(services, ctx.body.challengeToken)
      : undefined;
    const allowed = challenged ? await passkeysOf(services.db, challenged.user.id) : undefined;
    if (allowed?.length === 0) throw badRequest(NO_PASSKEY);
    const options = await signInOptions(rp, allowed);
    const ceremonyId = await createCeremony(
      services.db,
      'sign_in',
      challenged?.user.id ?? null,
      options.challenge,
    );
    return { result: { ceremonyId, options: { ...options } } };
  },

  async FinishPasskeySignIn(ctx) {
    const { services } = ctx;
    const { db } = services;
    // Used up here, whatever follows: a challenge is answered once.
    const ceremony = await takeCeremony(db, ctx.body.ceremonyId, 'sign_in');
    if (!ceremony) throw badRequest(CEREMONY_EXPIRED);
    // A second factor's ceremony needs its Login challenge still standing, for the same user.
    const challenged =
      ceremony.userId === null
        ? undefined
        : await challengedUser(services, ctx.body.challengeToken ?? '');
    if (challenged && challenged.user.id !== ceremony.userId) throw badRequest(CEREMONY_EXPIRED);
    const credentialId = credentialIdOf(ctx.body.credential);
    const passkey = credentialId ? await findPasskeyByCredential(db, credentialId) : undefined;
    if (!passkey || (ceremony.userId !== null && passkey.userId !== ceremony.userId)) {
      throw badRequest(PASSKEY_REFUSED);
    }
    const user = await findUserById(db, passkey.userId);
    if (!user) throw badRequest(PASSKEY_REFUSED);
    const throttle = {
      limit: services.config.loginAccountLimit,
      windowMinutes: services.config.loginAccountWindowMinutes,
    };
    if (await accountThrottled(db, user.username, throttle)) {
      throw new ApiError(429, loginThrottled(throttle.windowMinutes));
    }
    const rp = relyingPartyOf(services.config.publicUrl);
    const counter = await verifySignIn(rp, ceremony.challenge, ctx.body.credential, passkey);
    if (counter === undefined) {
      await secondFactorFailed(services, ctx.request, user, 'passkey not verified');
      throw badRequest(PASSKEY_REFUSED);
    }
    await passkeyUsed(db, passkey.id, counter);
    const rememberMe = challenged ? challenged.rememberMe : (ctx.body.rememberMe ?? false);
    const method = challenged ? 'password' : 'passkey';
    return {
      result: await completeSignIn(services, ctx.request, user, rememberMe, method, 'passkey'),
    };
  },

  async StartPasskeyRegistration(ctx) {
    const { services, user } = ctx;
    const rp = relyingPartyOf(services.config.publicUrl);
    const existing = await passkeysOf(services.db, user.userId);
    const options = await registrationOptions(rp, user, existing);
    const ceremonyId = await createCeremony(
      services.db,
      'register',
      user.userId,
      options.challenge,
    );
    return { result: { ceremonyId, options: { ...options } } };
  },

  async FinishPasskeyRegistration(ctx) {
    const { services, user } = ctx;
    const { db } = services;
    const ceremony = await takeCeremony(db, ctx.body.ceremonyId, 'register');
    if (!ceremony || ceremony.userId !== user.userId) throw badRequest(CEREMONY_EXPIRED);
    if ((await countPasskeys(db, user.userId)) >= MAX_PASSKEYS) {
      throw badRequest(`You may keep at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
    }
    const rp = relyingPartyOf(services.config.publicUrl);
    const verified = await verifyRegistration(rp, ceremony.challenge, ctx.body.credential);
    if (!verified) throw badRequest(PASSKEY_REFUSED);
    const added = await addPasskey(db, {
      ...verified,
      userId: user.userId,
      name: ctx.body.name.trim() || 'Passkey',
    });
    if (!added) throw conflict('This passkey is already registered.');
    logSecurityEvent(services.log, {
      action: 'passkey_added',
      actor: user,
      target: user,
      details: { passkeyId: added.passkeyId, name: added.name },
      address: ctx.request.ip,
    });
    return { result: added, message: 'The passkey is added.' };
  },

  async RenamePasskey(ctx) {
    const name = ctx.body.name.trim();
    if (!name) throw badRequest('Please enter a name for the passkey.', 'name');
    const renamed = await renamePasskey(ctx.services.db, ctx.user.userId, ctx.body.passkeyId, name);
    if (!renamed) throw notFound(PASSKEY_NOT_FOUND);
    return { result: renamed };
  },

  async RemovePasskey(ctx) {
    const { services, user } = ctx;
    if (!(await removePasskey(services.db, user.userId, ctx.body.passkeyId))) {
      throw notFound(PASSKEY_NOT_FOUND);
    }
    logSecurityEvent(services.log, {
      action: 'passkey_removed',
      actor: user,
      target: user,
      details: { passkeyId: ctx.body.passkeyId },
      address: ctx.request.ip,
    });
    return { result: null, message: 'The passkey is removed.' };
  },
};
