import { createHash } from 'node:crypto';
import { createDecoder, createSigner, createVerifier } from 'fast-jwt';
import type { Queryable } from '../db/pool';
import { loadAuthUser, type AuthUser } from './authUser';

/** 'Keep me logged in' lasts 7 days (spec section 9); otherwise a working day. */
export const REMEMBER_ME_SECONDS = 7 * 24 * 60 * 60;
export const WORKING_DAY_SECONDS = 10 * 60 * 60;

interface TokenClaims {
  sub: string;
  username: string;
  /** When the password was last changed (ms): a change invalidates older tokens. */
  pwd: number;
}

export interface TokenService {
  issue(user: Pick<AuthUser, 'userId' | 'username' | 'passwordChangedAt'>, rememberMe: boolean): string;
  /** Whether a (verified) token was issued with 'keep me logged in'. */
  isLongLived(token: string): boolean;
  /** The live user behind a token, or undefined when the token is bad, expired or stale. */
  authenticate(db: Queryable, token: string): Promise<AuthUser | undefined>;
  /** Logout: the (verified) token is refused from now on, on every server sharing the database. */
  revoke(db: Queryable, token: string): Promise<void>;
}

/** The token of an `Authorization: Bearer …` header (the same reading as the routes' gate). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Verified tokens kept per server (a signed-in user's browser uses one token at a time). */
export const TOKEN_CACHE_SIZE = 10_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTokenService(secret: string): TokenService {
  const signers = {
    long: createSigner({ key: secret, algorithm: 'HS256', expiresIn: REMEMBER_ME_SECONDS * 1000 }),
    short: createSigner({ key: secret, algorithm: 'HS256', expiresIn: WORKING_DAY_SECONDS * 1000 }),
  };
  // A token already verified skips the signature check (its HMAC) on later calls: fast-jwt keeps
  // its claims in an LRU of TOKEN_CACHE_SIZE entries until the token's exp (or 10 minutes), and
  // refuses it from its exp on as before. Only verified tokens are kept (failures are not), so
  // forged ones cannot crowd it. Revocation, a password change or a removal still hold on the next
  // call: they are read from the database on every call (loadAuthUser), never from this cache.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: TOKEN_CACHE_SIZE });
  const decode = createDecoder();
  return {
    issue(user, rememberMe) {
      const claims: TokenClaims = { sub: user.userId, username: user.username, pwd: user.passwordChangedAt.getTime() };
      return (rememberMe ? signers.long : signers.short)(claims);
    },
    isLongLived(token) {
      const claims = decode(token) as { exp?: number; iat?: number };
      return (claims.exp ?? 0) - (claims.iat ?? 0) > WORKING_DAY_SECONDS;
    },
    async authenticate(db, token) {
      let claims: TokenClaims;
      try {
        claims = verify(token) as TokenClaims;
      } catch {
        return undefined;
      }
      if (typeof claims.sub !== 'string' || typeof claims.pwd !== 'number') return undefined;
      if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) return undefined;
      // The revocation check rides in the user's query: one round trip per authenticated call.
      const user = await loadAuthUser(db, claims.sub, tokenHash(token));
      if (!user || user.passwordChangedAt.getTime() !== claims.pwd) return undefined;
      return user;
    },
    async revoke(db, token) {
      const { exp } = decode(token) as { exp?: number };
      // Kept until the token would have expired; past that the signature check refuses it.
      await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
      await db.query(
        `INSERT INTO revoked_tokens (token_hash, expires_at) VALUES ($1, to_timestamp($2))
         ON CONFLICT (token_hash) DO NOTHING`,
        [tokenHash(token), exp ?? Date.now() / 1000 + REMEMBER_ME_SECONDS],
      );
    },
  };
}
