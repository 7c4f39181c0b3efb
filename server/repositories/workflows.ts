import type { components } from '@/api/generated/openapi';
import { row, rows, type Queryable } from '../db/pool';
import { ROLE_COLUMNS, toRoleView, type RoleRow } from './roles';

export type Workflow = components['schemas']['Workflow'];
export type WorkflowState = components['schemas']['WorkflowState'];
export type WorkflowConfigAction = components['schemas']['WorkflowConfigAction'];
export type Role = components['schemas']['Role'];

interface WorkflowRow {
  id: string;
  name: string;
  version: number;
}

interface StateRow {
  id: string;
  workflow_id: string;
  description: string;
  sort_order: number;
  version: number;
}

interface ActionRow {
  id: string;
  state_id: string;
  description: string;
  quick_action: boolean;
  next_state_id: string | null;
  version: number;
}

const toState = (s: StateRow): WorkflowState => ({
  id: s.id,
  description: s.description,
  sortOrder: s.sort_order,
  version: s.version,
});

const STATE_COLUMNS = 'id, workflow_id, description, sort_order, version';

// ── workflows ──

export async function listWorkflows(db: Queryable): Promise<Workflow[]> {
  return rows<WorkflowRow>(db, 'SELECT id, name, version FROM workflows ORDER BY lower(name), id');
}

export async function findWorkflow(db: Queryable, id: string): Promise<Workflow | undefined> {
  return row<WorkflowRow>(db, 'SELECT id, name, version FROM workflows WHERE id = $1', [id]);
}

/** Another workflow (not `exceptId`) already called `name`, compared case-insensitively. */
export async function workflowNameTaken(
  db: Queryable,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const found = await row<{ id: string }>(
    db,
    'SELECT id FROM workflows WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2',
    [name, exceptId],
  );
  return found !== undefined;
}

export async function insertWorkflow(db: Queryable, name: string): Promise<Workflow> {
  const created = await row<WorkflowRow>(
    db,
    'INSERT INTO workflows (name) VALUES ($1) RETURNING id, name, version',
    [name],
  );
  if (!created) throw new Error('INSERT workflows returned no row');
  return created;
}

/**
 * Renames the workflow and moves its version on. With `version`, only when that is still the
 * stored one: undefined when the workflow is gone or was saved since (the caller tells which).
 */
export async function renameWorkflow(
  db: Queryable,
  id: string,
  name: string,
  version?: number,
): Promise<Workflow | undefined> {
  return row<WorkflowRow>(
    db,
    `UPDATE workflows SET name = $2, version = version + 1
      WHERE id = $1 AND ($3::integer IS NULL OR version = $3) RETURNING id, name, version`,
    [id, name, version ?? null],
  );
}

// ── states ──

export async function listStates(db: Queryable, workflowId: string): Promise<WorkflowState[]> {
  const found = await rows<StateRow>(
    db,
    `SELECT ${STATE_COLUMNS} FROM workflow_states WHERE workflow_id = $1 ORDER BY sort_order, lower(description), id`,
    [workflowId],
  );
  return found.map(toState);
}

/** A state with the workflow it belongs to. */
export async function findState(
  db: Queryable,
  id: string,
): Promise<(WorkflowState & { workflowId: string }) | undefined> {
  const found = await row<StateRow>(
    db,
    `SELECT ${STATE_COLUMNS} FROM workflow_states WHERE id = $1`,
    [id],
  );
  return found ? { ...toState(found), workflowId: found.workflow_id } : undefined;
}

export async function stateDescriptionTaken(
  db: Queryable,
  workflowId: string,
  description: string,
  exceptId: string | null,
): Promise<boolean> {
  const found = await row<{ id: string }>(
    db,
    'SELECT id FROM workflow_states WHERE workflow_id = $1 AND lower(description) = lower($2) AND id IS DISTINCT FROM $3',
    [workflowId, description, exceptId],
  );
  return found !== undefined;
}

export async function insertState(
  db: Queryable,
  workflowId: string,
  description: string,
  sortOrder: number,
): Promise<WorkflowState> {
  const created = await row<StateRow>(
    db,
    `INSERT INTO workflow_states (workflow_id, description, sort_order) VALUES ($1, $2, $3) RETURNING ${STATE_COLUMNS}`,
    [workflowId, description, sortOrder],
  );
  if (!created) throw new Error('INSERT workflow_states returned no row');
  return toState(created);
}

/**
 * Saves the state and moves its version on. With `version`, only when that is still the
 * stored one: undefined when the state is gone or was saved since (the caller tells which).
 */
export async function updateState(
  db: Queryable,
  id: string,
  description: string,
  sortOrder: number,
  version?: number,
): Promise<WorkflowState | undefined> {
  const updated = await row<StateRow>(
    db,
    `UPDATE workflow_states SET description = $2, sort_order = $3, version = version + 1
      WHERE id = $1 AND ($4::integer IS NULL OR version = $4) RETURNING ${STATE_COLUMNS}`,
    [id, description, sortOrder, version ?? null],
  );
  return updated ? toState(updated) : undefined;
}

// ── actions ──

const ACTION_COLUMNS =
  'a.id, a.state_id, a.description, a.quick_action, a.next_state_id, a.version';

