import { recordAccessEvent } from '../../auth/audit';
import { handoffHash } from '../../auth/oidc/routes';
import { startSession } from '../../auth/sessions';
import type { Handlers } from '../../contract/types';
import { row } from '../../db/pool';
import { badRequest } from '../../http/errors';
import { findUserById } from '../../repositories/users';
import { profileOf } from './profileView';

export const SSO_CODE_REFUSED =
  'Single sign-on did not complete (the link was used or is too old). Please sign in again.';

/** What the login page offers, and single sign-on's last step (server/auth/oidc/routes.ts). */
export const ssoHandlers: Pick<Handlers, 'GetSignInOptions' | 'CompleteSsoSignIn'> = {
  async GetSignInOptions(ctx) {
    const { oidc, passwordLogin } = ctx.services.config;
    return { result: { passwordLogin, sso: oidc ? { label: oidc.label } : null } };
  },

  async CompleteSsoSignIn(ctx) {
    const { db, tokens } = ctx.services;
    // Used up by the first call that finds it, whichever server it reaches.
    const handoff = await row<{ user_id: string }>(
      db,
      `DELETE FROM sso_handoffs WHERE code_hash = $1 AND expires_at > now() RETURNING user_id`,
      [handoffHash(ctx.body.code)],
    );
    const user = handoff && (await findUserById(db, handoff.user_id));
    if (!user) {
      await recordAccessEvent(db, ctx.services.log, {
        action: 'login_failed',
        address: ctx.request.ip,
        details: { reason: 'unknown or used single sign-on code', method: 'sso' },
      });
      throw badRequest(SSO_CODE_REFUSED);
    }
    await recordAccessEvent(db, ctx.services.log, {
      action: 'login_succeeded',
      actor: { userId: user.id, username: user.username },
      address: ctx.request.ip,
      details: { method: 'sso' },
    });
    const { token } = await startSession(
      db,
      tokens,
      { userId: user.id, username: user.username, passwordChangedAt: user.password_changed_at },
      {
        method: 'sso',
        rememberMe: false,
        address: ctx.request.ip,
        userAgent: ctx.request.headers['user-agent'],
      },
    );
    return { result: { status: 'signedIn', token, user: await profileOf(db, user) } };
  },
};
