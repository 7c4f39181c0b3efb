import type { FastifyBaseLogger } from 'fastify';
import { recordSecurityEvent } from '../audit';
import { inTransaction, row, type Db, type Queryable } from '../../db/pool';
import { publishChange } from '../../events/publish';

/** What the provider says of the person signing in (ID token claims, completed by userinfo). */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  [claim: string]: unknown;
}

export type SsoRefusal = 'unverified' | 'ambiguous' | 'removed';

export type SsoAccount =
  | { userId: string; username: string; passwordChangedAt: Date; created: boolean }
  | { refused: SsoRefusal };

interface UserRecord {
  id: string;
  username: string;
  password_changed_at: Date;
  removed_at: Date | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The user a provider account signs in as (issue 21 item 2): the one linked to its `sub`; else,
 * with a verified e-mail, the one user with that address (linked from now on); else, with a
 * verified e-mail no user has, a new user holding no roles (an administrator grants access). An
 * unverified e-mail never signs in as anyone not already linked: anyone may claim any address
 * at some providers. With `roleClaim`, the roles follow the provider's groups at every sign-in.
 */
export async function ssoAccount(
  db: Db,
  log: FastifyBaseLogger,
  sso: { issuer: string; claims: ProviderClaims; roleClaim: string | undefined; address: string },
): Promise<SsoAccount> {
  const { issuer, claims } = sso;
  return inTransaction(db, async (client) => {
    const linked = await row<UserRecord>(
      client,
      `SELECT u.id, u.username, u.password_changed_at, u.removed_at
         FROM user_identities i JOIN users u ON u.id = i.user_id
        WHERE i.issuer = $1 AND i.subject = $2`,
      [issuer, claims.sub],
    );
    let account: UserRecord | undefined = linked;
    let created = false;
    if (!account) {
      const email = text(claims.email);
      if (claims.email_verified !== true || !email) return { refused: 'unverified' as const };
      const { rows } = await client.query<UserRecord>(
        `SELECT id, username, password_changed_at, removed_at FROM users
          WHERE lower(email) = lower($1) AND removed_at IS NULL`,
        [email],
      );
      // Two users with one address: which one is meant is for an administrator to settle.
      if (rows.length > 1) return { refused: 'ambiguous' as const };
      account = rows[0];
      if (!account) {
        account = await createUser(client, email, claims);
        created = true;
      }
      await client.query(
        `INSERT INTO user_identities (issuer, subject, user_id) VALUES ($1, $2, $3)`,
        [issuer, claims.sub, account.id],
      );
      await recordSecurityEvent(client, log, {
        action: created ? 'sso_account_created' : 'sso_account_linked',
        actor: { userId: account.id, username: account.username },
        target: { userId: account.id, username: account.username },
        address: sso.address,
        details: { issuer },
      });
    }
    if (account.removed_at) return { refused: 'removed' as const };
    if (sso.roleClaim) await followGroups(client, log, account, claims[sso.roleClaim], sso.address);
    if (created)
      await publishChange(client, { kind: 'user', recordId: account.id, actorId: account.id });
    return {
      userId: account.id,
      username: account.username,
      passwordChangedAt: account.password_changed_at,
      created,
    };
  });
}

/** A user for a verified address no user has: named by the address, no password, no roles. */
async function createUser(
  db: Queryable,
  email: string,
  claims: ProviderClaims,
): Promise<UserRecord> {
  // The address is the username unless someone holds it already: then the address with a number.
  for (let n = 1; ; n += 1) {
    const username = n === 1 ? email : `${email}-${n}`;
    const created = await row<UserRecord>(
      db,
      `INSERT INTO users (username, first_name, last_name, email)
       SELECT $1, $2, $3, $4
        WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1))
       RETURNING id, username, password_changed_at, removed_at`,
      [username, text(claims.given_name), text(claims.family_name), email],
    );
    if (created) return created;
  }
}

/**
 * OIDC_ROLE_CLAIM: the user's roles become those whose description equals one of the claim's
 * values (case aside); values naming no role are ignored. A claim absent from the token changes
 * nothing (a provider that sends groups only on request should not strip everyone's roles).
 */
async function followGroups(
  db: Queryable,
  log: FastifyBaseLogger,
  user: UserRecord,
  claim: unknown,
  address: string,
): Promise<void> {
  if (claim === undefined) return;
  const groups = (Array.isArray(claim) ? claim : [claim]).filter(
    (g): g is string => typeof g === 'string',
  );
  const { rows } = await db.query<{ id: string; description: string; held: boolean }>(
    `SELECT r.id, r.description, EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = $1 AND ur.role_id = r.id) AS held
       FROM roles r WHERE lower(r.description) = ANY ($2::text[])`,
    [user.id, groups.map((g) => g.toLowerCase())],
  );
  const wanted = rows.map((r) => r.id);
  const removed = await db.query<{ role_id: string }>(
    `DELETE FROM user_roles WHERE user_id = $1 AND NOT (role_id = ANY ($2::uuid[])) RETURNING role_id`,
    [user.id, wanted],
  );
  const added = rows.filter((r) => !r.held);
  if (added.length > 0)
    await db.query(
      `INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [user.id, added.map((r) => r.id)],
    );
  if (added.length > 0 || (removed.rowCount ?? 0) > 0)
    await recordSecurityEvent(db, log, {
      action: 'roles_changed',
      actor: { userId: user.id, username: user.username },
      target: { userId: user.id, username: user.username },
      address,
      details: {
        by: 'OIDC_ROLE_CLAIM',
        granted: added.map((r) => r.description).sort(),
        revoked: removed.rows.length,
      },
    });
}
