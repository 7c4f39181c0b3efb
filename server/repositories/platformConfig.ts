import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';

/** Manufacturers, their platforms and the component types configured per platform and jurisdiction. */
export type Manufacturer = components['schemas']['Manufacturer'];
export type Platform = components['schemas']['Platform'];
export type ComponentType = components['schemas']['ComponentType'];

interface PlatformRow {
  mid: number;
  manufacturer_id: number;
  platform: string;
  name: string;
  gsa_id: string | null;
  sas_id: string | null;
}

interface ComponentTypeRow {
  id: number;
  version: number;
  mid: number;
  jurisdiction_id: number;
  component_type: string;
  display_name: string;
  filter_type: 'CustomNames' | 'Dynamic';
  require_keytbl: boolean;
  game_component: boolean;
  required: boolean;
  active: boolean;
  custom_names: string;
  jurisdiction_types: string;
  function: string;
  id_numbers: string;
  game_names: string;
  positions: string;
  versions: string;
}

const toPlatform = (p: PlatformRow): Platform => ({
  mid: p.mid,
  platform: p.platform,
  name: p.name,
  gSAID: p.gsa_id,
  sASID: p.sas_id,
});

const toComponentType = (c: ComponentTypeRow): ComponentType => ({
  componentID: c.id,
  version: c.version,
  manufacturerId: c.mid,
  jurisdictionId: c.jurisdiction_id,
  componentType: c.component_type,
  displayName: c.display_name,
  filterType: c.filter_type,
  requireKeytbl: c.require_keytbl,
  gameComponent: c.game_component,
  active: c.active,
  customNames: c.custom_names,
  jurisdictionTypes: c.jurisdiction_types,
  function: c.function,
  idNumbers: c.id_numbers,
  gameNames: c.game_names,
  positions: c.positions,
  versions: c.versions,
  required: c.required,
});

const PLATFORM_COLUMNS = 'mid, manufacturer_id, platform, name, gsa_id, sas_id';
const COMPONENT_TYPE_COLUMNS = `id, version, mid, jurisdiction_id, component_type, display_name, filter_type, require_keytbl, game_component,
  required, active, custom_names, jurisdiction_types, function, id_numbers, game_names, positions, versions`;

// ── manufacturers and platforms ──

/** Every manufacturer (or only `manufacturerIds`) by name, each with its platforms by name. */
export async function listManufacturersWithPlatforms(
  db: Queryable,
  manufacturerIds: number[] | null,
): Promise<Manufacturer[]> {
  const makers = await rows<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM manufacturers WHERE $1::int[] IS NULL OR id = ANY($1::int[]) ORDER BY lower(name), id',
    [manufacturerIds],
  );
  const platforms = await rows<PlatformRow>(
    db,
    `SELECT ${PLATFORM_COLUMNS} FROM platforms WHERE $1::int[] IS NULL OR manufacturer_id = ANY($1::int[]) ORDER BY lower(platform), mid`,
    [manufacturerIds],
  );
  return makers.map((m) => ({
    manufacturerId: m.id,
    manufacturerName: m.name,
    platforms: platforms.filter((p) => p.manufacturer_id === m.id).map(toPlatform),
  }));
}

export function findManufacturer(
  db: Queryable,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  return row<{ id: number; name: string }>(db, 'SELECT id, name FROM manufacturers WHERE id = $1', [
    id,
  ]);
}

/** A platform by its mid, with the manufacturer it belongs to. */
export async function findPlatform(
  db: Queryable,
  mid: number,
): Promise<(Platform & { manufacturerId: number }) | undefined> {
  const found = await row<PlatformRow>(
    db,
    `SELECT ${PLATFORM_COLUMNS} FROM platforms WHERE mid = $1`,
    [mid],
  );
  return found ? { ...toPlatform(found), manufacturerId: found.manufacturer_id } : undefined;
}

