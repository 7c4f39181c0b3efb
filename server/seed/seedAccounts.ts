import type { DbClient } from '../db/pool';
import { ROLES, USERS } from './demoData';
import { DAY, insertId, type Random } from './seedSupport';

/** The demo lab's roles and users (every user with the one demo password). */
export async function seedAccounts(
  client: DbClient,
  rnd: Random,
  {
    manufacturerIds,
    passwordHash,
    now,
  }: { manufacturerIds: Map<string, number>; passwordHash: string; now: Date },
): Promise<{ roleIds: Map<string, string>; users: Map<string, { id: string; name: string }> }> {
  const roleIds = new Map<string, string>();
  for (const r of ROLES) {
    const columns = [
      'description',
      'is_super_user',
      'is_manufacturer_restricting',
      'created_by',
      ...r.flags,
    ];
    const values = [
      r.description,
      r.isSuperUser ?? false,
      Boolean(r.restrictTo),
      'system',
      ...r.flags.map(() => true),
    ];
    const id = await insertId<string>(
      client,
      `INSERT INTO roles (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      values,
    );
    roleIds.set(r.description, id);
    for (const name of r.restrictTo ?? []) {
      await client.query(
        'INSERT INTO role_manufacturers (role_id, manufacturer_id) VALUES ($1, $2)',
        [id, manufacturerIds.get(name)],
      );
    }
  }

  const users = new Map<string, { id: string; name: string }>();
  for (const u of USERS) {
    const id = await insertId<string>(
      client,
      `INSERT INTO users (username, first_name, last_name, title, department, badge_number, email, password_hash, password_expires_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        u.username,
        u.firstName,
        u.lastName,
        u.title,
        u.department,
        `B-${rnd.int(1000, 9999)}`,
        `${u.username}@lab.example.com`,
        passwordHash,
        u.username === 'admin' ? null : new Date(now.getTime() + 180 * DAY),
      ],
    );
    users.set(u.username, { id, name: `${u.firstName} ${u.lastName}` });
    for (const role of u.roles)
      await client.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [
        id,
        roleIds.get(role),
      ]);
  }

  return { roleIds, users };
}
