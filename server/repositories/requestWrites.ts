import { row, type Queryable } from '../db/pool';
import { sql, sqlParams, toQuery } from '../db/sql';

/** The writes of an image request: the request itself, its components, its state, its removal. */

export interface RequestWrite {
  name: string;
  description: string;
  mid: number;
  manufacturerId: number;
  manufacturerName: string;
  organizationId: string;
  stateId: string;
  status: string;
  priority: boolean;
  priorityDueDate: string | null;
  gpsPath: string | null;
}

export async function insertRequest(
  db: Queryable,
  write: RequestWrite,
  createdById: string,
  createdByName: string,
): Promise<number> {
  const w = write;
  const created = await row<{ id: number }>(
    db,
    sql`INSERT INTO image_requests (name, description, mid, manufacturer_id, manufacturer_name, organization_id, state_id, status,
       priority, priority_due_date, gps_path, created_by_id, created_by_name)
     VALUES (${w.name}, ${w.description}, ${w.mid}, ${w.manufacturerId}, ${w.manufacturerName}, ${w.organizationId}, ${w.stateId}, ${w.status}, ${w.priority}, ${w.priorityDueDate}, ${w.gpsPath}, ${createdById}, ${createdByName}) RETURNING id`,
  );
  if (!created) throw new Error('INSERT INTO image_requests returned no id');
  return created.id;
}

export async function updateRequest(db: Queryable, id: number, write: RequestWrite): Promise<void> {
  // Numbered in this order (the statement's text is the same whatever order `write`'s keys are in).
  const p = sqlParams({
    id,
    name: write.name,
    description: write.description,
    mid: write.mid,
    manufacturerId: write.manufacturerId,
    manufacturerName: write.manufacturerName,
    organizationId: write.organizationId,
    stateId: write.stateId,
    status: write.status,
    priority: write.priority,
    priorityDueDate: write.priorityDueDate,
    gpsPath: write.gpsPath,
  });
  await db.query(
    toQuery(sql`UPDATE image_requests SET name = ${p.name}, description = ${p.description}, mid = ${p.mid}, manufacturer_id = ${p.manufacturerId}, manufacturer_name = ${p.manufacturerName},
       organization_id = ${p.organizationId}, state_id = ${p.stateId}, status = ${p.status}, priority = ${p.priority}, priority_due_date = ${p.priorityDueDate}, gps_path = ${p.gpsPath},
       version = version + 1
     WHERE id = ${p.id}`),
  );
}

export interface ComponentWrite {
  componentTypeId: number | null;
  componentType: string;
  name: string;
  description: string;
  required: boolean;
  isGame: boolean;
  isCustom: boolean;
  keytbl: number | null;
}

/** Replaces the request's components wholesale, keeping the list order. */
export async function replaceComponents(
  db: Queryable,
  requestId: number,
  components: ComponentWrite[],
): Promise<void> {
  await db.query(toQuery(sql`DELETE FROM request_components WHERE request_id = ${requestId}`));
  if (components.length === 0) return;
  const column = <K extends keyof ComponentWrite>(key: K) => components.map((c) => c[key]);
  const p = sqlParams({
    requestId,
    typeIds: column('componentTypeId'),
    types: column('componentType'),
    names: column('name'),
    descriptions: column('description'),
    required: column('required'),
    isGame: column('isGame'),
    isCustom: column('isCustom'),
    keytbls: column('keytbl'),
  });
  await db.query(
    toQuery(sql`INSERT INTO request_components (request_id, component_type_id, component_type, name, description, required, is_game, is_custom, keytbl, position)
     SELECT ${p.requestId}, c.type_id, c.type, c.name, c.description, c.required, c.is_game, c.is_custom, c.keytbl, c.ord - 1
       FROM unnest(${p.typeIds}::int[], ${p.types}::text[], ${p.names}::text[], ${p.descriptions}::text[], ${p.required}::bool[], ${p.isGame}::bool[], ${p.isCustom}::bool[], ${p.keytbls}::int[])
            WITH ORDINALITY AS c(type_id, type, name, description, required, is_game, is_custom, keytbl, ord)`),
  );
}

export async function setRequestState(
  db: Queryable,
  id: number,
  stateId: string,
  status: string,
): Promise<void> {
  const p = sqlParams({ id, stateId, status });
  await db.query(
    toQuery(
      sql`UPDATE image_requests SET state_id = ${p.stateId}, status = ${p.status} WHERE id = ${p.id}`,
    ),
  );
}

export async function markRequestRemoved(db: Queryable, id: number): Promise<void> {
  await db.query(toQuery(sql`UPDATE image_requests SET removed_at = now() WHERE id = ${id}`));
}
