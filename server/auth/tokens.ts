import { createHash } from 'node:crypto';
import { createDecoder, createSigner, createVerifier } from 'fast-jwt';
import { readDataVersions, type DataVersions } from '../db/dataVersions';
import type { Queryable } from '../db/pool';
import { loadAuthUser, type AuthUser } from './authUser';
import { endSessions, LastSeen } from './sessionStore';
import { TokenUsers } from './tokenUsers';

/** 'Keep me logged in' lasts 7 days (spec section 9); otherwise a working day. */
export const REMEMBER_ME_SECONDS = 7 * 24 * 60 * 60;
export const WORKING_DAY_SECONDS = 10 * 60 * 60;

interface TokenClaims {
  sub: string;
  username: string;
  /** When the password was last changed (ms): a change invalidates older tokens. */
  pwd: number;
  /** The session (019_sessions.sql) the token belongs to: ending it refuses the token. */
  sid: string;
  /** Expiry, in seconds since the epoch (set by the signer). */
  exp?: number;
}

export interface TokenService {
  /** A token of the session `sessionId` (started by server/auth/sessions.ts, which alone calls this). */
  issue(
    user: Pick<AuthUser, 'userId' | 'username' | 'passwordChangedAt'>,
    rememberMe: boolean,
    sessionId: string,
  ): string;
  /** Whether a (verified) token was issued with 'keep me logged in'. */
  isLongLived(token: string): boolean;
  /** When a (verified) token expires, in ms since the epoch (undefined: it names no expiry). */
  expiresAt(token: string): number | undefined;
  /**
   * The live user behind a token, or undefined when the token is bad, expired or stale.
   * `versions`: the data versions already read on this call (the gate reads them once); read here otherwise.
   */
  authenticate(
    db: Queryable,
    token: string,
    versions?: DataVersions,
  ): Promise<AuthUser | undefined>;
  /**
   * Logout: the (verified) token's session ends, so it and every other token of that session are
   * refused from now on, on every server sharing the database.
   */
  revoke(db: Queryable, token: string): Promise<void>;
}

/** The token of an `Authorization: Bearer …` header (the same reading as the routes' gate). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService(secret: string): TokenService {
  const signers = {
    long: createSigner({ key: secret, algorithm: 'HS256', expiresIn: REMEMBER_ME_SECONDS * 1000 }),
    short: createSigner({ key: secret, algorithm: 'HS256', expiresIn: WORKING_DAY_SECONDS * 1000 }),
  };
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  const decode = createDecoder();
  // The user behind each token verified here, kept while the auth version stands (tokenUsers.ts).
  // A hit skips the signature check too: its key is a SHA-256 of the whole token, so only the very
  // token that was verified finds it (an altered one is another key), until the token's exp.
  const users = new TokenUsers();
  // When this server last wrote each session's last_seen_at: at most once a minute, off the call's path.
  const lastSeen = new LastSeen();
  return {
    issue(user, rememberMe, sessionId) {
      const claims: TokenClaims = {
        sub: user.userId,
        username: user.username,
        pwd: user.passwordChangedAt.getTime(),
        sid: sessionId,
      };
      return (rememberMe ? signers.long : signers.short)(claims);
    },
    isLongLived(token) {
      const claims = decode(token) as { exp?: number; iat?: number };
      return (claims.exp ?? 0) - (claims.iat ?? 0) > WORKING_DAY_SECONDS;
    },
    expiresAt(token) {
      const { exp } = decode(token) as { exp?: number };
      return typeof exp === 'number' ? exp * 1000 : undefined;
    },
    async authenticate(db, token, versions) {
      // One hash per call: the key of the kept users and the revocation check's.
      const hash = tokenHash(token);
      if (users.has(hash)) {
        const authVersion = versions?.auth ?? (await readDataVersions(db)).auth;
        const known = users.get(hash, db, authVersion);
        if (known) {
          if (known.sessionId) lastSeen.touch(db, known.sessionId);
          return known;
        }
      }
      let claims: TokenClaims;
      try {
        claims = verify(token) as TokenClaims;
      } catch {
        return undefined;
      }
      if (typeof claims.sub !== 'string' || typeof claims.pwd !== 'number') return undefined;
      if (!UUID.test(claims.sub)) return undefined;
      // A token of no session (issued before 019_sessions.sql) is refused: its holder signs in again.
      if (typeof claims.sid !== 'string' || !UUID.test(claims.sid)) return undefined;
      // Whether the session is still open rides in the user's query.
      const loaded = await loadAuthUser(db, claims.sub, claims.sid);
      if (!loaded || loaded.user.passwordChangedAt.getTime() !== claims.pwd) {
        users.delete(hash);
        return undefined;
      }
      const user: AuthUser = { ...loaded.user, sessionId: claims.sid };
      lastSeen.touch(db, claims.sid);
      if (typeof claims.exp === 'number') {
        users.set(hash, {
          user,
          authVersion: loaded.authVersion,
          expiresAt: claims.exp * 1000,
          db,
        });
      }
      return user;
    },
    async revoke(db, token) {
      const { sid } = decode(token) as { sid?: unknown };
      // The update moves the auth version: every server drops what it kept for the session's tokens.
      if (typeof sid === 'string' && UUID.test(sid)) await endSessions(db, { sessionId: sid });
      users.delete(tokenHash(token));
    },
  };
}
