import { createHash } from 'node:crypto';
import { createDecoder, createSigner, createVerifier } from 'fast-jwt';
import { readDataVersions, type DataVersions } from '../db/dataVersions';
import type { Queryable } from '../db/pool';
import { loadAuthUser, type AuthUser } from './authUser';
import { TokenUsers } from './tokenUsers';

/** 'Keep me logged in' lasts 7 days (spec section 9); otherwise a working day. */
export const REMEMBER_ME_SECONDS = 7 * 24 * 60 * 60;
export const WORKING_DAY_SECONDS = 10 * 60 * 60;

interface TokenClaims {
  sub: string;
  username: string;
  /** When the password was last changed (ms): a change invalidates older tokens. */
  pwd: number;
  /** Expiry, in seconds since the epoch (set by the signer). */
  exp?: number;
}

export interface TokenService {
  issue(
    user: Pick<AuthUser, 'userId' | 'username' | 'passwordChangedAt'>,
    rememberMe: boolean,
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
  /** Logout: the (verified) token is refused from now on, on every server sharing the database. */
  revoke(db: Queryable, token: string): Promise<void>;
}

/** The token of an `Authorization: Bearer …` header (the same reading as the routes' gate). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

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
  return {
    issue(user, rememberMe) {
      const claims: TokenClaims = {
        sub: user.userId,
        username: user.username,
        pwd: user.passwordChangedAt.getTime(),
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
        if (known) return known;
      }
      let claims: TokenClaims;
      try {
        claims = verify(token) as TokenClaims;
      } catch {
        return undefined;
      }
      if (typeof claims.sub !== 'string' || typeof claims.pwd !== 'number') return undefined;
      if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) return undefined;
      // The revocation check rides in the user's query.
      const loaded = await loadAuthUser(db, claims.sub, hash);
      if (!loaded || loaded.user.passwordChangedAt.getTime() !== claims.pwd) {
        users.delete(hash);
        return undefined;
      }
      if (typeof claims.exp === 'number') {
        users.set(hash, {
          user: loaded.user,
          authVersion: loaded.authVersion,
          expiresAt: claims.exp * 1000,
          db,
        });
      }
      return loaded.user;
    },
    async revoke(db, token) {
      const { exp } = decode(token) as { exp?: number };
      const hash = tokenHash(token);
      // Kept until the token would have expired; past that the signature check refuses it.
      // With five minutes' margin: the signature check reads this server's clock, the purge the database's.
      await db.query(`DELETE FROM revoked_tokens WHERE expires_at < now() - interval '5 minutes'`);
      await db.query(
        `INSERT INTO revoked_tokens (token_hash, expires_at) VALUES ($1, to_timestamp($2))
         ON CONFLICT (token_hash) DO NOTHING`,
        [hash, exp ?? Date.now() / 1000 + REMEMBER_ME_SECONDS],
      );
      // The auth version has moved with the insert; this server need not even look.
      users.delete(hash);
    },
  };
}