/** Actions with their next state and allowed roles, in three queries whatever the count. */
async function hydrateActions(
  db: Queryable,
  actions: ActionRow[],
): Promise<WorkflowConfigAction[]> {
  if (actions.length === 0) return [];
  const nextIds = [
    ...new Set(actions.map((a) => a.next_state_id).filter((id): id is string => id !== null)),
  ];
  const states = nextIds.length
    ? await rows<StateRow>(
        db,
        `SELECT ${STATE_COLUMNS} FROM workflow_states WHERE id = ANY($1::uuid[])`,
        [nextIds],
      )
    : [];
  const stateById = new Map(states.map((s) => [s.id, toState(s)]));
  const roleRows = await rows<RoleRow & { action_id: string }>(
    db,
    `SELECT war.action_id, ${ROLE_COLUMNS}
       FROM workflow_action_roles war JOIN roles r ON r.id = war.role_id
      WHERE war.action_id = ANY($1::uuid[]) ORDER BY lower(r.description), r.id`,
    [actions.map((a) => a.id)],
  );
  return actions.map((a) => ({
    id: a.id,
    description: a.description,
    quickAction: a.quick_action,
    version: a.version,
    nextState: a.next_state_id ? (stateById.get(a.next_state_id) ?? null) : null,
    allowedRoles: roleRows.filter((r) => r.action_id === a.id).map(toRoleView),
  }));
}

export async function listActions(db: Queryable, stateId: string): Promise<WorkflowConfigAction[]> {
  const found = await rows<ActionRow>(
    db,
    `SELECT ${ACTION_COLUMNS} FROM workflow_actions a WHERE a.state_id = $1 ORDER BY lower(a.description), a.id`,
    [stateId],
  );
  return hydrateActions(db, found);
}

export async function findAction(
  db: Queryable,
  id: string,
): Promise<(WorkflowConfigAction & { stateId: string }) | undefined> {
  const found = await row<ActionRow>(
    db,
    `SELECT ${ACTION_COLUMNS} FROM workflow_actions a WHERE a.id = $1`,
    [id],
  );
  if (!found) return undefined;
  const [action] = await hydrateActions(db, [found]);
  return action ? { ...action, stateId: found.state_id } : undefined;
}

export async function actionDescriptionTaken(
  db: Queryable,
  stateId: string,
  description: string,
  exceptId: string | null,
): Promise<boolean> {
  const found = await row<{ id: string }>(
    db,
    'SELECT id FROM workflow_actions WHERE state_id = $1 AND lower(description) = lower($2) AND id IS DISTINCT FROM $3',
    [stateId, description, exceptId],
  );
  return found !== undefined;
}

export interface ActionFields {
  description: string;
  quickAction: boolean;
  nextStateId: string | null;
}

export async function insertAction(
  db: Queryable,
  stateId: string,
  fields: ActionFields,
): Promise<string> {
  const created = await row<{ id: string }>(
    db,
    'INSERT INTO workflow_actions (state_id, description, quick_action, next_state_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [stateId, fields.description, fields.quickAction, fields.nextStateId],
  );
  if (!created) throw new Error('INSERT workflow_actions returned no row');
  return created.id;
}

/**
 * Saves the action's fields and moves its version on. With `version`, only when that is
 * still the stored one: false when the action is gone or has changed since (the caller tells which).
 */
export async function updateAction(
  db: Queryable,
  id: string,
  fields: ActionFields,
  version?: number,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE workflow_actions SET description = $2, quick_action = $3, next_state_id = $4, version = version + 1
      WHERE id = $1 AND ($5::integer IS NULL OR version = $5)`,
    [id, fields.description, fields.quickAction, fields.nextStateId, version ?? null],
  );
  return updated.rowCount === 1;
}

/** Makes the action's allowed roles exactly `roleIds`. */
export async function replaceActionRoles(
  db: Queryable,
  actionId: string,
  roleIds: string[],
): Promise<void> {
  await db.query(
    'DELETE FROM workflow_action_roles WHERE action_id = $1 AND NOT (role_id = ANY($2::uuid[]))',
    [actionId, roleIds],
  );
  await addActionRoles(db, actionId, roleIds);
}

export async function addActionRoles(
  db: Queryable,
  actionId: string,
  roleIds: string[],
): Promise<void> {
  if (roleIds.length === 0) return;
  await db.query(
    'INSERT INTO workflow_action_roles (action_id, role_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
    [actionId, roleIds],
  );
}

// A role added or removed changes what a save of the action would send (its roles are applied
// as sent), so the action's version moves on in the same statement; a call that changes
// nothing leaves it.

/** AddActionRole: the role allowed. */
export async function addActionRole(
  db: Queryable,
  actionId: string,
  roleId: string,
): Promise<void> {
  await db.query(
    `WITH added AS (
       INSERT INTO workflow_action_roles (action_id, role_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING action_id)
     UPDATE workflow_actions SET version = version + 1 WHERE id IN (SELECT action_id FROM added)`,
    [actionId, roleId],
  );
}

/** DeleteActionRole: the role no longer allowed. */
export async function deleteActionRole(
  db: Queryable,
  actionId: string,
  roleId: string,
): Promise<void> {
  await db.query(
    `WITH removed AS (
       DELETE FROM workflow_action_roles WHERE action_id = $1 AND role_id = $2 RETURNING action_id)
     UPDATE workflow_actions SET version = version + 1 WHERE id IN (SELECT action_id FROM removed)`,
    [actionId, roleId],
  );
}

/** The ids among `roleIds` that name no role. */
export async function unknownRoleIds(db: Queryable, roleIds: string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const known = await rows<{ id: string }>(db, 'SELECT id FROM roles WHERE id = ANY($1::uuid[])', [
    roleIds,
  ]);
  const knownIds = new Set(known.map((r) => r.id));
  return roleIds.filter((id) => !knownIds.has(id));
}
