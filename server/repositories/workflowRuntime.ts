import { row, rows, type Queryable } from '../db/pool';

/** Workflows as requests move through them: organizations' workflows, states and role-restricted actions. */

export interface OrganizationWorkflow {
  id: string;
  workflowId: string;
}

/** A live organization and its workflow, or undefined. */
export async function findOrganization(
  db: Queryable,
  id: string,
): Promise<OrganizationWorkflow | undefined> {
  return row<OrganizationWorkflow>(
    db,
    'SELECT id, workflow_id AS "workflowId" FROM organizations WHERE id = $1 AND removed_at IS NULL',
    [id],
  );
}

export async function isOrganizationMember(
  db: Queryable,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const found = await row<{ ok: number }>(
    db,
    'SELECT 1 AS ok FROM organization_users WHERE organization_id = $1 AND user_id = $2',
    [organizationId, userId],
  );
  return found !== undefined;
}

export interface StateRecord {
  id: string;
  workflowId: string;
  description: string;
}

/** Where a new request starts: the workflow's state with the lowest sort order. */
export async function initialState(
  db: Queryable,
  workflowId: string,
): Promise<StateRecord | undefined> {
  return row<StateRecord>(
    db,
    `SELECT id, workflow_id AS "workflowId", description FROM workflow_states
      WHERE workflow_id = $1 ORDER BY sort_order, description, id LIMIT 1`,
    [workflowId],
  );
}

export async function findState(db: Queryable, id: string): Promise<StateRecord | undefined> {
  return row<StateRecord>(
    db,
    'SELECT id, workflow_id AS "workflowId", description FROM workflow_states WHERE id = $1',
    [id],
  );
}

export interface ActionRecord {
  id: string;
  stateId: string;
  description: string;
  quickAction: boolean;
  nextStateId: string | null;
  nextStateDescription: string | null;
  /** Whether one of the asking user's roles (or their super-user status) allows it. */
  allowed: boolean;
}

/** `roleIds` null = a super user, whom every action allows. */
function allowedExpression(param: string): string {
  return `(${param}::uuid[] IS NULL OR EXISTS (SELECT 1 FROM workflow_action_roles ar WHERE ar.action_id = a.id AND ar.role_id = ANY(${param}::uuid[])))`;
}

const ACTION_COLUMNS = `a.id, a.state_id AS "stateId", a.description, a.quick_action AS "quickAction",
  a.next_state_id AS "nextStateId", ns.description AS "nextStateDescription"`;

/** The actions of a state the user's roles allow, by name; `quickOnly` for the submit menu. */
export async function allowedActions(
  db: Queryable,
  stateId: string,
  roleIds: string[] | null,
  quickOnly: boolean,
): Promise<ActionRecord[]> {
  return rows<ActionRecord>(
    db,
    `SELECT ${ACTION_COLUMNS}, true AS allowed
       FROM workflow_actions a LEFT JOIN workflow_states ns ON ns.id = a.next_state_id
      WHERE a.state_id = $1 AND (NOT $3 OR a.quick_action) AND ${allowedExpression('$2')}
      ORDER BY lower(a.description), a.id`,
    [stateId, roleIds, quickOnly],
  );
}

/** One action, and whether the user's roles allow it. */
export async function findAction(
  db: Queryable,
  id: string,
  roleIds: string[] | null,
): Promise<ActionRecord | undefined> {
  return row<ActionRecord>(
    db,
    `SELECT ${ACTION_COLUMNS}, ${allowedExpression('$2')} AS allowed
       FROM workflow_actions a LEFT JOIN workflow_states ns ON ns.id = a.next_state_id
      WHERE a.id = $1`,
    [id, roleIds],
  );
}
