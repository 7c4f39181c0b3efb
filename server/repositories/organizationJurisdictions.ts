import type { components } from '@/api/generated/openapi';
import { rows, type Queryable } from '../db/pool';

/** Jurisdictions, and those of organizations and of their members. */
export type Jurisdiction = components['schemas']['Jurisdiction'];

const toJurisdiction = (j: { id: number; name: string }): Jurisdiction => ({
  jurisdictionId: j.id,
  jurisdictionName: j.name,
});

export async function allJurisdictions(db: Queryable): Promise<Jurisdiction[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM jurisdictions ORDER BY lower(name), id',
  );
  return found.map(toJurisdiction);
}

/** The jurisdictions of the live organizations `userId` belongs to. */
export async function jurisdictionsOfUser(db: Queryable, userId: string): Promise<Jurisdiction[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    `SELECT j.id, j.name FROM jurisdictions j
      WHERE EXISTS (
        SELECT 1 FROM organization_users ou
          JOIN organizations o ON o.id = ou.organization_id AND o.removed_at IS NULL
          JOIN organization_jurisdictions oj ON oj.organization_id = o.id
         WHERE ou.user_id = $1 AND oj.jurisdiction_id = j.id)
      ORDER BY lower(j.name), j.id`,
    [userId],
  );
  return found.map(toJurisdiction);
}

export async function organizationJurisdictions(
  db: Queryable,
  organizationId: string,
): Promise<Jurisdiction[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    `SELECT j.id, j.name FROM organization_jurisdictions oj JOIN jurisdictions j ON j.id = oj.jurisdiction_id
      WHERE oj.organization_id = $1 ORDER BY lower(j.name), j.id`,
    [organizationId],
  );
  return found.map(toJurisdiction);
}

export async function jurisdictionsNotInOrganization(
  db: Queryable,
  organizationId: string,
): Promise<Jurisdiction[]> {
  const found = await rows<{ id: number; name: string }>(
    db,
    `SELECT j.id, j.name FROM jurisdictions j
      WHERE NOT EXISTS (SELECT 1 FROM organization_jurisdictions oj WHERE oj.organization_id = $1 AND oj.jurisdiction_id = j.id)
      ORDER BY lower(j.name), j.id`,
    [organizationId],
  );
  return found.map(toJurisdiction);
}

/** The ids among `jurisdictionIds` that name no jurisdiction. */
export async function unknownJurisdictionIds(
  db: Queryable,
  jurisdictionIds: number[],
): Promise<number[]> {
  const known = await rows<{ id: number }>(
    db,
    'SELECT id FROM jurisdictions WHERE id = ANY($1::int[])',
    [jurisdictionIds],
  );
  const knownIds = new Set(known.map((j) => j.id));
  return jurisdictionIds.filter((id) => !knownIds.has(id));
}

export async function addOrganizationJurisdictions(
  db: Queryable,
  organizationId: string,
  jurisdictionIds: number[],
): Promise<void> {
  await db.query(
    'INSERT INTO organization_jurisdictions (organization_id, jurisdiction_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [organizationId, jurisdictionIds],
  );
}

export async function removeOrganizationJurisdictions(
  db: Queryable,
  organizationId: string,
  jurisdictionIds: number[],
): Promise<void> {
  await db.query(
    'DELETE FROM organization_jurisdictions WHERE organization_id = $1 AND jurisdiction_id = ANY($2::int[])',
    [organizationId, jurisdictionIds],
  );
}
