import type { Queryable } from '../db/pool';
import type { AuthUser } from './authUser';

/**
 * The users behind tokens this server has verified, each with the auth version it was read at
 * (013_auth_version.sql). An entry is used only while the database still reports that version,
 * read on the same call (server/db/dataVersions.ts): a logout, password change, removal or role
 * change committed through any server, or straight in the database, moves the version, and the
 * next call reads the user afresh. So nothing here is ever served stale; what it saves is the
 * user's query (a join over the roles) on every call.
 */
export interface TokenUser {
  user: AuthUser;
  authVersion: number;
  /** The token's exp, in ms: from then on the token is refused, as by the signature check. */
  expiresAt: number;
  /** The database it was read from (a test process may hold several). */
  db: Queryable;
}

/** Entries kept per server; least recently used first out (a browser uses one token at a time). */
export const TOKEN_USERS_SIZE = 10_000;

export class TokenUsers {
  private readonly entries = new Map<string, TokenUser>();

  constructor(private readonly size = TOKEN_USERS_SIZE) {}

  /** The entry for this token hash, if it is of this database, unexpired and at this auth version. */
  get(
    tokenHash: string,
    db: Queryable,
    authVersion: number,
    now = Date.now(),
  ): AuthUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.db !== db || entry.authVersion !== authVersion || now >= entry.expiresAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    // Most recently used last: a Map iterates in insertion order.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry.user;
  }

  /** Whether an entry exists for this hash (its version unchecked): worth reading the version for. */
  has(tokenHash: string): boolean {
    return this.entries.has(tokenHash);
  }

  set(tokenHash: string, entry: TokenUser): void {
    // Shared by every later call with this token: frozen, so no handler can change it for the next.
    Object.freeze(entry.user.permissions);
    Object.freeze(entry.user.roleIds);
    if (entry.user.manufacturerIds) Object.freeze(entry.user.manufacturerIds);
    Object.freeze(entry.user);
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.size)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, entry);
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }
}
