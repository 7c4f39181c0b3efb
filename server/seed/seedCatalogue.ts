import type { DbClient } from '../db/pool';
import {
  COMPONENT_TYPES,
  GAME_TITLES,
  JURISDICTIONS,
  MANUFACTURERS,
  STATUSES_CATALOGUE,
} from './demoData';
import { insertId, type Random } from './seedSupport';

/** The demo lab's catalogue: jurisdictions, manufacturers and platforms, component types, software. */

export interface SeededPlatform {
  mid: number;
  manufacturerId: number;
  manufacturer: string;
  prefix: string;
  name: string;
}

export interface SeededSoftware {
  keytbl: number;
  idNumber: string;
  version: string;
  status: string;
  gameName: string;
}

export interface SeededCatalogue {
  manufacturerIds: Map<string, number>;
  platforms: SeededPlatform[];
  /** Each platform's component types in jurisdiction 129, by mid. */
  componentTypes: Map<number, Array<{ id: number; type: (typeof COMPONENT_TYPES)[number] }>>;
  /** Software by `${manufacturer}:${componentType}`. */
  software: Map<string, SeededSoftware[]>;
}

export async function seedCatalogue(client: DbClient, rnd: Random): Promise<SeededCatalogue> {
  for (const [id, name] of JURISDICTIONS)
    await client.query('INSERT INTO jurisdictions (id, name) VALUES ($1, $2)', [id, name]);

  const manufacturerIds = new Map<string, number>();
  const platforms: SeededPlatform[] = [];
  const componentTypes: SeededCatalogue['componentTypes'] = new Map();
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
  const software = new Map<string, SeededSoftware[]>();
  for (const m of MANUFACTURERS) {
    const manufacturerId = manufacturerIds.get(m.name) as number;
    for (const t of COMPONENT_TYPES.filter((c) => c.requireKeytbl)) {
      const list: SeededSoftware[] = [];
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

  return { manufacturerIds, platforms, componentTypes, software };
}
