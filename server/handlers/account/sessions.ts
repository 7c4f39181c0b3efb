import { recordSecurityEvent } from '../../auth/audit';
import { loadAuthUser } from '../../auth/authUser';
import { endSessions, openSessions } from '../../auth/sessionStore';
import type { Handlers } from '../../contract/types';
import { inTransaction } from '../../db/pool';
import { forbidden, notFound } from '../../http/errors';
import { findUserById } from '../../repositories/users';

export const NO_SUCH_SESSION = 'That session does not exist or has already ended.';
export const OTHERS_SUPER_SESSIONS = "Only a super user can end a super user's sessions.";

const ended = (count: number, what: string) =>
  count === 1 ? `1 ${what} ended.` : `${count} ${what}s ended.`;

/** The signed-in user's sessions (User Profile), and an administrator ending all of a user's. */
export const sessionListHandlers: Pick<
  Handlers,
  'GetMySessions' | 'EndMySession' | 'EndMyOtherSessions' | 'EndUserSessions'
> = {
  async GetMySessions(ctx) {
    const sessions = await openSessions(ctx.services.db, ctx.user.userId);
    return {
      result: sessions.map((s) => ({
        sessionId: s.id,
        method: s.method,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        address: s.address,
        userAgent: s.userAgent,
        current: s.id === ctx.user.sessionId,
      })),
    };
  },

  async EndMySession(ctx) {
    // Only the caller's own: another user's session id is as unknown as a made-up one.
    const count = await endSessions(ctx.services.db, {
      sessionId: ctx.body.sessionId,
      userId: ctx.user.userId,
    });
    if (count === 0) throw notFound(NO_SUCH_SESSION);
    return { result: null, message: 'The session has ended.' };
  },

  async EndMyOtherSessions(ctx) {
    const count = await endSessions(ctx.services.db, {
      userId: ctx.user.userId,
      // A token always names its session (tokens.ts); without one nothing would be spared.
      except: ctx.user.sessionId ?? '00000000-0000-0000-0000-000000000000',
    });
    return { result: null, message: ended(count, 'other session') };
  },

  async EndUserSessions(ctx) {
    const { db, log } = ctx.services;
    const target = await findUserById(db, ctx.body.userId);
    if (!target) throw notFound('That user does not exist.');
    // Signing a super user out is no lesser administrator's call (as setting their password is not).
    if (!ctx.user.isSuperUser && (await loadAuthUser(db, target.id))?.user.isSuperUser)
      throw forbidden(OTHERS_SUPER_SESSIONS);
    const count = await inTransaction(db, async (client) => {
      const n = await endSessions(client, { userId: target.id });
      await recordSecurityEvent(client, log, {
        action: 'sessions_ended',
        actor: ctx.user,
        target: { userId: target.id, username: target.username },
        address: ctx.request.ip,
        details: { sessions: n },
      });
      return n;
    });
    return { result: null, message: ended(count, 'session') };
  },
};
