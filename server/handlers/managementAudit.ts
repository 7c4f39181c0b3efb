import type { AuditActor } from '../audit/trail';
import { recordChange } from '../audit/trail';
import type { Queryable } from '../db/pool';
import type { ComponentType } from '../repositories/platformConfig';
import type { WorkflowConfigAction, WorkflowState } from '../repositories/workflows';

/*
 * Data Management's records as the audit trail compares them: names rather than ids, and no
 * `version` (it moves with every save and says nothing a reader needs).
 */
const stateView = (s: WorkflowState) => ({ description: s.description, sortOrder: s.sortOrder });
const actionView = (a: WorkflowConfigAction) => ({
  description: a.description,
  quickAction: a.quickAction,
  nextState: a.nextState?.description ?? null,
  allowedRoles: a.allowedRoles.map((role) => role.description).sort(),
});
function componentTypeView(type: ComponentType): Record<string, unknown> {
  const { version: _version, ...fields } = type;
  return fields;
}

type Audited<T> = { before: T | null | undefined; after: T | null | undefined };

export const auditWorkflow = (
  db: Queryable,
  actor: AuditActor,
  { before, after }: Audited<{ id: string; name: string }>,
) =>
  after &&
  recordChange(db, {
    actor,
    kind: 'workflow',
    target: { id: after.id, label: after.name },
    before: before ? { name: before.name } : null,
    after: { name: after.name },
  });

export const auditState = (
  db: Queryable,
  actor: AuditActor,
  { before, after }: Audited<WorkflowState>,
) =>
  after &&
  recordChange(db, {
    actor,
    kind: 'workflow',
    target: { id: after.id, label: `State ${after.description}` },
    before: before ? stateView(before) : null,
    after: stateView(after),
  });

export const auditAction = (
  db: Queryable,
  actor: AuditActor,
  { before, after }: Audited<WorkflowConfigAction>,
  action?: string,
) =>
  after &&
  recordChange(db, {
    actor,
    kind: 'workflow',
    action,
    target: { id: after.id, label: `Action ${after.description}` },
    before: before ? actionView(before) : null,
    after: actionView(after),
  });

export const auditComponentType = (
  db: Queryable,
  actor: AuditActor,
  { before, after }: Audited<ComponentType>,
) =>
  after &&
  recordChange(db, {
    actor,
    kind: 'componentType',
    target: { id: after.componentID, label: after.displayName },
    before: before ? componentTypeView(before) : null,
    after: componentTypeView(after),
  });
