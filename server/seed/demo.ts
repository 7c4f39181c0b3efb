import { hashPassword } from '../auth/passwords';
import { inTransaction, row, type Db, type DbClient } from '../db/pool';
import {
  COMPONENT_TYPES,
  GAME_TITLES,
  JURISDICTIONS,
  MANUFACTURERS,
  REQUEST_DESCRIPTIONS,
  ROLES,
  STATUSES_CATALOGUE,
  USERS,
  WORKFLOWS,
} from './demoData';

/** A small deterministic generator, so every fresh demo lab is the same lab. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const DAY = 24 * 60 * 60 * 1000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

async function insertId<T extends number | string>(
  client: DbClient,
  sql: string,
  values: unknown[],
): Promise<T> {
  const result = await row<{ id: T }>(client, sql, values);
  if (!result) throw new Error(`seed insert returned nothing: ${sql}`);
  return result.id;
}

/**
 * Seeds the demo lab when the database has no users yet. Returns whether it seeded.
 * One transaction: a failed seed leaves the database empty, and the next start tries again.
 */
export async function seedDemoIfEmpty(
  db: Db,
  demoPassword: string,
  now = new Date(),
): Promise<boolean> {
  const existing = await row<{ n: number }>(db, 'SELECT count(*) AS n FROM users');
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  await inTransaction(db, async (client) => {
    const rnd = random(20261122);

    for (const [id, name] of JURISDICTIONS)
      await client.query('INSERT INTO jurisdictions (id, name) VALUES ($1, $2)', [id, name]);

    const manufacturerIds = new Map<string, number>();
    const platforms: Array<{
      mid: number;
      manufacturerId: number;
      manufacturer: string;
      prefix: string;
      name: string;
    }> = [];
    const componentTypes = new Map<
      number,
      Array<{ id: number; type: (typeof COMPONENT_TYPES)[number] }>
    >();
    for (const m of MANUFACTURERS) {
      const manufacturerId = await insertId<number>(
        client,
        'INSERT INTO manufacturers (name) VALUES ($1) RETURNING id',
        [m.name],
      );
      manufacturerIds.set(m.name, manufacturerId);
      for (const p of m.platforms) {
        const mid = await insertId<number>(
          client,
          'INSERT INTO platforms (manufacturer_id, platform, name, gsa_id, sas_id) VALUES ($1, $2, $3, $4, $5) RETURNING mid AS id',
          [manufacturerId, p.platform, p.name, p.gsaId, p.sasId],
        );
        platforms.push({
          mid,
          manufacturerId,
          manufacturer: m.name,
          prefix: m.prefix,
          name: p.name,
        });
        for (const jurisdictionId of [129, 18]) {
          for (const t of COMPONENT_TYPES) {
            const id = await insertId<number>(
              client,
              `INSERT INTO component_types (mid, jurisdiction_id, component_type, display_name, filter_type, require_keytbl,
                 game_component, required, active, custom_names, jurisdiction_types, function)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10, $11) RETURNING id`,
              [
                mid,
                jurisdictionId,
                t.componentType,
                t.displayName,
                t.filterType,
                t.requireKeytbl,
                t.gameComponent,
                t.required,
                t.customNames ?? '',
                t.jurisdictionTypes ?? '',
                t.function ?? '',
              ],
            );
            if (jurisdictionId === 129) {
              const list = componentTypes.get(mid) ?? [];
              list.push({ id, type: t });
              componentTypes.set(mid, list);
            }
          }
        }
      }
    }

    // The catalogue: software per manufacturer and linkable type.
    const software = new Map<
      string,
      Array<{ keytbl: number; idNumber: string; version: string; status: string; gameName: string }>
    >();
    for (const m of MANUFACTURERS) {
      const manufacturerId = manufacturerIds.get(m.name) as number;
      for (const t of COMPONENT_TYPES.filter((c) => c.requireKeytbl)) {
        const list: Array<{
          keytbl: number;
          idNumber: string;
          version: string;
          status: string;
          gameName: string;
        }> = [];
        const count = t.gameComponent ? 12 : 6;
        for (let i = 1; i <= count; i++) {
          const idNumber = `${m.prefix}-${t.componentType}-${String(100 + i * 7).padStart(4, '0')}`;
          const version = `${rnd.int(1, 4)}.${rnd.int(0, 9)}.${rnd.int(0, 30)}`;
          const status = rnd.pick(STATUSES_CATALOGUE);
          const gameName = t.gameComponent
            ? (GAME_TITLES[(i - 1) % GAME_TITLES.length] as string)
            : '';
          const keytbl = await insertId<number>(
            client,
            `INSERT INTO software (manufacturer_id, status, uploaded, file_number, id_number, version, date_code, game_name, function, position, jurisdiction_type)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING keytbl AS id`,
            [
              manufacturerId,
              status,
              rnd.chance(0.7),
              `FN-${rnd.int(10000, 99999)}`,
              idNumber,
              version,
              `${rnd.int(2023, 2026)}-${String(rnd.int(1, 12)).padStart(2, '0')}`,
              gameName,
              t.function ?? '',
              t.gameComponent ? `U${rnd.int(1, 8)}` : '',
              rnd.pick(['AP', 'NU', 'CP', 'OH', 'TC', 'RA']),
            ],
          );
          list.push({ keytbl, idNumber, version, status, gameName });
        }
        software.set(`${m.name}:${t.componentType}`, list);
      }
    }

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

    const workflowStates = new Map<string, Array<{ id: string; description: string }>>();
    const workflowIds = new Map<string, string>();
    for (const w of WORKFLOWS) {
      const workflowId = await insertId<string>(
        client,
        'INSERT INTO workflows (name) VALUES ($1) RETURNING id',
        [w.name],
      );
      workflowIds.set(w.name, workflowId);
      const stateIds = new Map<string, string>();
      const list: Array<{ id: string; description: string }> = [];
      for (const [index, s] of w.states.entries()) {
        const id = await insertId<string>(
          client,
          'INSERT INTO workflow_states (workflow_id, description, sort_order) VALUES ($1, $2, $3) RETURNING id',
          [workflowId, s.description, index + 1],
        );
        stateIds.set(s.key, id);
        list.push({ id, description: s.description });
      }
      workflowStates.set(workflowId, list);
      for (const a of w.actions) {
        const actionId = await insertId<string>(
          client,
          'INSERT INTO workflow_actions (state_id, description, quick_action, next_state_id) VALUES ($1, $2, $3, $4) RETURNING id',
          [stateIds.get(a.from), a.description, a.quick ?? false, stateIds.get(a.to)],
        );
        for (const role of a.roles) {
          await client.query(
            'INSERT INTO workflow_action_roles (action_id, role_id) VALUES ($1, $2)',
            [actionId, roleIds.get(role)],
          );
        }
      }
    }

    const admin = users.get('admin') as { id: string; name: string };
    const organizations: Array<{ id: string; workflowId: string }> = [];
    const orgSpecs = [
      {
        name: 'North Lab',
        code: 'NL-01',
        superUser: 'pnovak',
        ip: '10.20.1.15',
        port: 8443,
        workflow: 'Standard Image Request',
        jurisdictions: [129, 18],
        members: ['admin', 'staff', 'vendor', 'jlee', 'pnovak'],
      },
      {
        name: 'South Lab',
        code: 'SL-02',
        superUser: 'admin',
        ip: '10.30.4.22',
        port: 8443,
        workflow: 'Expedited Review',
        jurisdictions: [129, 42],
        members: ['admin', 'staff', 'mgarcia', 'vendor'],
      },
    ];
    for (const o of orgSpecs) {
      const workflowId = workflowIds.get(o.workflow) as string;
      const id = await insertId<string>(
        client,
        `INSERT INTO organizations (name, property_code, super_user_id, server_ip, server_port_number, workflow_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [o.name, o.code, users.get(o.superUser)?.id, o.ip, o.port, workflowId],
      );
      organizations.push({ id, workflowId });
      for (const j of o.jurisdictions)
        await client.query('INSERT INTO organization_jurisdictions VALUES ($1, $2)', [id, j]);
      for (const m of o.members)
        await client.query('INSERT INTO organization_users VALUES ($1, $2)', [
          id,
          users.get(m)?.id,
        ]);
    }

    // SSIF submissions, each with the components of its set.
    const submissions: Array<{ identity: number; mid: number }> = [];
    for (let i = 0; i < 9; i++) {
      const p = platforms[i % platforms.length] as (typeof platforms)[number];
      const alias = `${p.prefix}-SET-${2600 + i * 3}`;
      const identity = await insertId<number>(
        client,
        `INSERT INTO ssif_submissions (software_alias, description, manufacturer_id, mid, filename, upload_date_time, manufacturer_name, platform_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING identity AS id`,
        [
          alias,
          `${rnd.pick(REQUEST_DESCRIPTIONS)} (SSIF)`,
          p.manufacturerId,
          p.mid,
          `${alias.toLowerCase()}.ssif.xml`,
          new Date(now.getTime() - rnd.int(1, 90) * DAY - rnd.int(0, 86_000) * 1000),
          p.manufacturer,
          p.name,
        ],
      );
      submissions.push({ identity, mid: p.mid });
      for (const t of COMPONENT_TYPES.filter((c) => c.requireKeytbl)) {
        const s = rnd.pick(software.get(`${p.manufacturer}:${t.componentType}`) ?? []);
        await client.query(
          'INSERT INTO ssif_submission_components (identity, name, component_type, status, required) VALUES ($1, $2, $3, $4, $5)',
          [
            identity,
            s.gameName || `${t.displayName} ${s.idNumber} v${s.version}`,
            t.displayName,
            s.status,
            t.required,
          ],
        );
      }
    }

    // Image requests across states, some priority and some past due.
    const creators = ['staff', 'staff', 'jlee', 'mgarcia', 'vendor', 'admin'];
    for (let i = 0; i < 46; i++) {
      const creator = rnd.pick(creators);
      const candidates =
        creator === 'vendor'
          ? platforms.filter((p) => p.manufacturer === 'Apex Gaming')
          : platforms;
      const p = rnd.pick(candidates);
      const org = organizations[i % 3 === 0 ? 1 : 0] as (typeof organizations)[number];
      const states = workflowStates.get(org.workflowId) ?? [];
      const state = i < 8 ? (states[0] as { id: string; description: string }) : rnd.pick(states);
      const createdOn = new Date(now.getTime() - (46 - i) * 2.5 * DAY - rnd.int(0, 80_000) * 1000);
      const priority = rnd.chance(0.3);
      const due = priority ? iso(new Date(now.getTime() + rnd.int(-20, 25) * DAY)) : null;
      const game = rnd.pick(GAME_TITLES);
      const user = users.get(creator) as { id: string; name: string };
      const submission = submissions.find((s) => s.mid === p.mid && rnd.chance(0.3));
      const requestId = await insertId<number>(
        client,
        `INSERT INTO image_requests (name, description, mid, manufacturer_id, organization_id, state_id, priority, priority_due_date,
           gps_path, ssif_identity, created_by_id, created_on, manufacturer_name, status, created_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          `${game} ${p.name.split(' ').pop()} ${rnd.int(1, 9)}.${rnd.int(0, 9)}`,
          rnd.pick(REQUEST_DESCRIPTIONS),
          p.mid,
          p.manufacturerId,
          org.id,
          state.id,
          priority,
          due,
          `\\\\gps\\uploads\\${p.prefix}\\${1000 + i}`,
          submission?.identity ?? null,
          user.id,
          createdOn,
          p.manufacturer,
          state.description,
          user.name,
        ],
      );
      let position = 0;
      const types = componentTypes.get(p.mid) ?? [];
      const linkAll = state.description !== 'Draft' || rnd.chance(0.5);
      for (const { id, type } of types) {
        if (!type.required && !type.gameComponent && !rnd.chance(0.3)) continue;
        const gameRows = type.gameComponent ? rnd.int(1, 2) : 1;
        for (let g = 0; g < gameRows; g++) {
          const catalogue = software.get(`${p.manufacturer}:${type.componentType}`) ?? [];
          const linked =
            type.requireKeytbl && (linkAll || rnd.chance(0.5)) && catalogue.length
              ? rnd.pick(catalogue)
              : undefined;
          const name =
            type.filterType === 'CustomNames'
              ? (type.customNames?.split(',')[0] ?? type.displayName)
              : linked?.gameName || (linked ? linked.idNumber : '');
          await client.query(
            `INSERT INTO request_components (request_id, component_type_id, component_type, name, description, required, is_game, is_custom, keytbl, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8, $9)`,
            [
              requestId,
              id,
              type.displayName,
              name,
              linked ? `${linked.idNumber} v${linked.version}` : '',
              type.required,
              type.gameComponent,
              linked?.keytbl ?? null,
              position++,
            ],
          );
        }
      }
      await client.query(
        'INSERT INTO request_events (request_id, event_name, description, created_by, created_on) VALUES ($1, $2, $3, $4, $5)',
        [
          requestId,
          'Request Created',
          `Request created in state ${states[0]?.description ?? ''}`,
          user.name,
          createdOn,
        ],
      );
      if (state.description !== states[0]?.description) {
        await client.query(
          'INSERT INTO request_events (request_id, event_name, description, created_by, created_on) VALUES ($1, $2, $3, $4, $5)',
          [
            requestId,
            'Status Changed',
            `Status changed to ${state.description}`,
            (users.get('staff') as { name: string }).name,
            new Date(createdOn.getTime() + DAY),
          ],
        );
      }
      if (rnd.chance(0.4)) {
        const text = rnd.pick([
          'Waiting on updated paytable from the manufacturer.',
          'Verified signatures against the catalogue.',
          'Customer asked for delivery before the trade show.',
          'BIOS image re-read after checksum mismatch.',
        ]);
        const noteOn = new Date(createdOn.getTime() + 2 * DAY);
        await client.query(
          'INSERT INTO request_notes (request_id, note_text, created_by, created_on) VALUES ($1, $2, $3, $4)',
          [requestId, text, admin.name, noteOn],
        );
        await client.query(
          'INSERT INTO request_events (request_id, event_name, description, created_by, created_on) VALUES ($1, $2, $3, $4, $5)',
          [requestId, 'Note Added', text, admin.name, noteOn],
        );
      }
    }

    // Software validations: stored sets with their components.
    for (let i = 0; i < 7; i++) {
      const p = platforms[(i * 2) % platforms.length] as (typeof platforms)[number];
      const creator = users.get(i % 3 === 0 ? 'vendor' : 'staff') as { id: string; name: string };
      const rowsOut: string[] = [
        'Manufacturer,Platform,Component Type,Component Name,ID Number,Version',
      ];
      const components: Array<[string, string, string, boolean]> = [];
      for (const t of COMPONENT_TYPES.filter(
        (c) => c.requireKeytbl && (c.required || c.gameComponent),
      )) {
        const s = rnd.pick(software.get(`${p.manufacturer}:${t.componentType}`) ?? []);
        const name = s.gameName || `${t.displayName} ${s.idNumber}`;
        rowsOut.push(
          [
            p.manufacturer,
            p.name.split(' ').pop(),
            t.displayName,
            name,
            s.idNumber,
            s.version,
          ].join(','),
        );
        components.push([name, t.displayName, s.status, t.required]);
      }
      const fileName = `${p.prefix.toLowerCase()}-set-${i + 1}.csv`;
      const validationId = await insertId<number>(
        client,
        `INSERT INTO software_validations (name, description, manufacturer_id, mid, organization_id, created_by_id, created_on, file_name, file_data, manufacturer_name, created_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          `${p.name} Set ${i + 1}`,
          rnd.pick(REQUEST_DESCRIPTIONS),
          p.manufacturerId,
          p.mid,
          organizations[0]?.id,
          creator.id,
          new Date(now.getTime() - rnd.int(1, 60) * DAY),
          fileName,
          Buffer.from(rowsOut.join('\n') + '\n'),
          p.manufacturer,
          creator.name,
        ],
      );
      for (const [index, [name, type, status, required]] of components.entries()) {
        await client.query(
          'INSERT INTO software_validation_components (validation_id, name, component_type, status, required, position) VALUES ($1, $2, $3, $4, $5, $6)',
          [validationId, name, type, status, required, index],
        );
      }
    }
  });
  return true;
}