export async function platformNameTaken(
  db: Queryable,
  manufacturerId: number,
  platform: string,
): Promise<boolean> {
  const found = await row<{ mid: number }>(
    db,
    'SELECT mid FROM platforms WHERE manufacturer_id = $1 AND lower(platform) = lower($2)',
    [manufacturerId, platform],
  );
  return found !== undefined;
}

export async function insertPlatform(
  db: Queryable,
  fields: { manufacturerId: number; platform: string; name: string; sasId: string | null },
): Promise<Platform> {
  const created = await row<PlatformRow>(
    db,
    `INSERT INTO platforms (manufacturer_id, platform, name, sas_id) VALUES ($1, $2, $3, $4) RETURNING ${PLATFORM_COLUMNS}`,
    [fields.manufacturerId, fields.platform, fields.name, fields.sasId],
  );
  if (!created) throw new Error('INSERT platforms returned no row');
  return toPlatform(created);
}

// ── jurisdictions ──

export async function jurisdictionExists(db: Queryable, id: number): Promise<boolean> {
  const found = await row<{ id: number }>(db, 'SELECT id FROM jurisdictions WHERE id = $1', [id]);
  return found !== undefined;
}

// ── component types ──

export async function findComponentType(
  db: Queryable,
  id: number,
): Promise<ComponentType | undefined> {
  const found = await row<ComponentTypeRow>(
    db,
    `SELECT ${COMPONENT_TYPE_COLUMNS} FROM component_types WHERE id = $1`,
    [id],
  );
  return found ? toComponentType(found) : undefined;
}

/** Another type of the same platform and jurisdiction (not `exceptId`) with this display name or type name. */
export async function componentTypeNameTaken(
  db: Queryable,
  fields: { mid: number; jurisdictionId: number; displayName: string; componentType: string },
  exceptId: number | null,
): Promise<boolean> {
  const found = await row<{ id: number }>(
    db,
    `SELECT id FROM component_types
      WHERE mid = $1 AND jurisdiction_id = $2 AND id IS DISTINCT FROM $5
        AND (lower(display_name) = lower($3) OR lower(component_type) = lower($4))`,
    [fields.mid, fields.jurisdictionId, fields.displayName, fields.componentType, exceptId],
  );
  return found !== undefined;
}

/**
 * A component type as stored: `componentID` 0 inserts, any other id updates that row and moves
 * its version on, only when `type.version` (if sent) is still the stored one: undefined when the
 * type is gone or was saved since (the caller tells which).
 */
export async function saveComponentType(
  db: Queryable,
  type: ComponentType,
): Promise<ComponentType | undefined> {
  const values = [
    type.manufacturerId,
    type.jurisdictionId,
    type.componentType,
    type.displayName,
    type.filterType,
    type.requireKeytbl,
    type.gameComponent,
    type.required,
    type.active,
    type.customNames,
    type.jurisdictionTypes,
    type.function,
    type.idNumbers,
    type.gameNames,
    type.positions,
    type.versions,
  ];
  if (type.componentID === 0) {
    const created = await row<ComponentTypeRow>(
      db,
      `INSERT INTO component_types (mid, jurisdiction_id, component_type, display_name, filter_type, require_keytbl, game_component,
         required, active, custom_names, jurisdiction_types, function, id_numbers, game_names, positions, versions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING ${COMPONENT_TYPE_COLUMNS}`,
      values,
    );
    return created ? toComponentType(created) : undefined;
  }
  const updated = await row<ComponentTypeRow>(
    db,
    `UPDATE component_types SET mid = $1, jurisdiction_id = $2, component_type = $3, display_name = $4, filter_type = $5,
       require_keytbl = $6, game_component = $7, required = $8, active = $9, custom_names = $10, jurisdiction_types = $11,
       function = $12, id_numbers = $13, game_names = $14, positions = $15, versions = $16, version = version + 1
     WHERE id = $17 AND ($18::integer IS NULL OR version = $18) RETURNING ${COMPONENT_TYPE_COLUMNS}`,
    [...values, type.componentID, type.version ?? null],
  );
  return updated ? toComponentType(updated) : undefined;
}
