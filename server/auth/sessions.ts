import type { Queryable } from '../db/pool';
import type { AuthUser } from './authUser';
import { extendSession, insertSession, type SessionMethod } from './sessionStore';
import { REMEMBER_ME_SECONDS, WORKING_DAY_SECONDS, type TokenService } from './tokens';

export type { SessionMethod } from './sessionStore';

type TokenUser = Pick<AuthUser, 'userId' | 'username' | 'passwordChangedAt'>;

export interface SessionStart {
  /** How the user proved who they are: shown on User Profile's session list. */
  method: SessionMethod;
  /** 'Keep me logged in': the token lives 7 days rather than a working day. */
  rememberMe: boolean;
  /** The client's address as the server sees it (request.ip, TRUST_PROXY-aware). */
  address: string;
  /** The User-Agent header, for the device the session list names. */
  userAgent: string | undefined;
}

const lifetimeOf = (rememberMe: boolean) =>
  rememberMe ? REMEMBER_ME_SECONDS : WORKING_DAY_SECONDS;

/**
 * The one way a user becomes signed in (password, single sign-on, passkey): records a session and
 * issues its first token. Whoever calls it has already proved the user's identity (and second
 * factor), and logs the sign-in (auth/audit.ts).
 */
export async function startSession(
  db: Queryable,
  tokens: TokenService,
  user: TokenUser,
  start: SessionStart,
): Promise<{ token: string; sessionId: string }> {
  // Sessions long over are of no more use to the list; removing them moves no version.
  await db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '30 days'`);
  const sessionId = await insertSession(db, {
    userId: user.userId,
    method: start.method,
    lifetimeSeconds: lifetimeOf(start.rememberMe),
    address: start.address,
    userAgent: start.userAgent ?? '',
  });
  return { token: tokens.issue(user, start.rememberMe, sessionId), sessionId };
}

/**
 * A fresh token for a session that goes on (own password change: the older tokens are refused by
 * their password time, the session is not). Without a session (none known) nothing is issued.
 */
export async function renewSessionToken(
  db: Queryable,
  tokens: TokenService,
  user: TokenUser,
  sessionId: string,
  rememberMe: boolean,
): Promise<string> {
  await extendSession(db, sessionId, lifetimeOf(rememberMe));
  return tokens.issue(user, rememberMe, sessionId);
}
