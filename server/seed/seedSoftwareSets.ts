import type { DbClient } from '../db/pool';
import { COMPONENT_TYPES, REQUEST_DESCRIPTIONS } from './demoData';
import { DAY, insertId, type SeedLab } from './seedSupport';

/** The demo lab's software sets: SSIF submissions and stored software validations, with their components. */

export async function seedSubmissions(
  client: DbClient,
  { rnd, now, platforms, software }: SeedLab,
): Promise<Array<{ identity: number; mid: number }>> {
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
  return submissions;
}

export async function seedValidations(
  client: DbClient,
  { rnd, now, platforms, software, users, organizations }: SeedLab,
): Promise<void> {
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
        [p.manufacturer, p.name.split(' ').pop(), t.displayName, name, s.idNumber, s.version].join(
          ',',
        ),
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
}
