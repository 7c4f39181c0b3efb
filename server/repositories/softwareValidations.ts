import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';
import type { ManufacturerSetup, SetupComponentType } from '@/lib/domain/softwareSetCsv/checkSet';
import { softwareKey } from '@/lib/domain/softwareSetCsv/rules';
import { DEFAULT_JURISDICTION_ID } from '@/lib/domain/jurisdictions';
import { orderBy, pageWindow, searchPattern, type Page, type PageQuery } from './paging';

export type SoftwareValidationSortField =
  'UploadName' | 'Description' | 'Manufacturer' | 'CreatedOn' | 'CreatedBy';

export type SoftwareValidationRow = components['schemas']['SoftwareValidationRow'];
export type ValidationComponentRow = components['schemas']['ValidationComponent'];

export interface SoftwareValidationRecord {
  id: number;
  name: string;
  fileName: string;
  manufacturerId: number;
}

export interface CatalogueSoftware {
  keytbl: number;
  idNumber: string;
  version: string;
  status: string;
  gameName: string;
  function: string;
}

const SORT_COLUMNS: Record<SoftwareValidationSortField, string> = {
  UploadName: 'lower(v.name)',
  Description: 'lower(v.description)',
  Manufacturer: 'lower(v.manufacturer_name)',
  CreatedOn: 'v.created_on',
  CreatedBy: 'lower(v.created_by_name)',
};

/** The expression of software_validations_search_trgm, written the same so the index serves it. */
const SEARCH_TEXT =
  "lower(v.name || ' ' || v.manufacturer_name || ' ' || v.created_by_name || ' ' || v.description)";

