import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';

/** Manufacturers, platforms, component types and the software catalogue, as the request dialog reads them. */

export interface ManufacturerPlatformRow {
  manufacturerId: number;
  manufacturerName: string;
  mid: number | null;
  platform: string | null;
  name: string | null;
  gSAID: string | null;
  sASID: string | null;
}

/** One row per platform (or per manufacturer without platforms), manufacturers and platforms by name. */
export async function manufacturerPlatforms(
  db: Queryable,
  manufacturerIds: number[] | null,
): Promise<ManufacturerPlatformRow[]> {
  return rows<ManufacturerPlatformRow>(
    db,
    `SELECT m.id AS "manufacturerId", m.name AS "manufacturerName", p.mid, p.platform, p.name, p.gsa_id AS "gSAID", p.sas_id AS "sASID"
       FROM manufacturers m
       LEFT JOIN platforms p ON p.manufacturer_id = m.id
      WHERE $1::int[] IS NULL OR m.id = ANY($1::int[])
      ORDER BY lower(m.name), m.id, lower(p.name), p.mid`,
    [manufacturerIds],
  );
}

export interface PlatformRecord {
  mid: number;
  platform: string;
  name: string;
  manufacturerId: number;
  manufacturerName: string;
}

/** A platform the user may see (its manufacturer is one of theirs), or undefined. */
export async function findPlatform(
  db: Queryable,
  mid: number,
  manufacturerIds: number[] | null,
): Promise<PlatformRecord | undefined> {
  return row<PlatformRecord>(
    db,
    `SELECT p.mid, p.platform, p.name, p.manufacturer_id AS "manufacturerId", m.name AS "manufacturerName"
       FROM platforms p JOIN manufacturers m ON m.id = p.manufacturer_id
      WHERE p.mid = $1 AND ($2::int[] IS NULL OR p.manufacturer_id = ANY($2::int[]))`,
    [mid, manufacturerIds],
  );
}

type ComponentType = components['schemas']['ComponentType'];
/** A stored component type: the contract's, with the version it always has once saved. */
export type ComponentTypeRecord = ComponentType & Required<Pick<ComponentType, 'version'>>;

const COMPONENT_TYPE_COLUMNS = `ct.id AS "componentID", ct.version, ct.mid AS "manufacturerId", ct.jurisdiction_id AS "jurisdictionId",
  ct.component_type AS "componentType", ct.display_name AS "displayName", ct.filter_type AS "filterType",
  ct.require_keytbl AS "requireKeytbl", ct.game_component AS "gameComponent", ct.required, ct.active,
  ct.custom_names AS "customNames", ct.jurisdiction_types AS "jurisdictionTypes", ct.function, ct.id_numbers AS "idNumbers",
  ct.game_names AS "gameNames", ct.positions, ct.versions`;

/** A platform's component types in a jurisdiction, by display name; `activeOnly` for a new request's list. */
export async function componentTypesOf(
  db: Queryable,
  mid: number,
  jurisdictionId: number,
  activeOnly: boolean,
): Promise<ComponentTypeRecord[]> {
  return rows<ComponentTypeRecord>(
    db,
    `SELECT ${COMPONENT_TYPE_COLUMNS}
       FROM component_types ct
      WHERE ct.mid = $1 AND ct.jurisdiction_id = $2 AND (NOT $3 OR ct.active)
      ORDER BY lower(ct.display_name), ct.id`,
    [mid, jurisdictionId, activeOnly],
  );
}

/** Component types by id (to check a submitted components list against its platform). */
export async function componentTypesByIds(
  db: Queryable,
  ids: number[],
): Promise<ComponentTypeRecord[]> {
  if (ids.length === 0) return [];
  return rows<ComponentTypeRecord>(
    db,
    `SELECT ${COMPONENT_TYPE_COLUMNS} FROM component_types ct WHERE ct.id = ANY($1::int[])`,
    [ids],
  );
}

export async function findComponentType(
  db: Queryable,
  id: number,
): Promise<(ComponentTypeRecord & { platformManufacturerId: number }) | undefined> {
  return row<ComponentTypeRecord & { platformManufacturerId: number }>(
    db,
    `SELECT ${COMPONENT_TYPE_COLUMNS}, p.manufacturer_id AS "platformManufacturerId"
       FROM component_types ct JOIN platforms p ON p.mid = ct.mid
      WHERE ct.id = $1`,
    [id],
  );
}

export interface SoftwareRow {
  keytbl: number;
  status: string;
  fileNumber: string;
  manufacturer: string;
  idNumber: string;
  version: string;
  dateCode: string;
  gameName: string;
  function: string;
  position: string;
}

export interface SoftwareFilter {
  manufacturerId: number;
  /** null = any uploaded state. */
  uploaded: boolean | null;
  function: string;
  idNumbers: string[];
  gameNames: string[];
  versions: string[];
  positions: string[];
  jurisdictionTypes: string[];
}

/**
 * The manufacturer's catalogue narrowed by a Dynamic component type's filter: each non-empty
 * list keeps only software whose field equals one of its values (case-insensitive).
 */
export async function linkableSoftware(
  db: Queryable,
  filter: SoftwareFilter,
): Promise<SoftwareRow[]> {
  const lower = (values: string[]) => values.map((v) => v.toLowerCase());
  return rows<SoftwareRow>(
    db,
    `SELECT s.keytbl, s.status, s.file_number AS "fileNumber", m.name AS manufacturer, s.id_number AS "idNumber", s.version,
            s.date_code AS "dateCode", s.game_name AS "gameName", s.function, s.position
       FROM software s JOIN manufacturers m ON m.id = s.manufacturer_id
      WHERE s.manufacturer_id = $1
        AND ($2::boolean IS NULL OR s.uploaded = $2)
        AND ($3 = '' OR lower(s.function) = lower($3))
        AND (cardinality($4::text[]) = 0 OR lower(s.id_number) = ANY($4::text[]))
        AND (cardinality($5::text[]) = 0 OR lower(s.game_name) = ANY($5::text[]))
        AND (cardinality($6::text[]) = 0 OR lower(s.version) = ANY($6::text[]))
        AND (cardinality($7::text[]) = 0 OR lower(s.position) = ANY($7::text[]))
        AND (cardinality($8::text[]) = 0 OR lower(s.jurisdiction_type) = ANY($8::text[]))
      ORDER BY lower(s.id_number), lower(s.version), s.keytbl`,
    [
      filter.manufacturerId,
      filter.uploaded,
      filter.function,
      lower(filter.idNumbers),
      lower(filter.gameNames),
      lower(filter.versions),
      lower(filter.positions),
      lower(filter.jurisdictionTypes),
    ],
  );
}

/** Of these keytbls, the ones in the given manufacturer's catalogue. */
export async function softwareOfManufacturer(
  db: Queryable,
  keytbls: number[],
  manufacturerId: number,
): Promise<Set<number>> {
  if (keytbls.length === 0) return new Set();
  const found = await rows<{ keytbl: number }>(
    db,
    'SELECT keytbl FROM software WHERE keytbl = ANY($1::int[]) AND manufacturer_id = $2',
    [keytbls, manufacturerId],
  );
  return new Set(found.map((f) => f.keytbl));
}
