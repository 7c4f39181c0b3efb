/**
 * Test data and MSW handlers for Data Management: contract-shaped answers over a small
 * in-memory lab (saves change what the next load returns, as on the server), recording
 * every query and body sent.
 */
import type { Jurisdiction } from '@/api/generated/administrativeApi';
import { newComponentType } from '@/lib/domain/componentTypes';
import { nameLinkRow } from '@/lib/domain/nameLinks';
import type {
  ComponentType,
  Manufacturer,
  NewPlatform,
  Role,
  Workflow,
  WorkflowConfigAction,
  WorkflowState,
} from '@/api/generated/managementApi';
import { failure, mockOperation, ok, okWith } from '@/testing/mockApi';
import { server } from '@/testing/server';

export const EMPTY = '00000000-0000-0000-0000-000000000000';

export const role = (objectId: string, description: string): Role => ({
  objectId,
  description,
  isSuperUser: false,
  isManufacturerRestrictingRoles: false,
  createdOn: '2026-01-01T00:00:00.000Z',
  createdBy: 'admin',
  updatedOn: null,
  updatedBy: null,
});

export const labStaff = role('0a000000-0000-4000-8000-000000000001', 'Lab Staff');
export const labManager = role('0a000000-0000-4000-8000-000000000002', 'Lab Manager');

export const standard: Workflow = {
  id: '0b000000-0000-4000-8000-000000000001',
  name: 'Standard Review',
};
export const open: WorkflowState = {
  id: '0c000000-0000-4000-8000-000000000001',
  description: 'Open',
  sortOrder: 1,
  version: 1,
};
export const inReview: WorkflowState = {
  id: '0c000000-0000-4000-8000-000000000002',
  description: 'In Review',
  sortOrder: 2,
  version: 1,
};
export const sendToReview: WorkflowConfigAction = {
  id: '0d000000-0000-4000-8000-000000000001',
  description: 'Send to Review',
  quickAction: true,
  version: 1,
  nextState: inReview,
  allowedRoles: [labStaff],
};

export const jurisdictions: Jurisdiction[] = [
  { jurisdictionId: 129, jurisdictionName: 'Default Jurisdiction' },
  { jurisdictionId: 130, jurisdictionName: 'Ontario' },
];

export const manufacturers: Manufacturer[] = [
  {
    manufacturerId: 1,
    manufacturerName: 'Acme',
    platforms: [{ mid: 11, platform: 'A1', name: 'Acme A1', gSAID: null, sASID: null }],
  },
  {
    manufacturerId: 2,
    manufacturerName: 'Bolt',
    platforms: [{ mid: 21, platform: 'B1', name: 'Bolt B1', gSAID: null, sASID: null }],
  },
];

const baseType: ComponentType = newComponentType(11, 129);

// Listed in the server's order (display name); the table sorts again on its own.
export const mainProgram: ComponentType = {
  ...baseType,
  componentID: 100,
  version: 1,
  componentType: 'MPGM',
  displayName: 'Main Program',
  filterType: 'Dynamic',
  requireKeytbl: true,
  function: 'Main PGM',
  jurisdictionTypes: 'AP',
  idNumbers: 'MP-1',
  required: true,
};
export const cabinetArt: ComponentType = {
  ...baseType,
  componentID: 101,
  version: 1,
  componentType: 'Cabinet Art',
  displayName: 'Cabinet Art',
  customNames: 'Alpha,Beta',
};

export interface Posted<T> {
  query: Record<string, string>;
  body: T;
}

export interface ManagementSent {
  workflowLoads: number;
  workflows: Workflow[];
  states: Posted<WorkflowState>[];
  actions: Posted<WorkflowConfigAction>[];
  roleAdds: Record<string, string>[];
  roleDeletes: Record<string, string>[];
  typeQueries: Record<string, string>[];
  componentTypes: ComponentType[];
  platforms: NewPlatform[];
  manufacturerLoads: number;
  linkingQueries: Record<string, string>[];
  /** Someone else saves the component type meanwhile (its version moves on). */
  saveTypeElsewhere(componentID: number, changes: Partial<ComponentType>): void;
  /** Someone else saves the workflow state meanwhile (its version moves on). */
  saveStateElsewhere(stateId: string, changes: Partial<WorkflowState>): void;
  /** Someone else saves the workflow action meanwhile (its version moves on). */
  saveActionElsewhere(actionId: string, changes: Partial<WorkflowConfigAction>): void;
}