/** The list's WHERE (search and restriction) and its values, shared by the page and the export. */
function validationsWhere(
  query: PageQuery,
  manufacturerIds: number[] | null,
): { whereSql: string; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  const pattern = searchPattern(query.searchTerm);
  if (pattern) {
    values.push(pattern);
    where.push(`${SEARCH_TEXT} LIKE $${values.length}`);
  }
  if (manufacturerIds) {
    values.push(manufacturerIds);
    where.push(`v.manufacturer_id = ANY($${values.length}::int[])`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', values };
}

const VALIDATION_COLUMNS = `v.id, v.name AS "uploadName", v.manufacturer_name AS manufacturer, v.description,
            v.created_by_name AS "createdBy", v.created_on AS "createdOn"`;

/** Every row of the list in its order, no paging (ExportSoftwareValidations). */
export function softwareValidationsExportQuery(
  query: PageQuery & { sortField?: SoftwareValidationSortField },
  manufacturerIds: number[] | null,
): { text: string; values: unknown[] } {
  const { whereSql, values } = validationsWhere(query, manufacturerIds);
  return {
    text: `SELECT ${VALIDATION_COLUMNS} FROM software_validations v ${whereSql}
       ${orderBy(SORT_COLUMNS, query.sortField ?? 'UploadName', query.sortDirection ?? 'desc', 'v.id')}`,
    values,
  };
}

export async function listSoftwareValidations(
  db: Queryable,
  query: PageQuery & { sortField?: SoftwareValidationSortField },
  manufacturerIds: number[] | null,
): Promise<Page<SoftwareValidationRow>> {
  const { whereSql, values } = validationsWhere(query, manufacturerIds);
  const { limit, offset } = pageWindow(query);
  const count = await row<{ n: number }>(
    db,
    `SELECT count(*) AS n FROM software_validations v ${whereSql}`,
    values,
  );
  const gridRows = await rows<SoftwareValidationRow & { createdOn: Date }>(
    db,
    `SELECT ${VALIDATION_COLUMNS}
       FROM software_validations v ${whereSql}
       ${orderBy(SORT_COLUMNS, query.sortField ?? 'UploadName', query.sortDirection ?? 'desc', 'v.id')}
      LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, limit, offset],
  );
  return {
    rowCount: count?.n ?? 0,
    gridRows: gridRows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString() })),
  };
}

export async function findSoftwareValidation(
  db: Queryable,
  id: number,
): Promise<SoftwareValidationRecord | undefined> {
  return row<SoftwareValidationRecord>(
    db,
    'SELECT id, name, file_name AS "fileName", manufacturer_id AS "manufacturerId" FROM software_validations WHERE id = $1',
    [id],
  );
}

/** In file order. */
export async function listValidationComponents(
  db: Queryable,
  validationId: number,
): Promise<ValidationComponentRow[]> {
  return rows<ValidationComponentRow>(
    db,
    `SELECT name, component_type AS "componentType", status, required
       FROM software_validation_components WHERE validation_id = $1 ORDER BY position, id`,
    [validationId],
  );
}

export async function organizationExists(db: Queryable, organizationId: string): Promise<boolean> {
  const found = await row<{ id: string }>(
    db,
    'SELECT id FROM organizations WHERE id = $1 AND removed_at IS NULL',
    [organizationId],
  );
  return found !== undefined;
}

/** The manufacturer of a platform (`mid`), or undefined. */
export async function findPlatformOwner(
  db: Queryable,
  mid: number,
): Promise<{ mid: number; manufacturerId: number } | undefined> {
  return row<{ mid: number; manufacturerId: number }>(
    db,
    'SELECT mid, manufacturer_id AS "manufacturerId" FROM platforms WHERE mid = $1',
    [mid],
  );
}

/**
 * A manufacturer (by id, or by name case-insensitively) with its platforms and each
 * platform's active component types of the default jurisdiction.
 */
export async function loadManufacturerSetup(
  db: Queryable,
  by: { id: number } | { name: string },
): Promise<ManufacturerSetup | undefined> {
  const manufacturer =
    'id' in by
      ? await row<{ id: number; name: string }>(
          db,
          'SELECT id, name FROM manufacturers WHERE id = $1',
          [by.id],
        )
      : await row<{ id: number; name: string }>(
          db,
          'SELECT id, name FROM manufacturers WHERE lower(name) = lower($1) ORDER BY id LIMIT 1',
          [by.name.trim()],
        );
  if (!manufacturer) return undefined;
  const platforms = await rows<{ mid: number; platform: string; name: string }>(
    db,
    'SELECT mid, platform, name FROM platforms WHERE manufacturer_id = $1 ORDER BY mid',
    [manufacturer.id],
  );
  const types = await rows<SetupComponentType & { mid: number }>(
    db,
    `SELECT t.mid, t.id AS "componentID", t.component_type AS "componentType", t.display_name AS "displayName",
            t.required, t.game_component AS "gameComponent", t.require_keytbl AS "requireKeytbl"
       FROM component_types t JOIN platforms p ON p.mid = t.mid
      WHERE p.manufacturer_id = $1 AND t.jurisdiction_id = $2 AND t.active
      ORDER BY t.display_name, t.id`,
    [manufacturer.id, DEFAULT_JURISDICTION_ID],
  );
  return {
    id: manufacturer.id,
    name: manufacturer.name,
    platforms: platforms.map((p) => ({
      ...p,
      componentTypes: types.filter((t) => t.mid === p.mid).map(({ mid: _mid, ...t }) => t),
    })),
  };
}

/**
 * The manufacturer's uploaded (linkable) software matching any of the (ID Number, Version)
 * pairs, case-insensitively, keyed by softwareKey; the lowest keytbl wins a tie.
 */
export async function findUploadedSoftware(
  db: Queryable,
  manufacturerId: number,
  pairs: ReadonlyArray<{ idNumber: string; version: string }>,
): Promise<Map<string, CatalogueSoftware>> {
  const found = new Map<string, CatalogueSoftware>();
  if (pairs.length === 0) return found;
  const matches = await rows<CatalogueSoftware>(
    db,
    `SELECT DISTINCT ON (lower(s.id_number), lower(s.version))
            s.keytbl, s.id_number AS "idNumber", s.version, s.status, s.game_name AS "gameName", s.function
       FROM software s
       JOIN (SELECT DISTINCT lower(i) AS id_number, lower(v) AS version FROM unnest($2::text[], $3::text[]) AS w(i, v)) w
         ON lower(s.id_number) = w.id_number AND lower(s.version) = w.version
      WHERE s.manufacturer_id = $1 AND s.uploaded
      ORDER BY lower(s.id_number), lower(s.version), s.keytbl`,
    [manufacturerId, pairs.map((p) => p.idNumber.trim()), pairs.map((p) => p.version.trim())],
  );
  for (const m of matches) found.set(softwareKey(m.idNumber, m.version), m);
  return found;
}

export interface NewSoftwareValidation {
  name: string;
  description: string;
  manufacturerId: number;
  manufacturerName: string;
  mid: number;
  organizationId: string | null;
  createdById: string;
  createdByName: string;
  fileName: string;
  fileData: Buffer;
  components: ValidationComponentRow[];
}

/** Stores the set and its components (in file order); run inside a transaction. */
export async function insertSoftwareValidation(
  db: Queryable,
  v: NewSoftwareValidation,
): Promise<number> {
  const created = await row<{ id: number }>(
    db,
    `INSERT INTO software_validations (name, description, manufacturer_id, mid, organization_id, created_by_id, file_name, file_data, manufacturer_name, created_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      v.name,
      v.description,
      v.manufacturerId,
      v.mid,
      v.organizationId,
      v.createdById,
      v.fileName,
      v.fileData,
      v.manufacturerName,
      v.createdByName,
    ],
  );
  if (!created) throw new Error('software validation insert returned no id');
  // One statement for up to 10,000 rows.
  await db.query(
    `INSERT INTO software_validation_components (validation_id, name, component_type, status, required, position)
     SELECT $1, c.name, c.component_type, c.status, c.required, c.ord - 1
       FROM unnest($2::text[], $3::text[], $4::text[], $5::boolean[]) WITH ORDINALITY AS c(name, component_type, status, required, ord)`,
    [
      created.id,
      v.components.map((c) => c.name),
      v.components.map((c) => c.componentType),
      v.components.map((c) => c.status),
      v.components.map((c) => c.required),
    ],
  );
  return created.id;
}