export const STALE_COMPONENT_TYPE =
  'This component type was changed by someone else since you opened it. Reload it to see their changes.';
export const STALE_STATE =
  'This workflow state was changed by someone else since you opened it. Reload it to see their changes.';
export const STALE_ACTION =
  'This workflow action was changed by someone else since you opened it. Reload it to see their changes.';

/** The stored copy moved on by one save. */
const savedAgain = <T extends { version?: number }>(stored: T, changes: Partial<T>): T => ({
  ...stored,
  ...changes,
  version: (stored.version ?? 1) + 1,
});

let counter = 0;
const newId = () => `0e000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

/** The Management (and lookup) calls of the screen, over a lab that saves change. */
export function mockManagementApi(): ManagementSent {
  const sent: ManagementSent = {
    workflowLoads: 0,
    workflows: [],
    states: [],
    actions: [],
    roleAdds: [],
    roleDeletes: [],
    typeQueries: [],
    componentTypes: [],
    platforms: [],
    manufacturerLoads: 0,
    linkingQueries: [],
    saveTypeElsewhere(componentID, changes) {
      const at = types.findIndex((t) => t.componentID === componentID);
      types[at] = { ...types[at], ...changes, version: (types[at].version ?? 1) + 1 };
    },
    saveStateElsewhere(stateId, changes) {
      for (const [workflowId, list] of states)
        states.set(
          workflowId,
          list.map((state) => (state.id === stateId ? savedAgain(state, changes) : state)),
        );
    },
    saveActionElsewhere(actionId, changes) {
      for (const [stateId, list] of actions)
        actions.set(
          stateId,
          list.map((action) => (action.id === actionId ? savedAgain(action, changes) : action)),
        );
    },
  };
  const workflows: Workflow[] = [standard];
  const states = new Map<string, WorkflowState[]>([[standard.id, [open, inReview]]]);
  // Copies: the role calls change an action's roles, and the next test starts from the fixtures.
  const actions = new Map<string, WorkflowConfigAction[]>([
    [open.id, [{ ...sendToReview, allowedRoles: [...sendToReview.allowedRoles] }]],
  ]);
  const types: ComponentType[] = [cabinetArt, mainProgram];
  const lab = manufacturers.map((m) => ({ ...m, platforms: [...m.platforms] }));
  const roles = [labManager, labStaff];

  server.use(
    ok('GetAssignableRoles', roles),
    mockOperation('GetWorkflows', () => {
      sent.workflowLoads += 1;
      return workflows;
    }),
    mockOperation('SaveWorkflow', async ({ body }) => {
      sent.workflows.push(body);
      const saved = { ...body, id: body.id === EMPTY ? newId() : body.id };
      workflows.push(saved);
      states.set(saved.id, []);
      return okWith('SaveWorkflow', saved, 'Workflow save successfully');
    }),
    mockOperation('GetWorkflowStates', ({ query }) => states.get(query.workflowId) ?? []),
    mockOperation('SaveWorkflowState', async ({ query, body }) => {
      sent.states.push({ query, body });
      const stored = states.get(query.workflowId)?.find((state) => state.id === body.id);
      if (stored && body.version !== undefined && body.version !== stored.version)
        return failure({ status: 409, message: STALE_STATE, code: 'stale' });
      const saved = stored ? savedAgain(stored, body) : { ...body, id: newId(), version: 1 };
      const list = (states.get(query.workflowId) ?? []).filter((state) => state.id !== saved.id);
      states.set(
        query.workflowId,
        [...list, saved].sort((a, b) => a.sortOrder - b.sortOrder),
      );
      return okWith('SaveWorkflowState', saved, 'Workflow State saved successfully');
    }),
    mockOperation(
      'GetWorkflowConfigActions',
      ({ query }) => actions.get(query.workflowStateId) ?? [],
    ),
    mockOperation('SaveWorkflowAction', async ({ query, body }) => {
      sent.actions.push({ query, body });
      const stored = actions.get(query.workflowStateId)?.find((action) => action.id === body.id);
      if (stored && body.version !== undefined && body.version !== stored.version)
        return failure({ status: 409, message: STALE_ACTION, code: 'stale' });
      const saved = stored ? savedAgain(stored, body) : { ...body, id: newId(), version: 1 };
      const list = (actions.get(query.workflowStateId) ?? []).filter(
        (action) => action.id !== saved.id,
      );
      actions.set(query.workflowStateId, [...list, saved]);
      return okWith('SaveWorkflowAction', saved, 'Action saved successfully');
    }),
    mockOperation('AddActionRole', ({ query }) => {
      sent.roleAdds.push(query);
      for (const list of actions.values())
        for (const action of list)
          if (action.id === query.workflowActionId) {
            action.allowedRoles = [
              ...action.allowedRoles,
              ...roles.filter((r) => r.objectId === query.roleId),
            ];
            action.version = (action.version ?? 1) + 1;
          }
      return okWith('AddActionRole', null, 'Role successfully added to action');
    }),
    mockOperation('DeleteActionRole', ({ query }) => {
      sent.roleDeletes.push(query);
      for (const list of actions.values())
        for (const action of list)
          if (action.id === query.workflowActionId) {
            action.allowedRoles = action.allowedRoles.filter((r) => r.objectId !== query.roleId);
            action.version = (action.version ?? 1) + 1;
          }
      return okWith('DeleteActionRole', null, 'Role successfully removed from action');
    }),
    ok('GatherJurisdictionsForUser', jurisdictions),
    mockOperation('GatherManufacturers', () => {
      sent.manufacturerLoads += 1;
      return lab;
    }),
    mockOperation('AddPlatform', async ({ body }) => {
      sent.platforms.push(body);
      const maker = lab.find((m) => m.manufacturerId === body.manufacturerId);
      const platform = {
        mid: 90 + sent.platforms.length,
        platform: body.platform,
        name: `${maker?.manufacturerName} ${body.platform}`,
        gSAID: null,
        sASID: body.sASID ?? null,
      };
      maker?.platforms.push(platform);
      return okWith('AddPlatform', platform, 'Platform added successfully');
    }),
    mockOperation('GetComponentTypesForJurisdiction', ({ query }) => {
      sent.typeQueries.push(query);
      return types.filter(
        (t) =>
          String(t.manufacturerId) === query.manufacturerId &&
          String(t.jurisdictionId) === query.jurisdictionId,
      );
    }),
    mockOperation('SaveComponentType', async ({ body }) => {
      sent.componentTypes.push(body);
      const stored = types.find((t) => t.componentID === body.componentID);
      if (stored && body.version !== undefined && body.version !== stored.version)
        return failure({ status: 409, message: STALE_COMPONENT_TYPE, code: 'stale' });
      const saved = {
        ...body,
        componentID: body.componentID === 0 ? 200 + sent.componentTypes.length : body.componentID,
        version: (stored?.version ?? 0) + 1,
      };
      const at = types.findIndex((t) => t.componentID === saved.componentID);
      if (at >= 0) types[at] = saved;
      else types.push(saved);
      return okWith('SaveComponentType', saved, 'Component type saved successfully');
    }),
    mockOperation('GetComponentsForLinking', ({ query }) => {
      sent.linkingQueries.push(query);
      const type = types.find((t) => String(t.componentID) === query.componentId);
      return type?.filterType === 'CustomNames' ? type.customNames.split(',').map(nameLinkRow) : [];
    }),
  );
  return sent;
}
