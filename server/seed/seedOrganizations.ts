import type { DbClient } from '../db/pool';
import { WORKFLOWS } from './demoData';
import { insertId, type SeedLab } from './seedSupport';

/** The demo lab's workflows (states, actions and who may take them) and its two organizations. */
export async function seedOrganizations(
  client: DbClient,
  { roleIds, users }: { roleIds: Map<string, string>; users: SeedLab['users'] },
): Promise<Pick<SeedLab, 'workflowStates' | 'organizations'>> {
  const workflowStates = new Map<string, Array<{ id: string; description: string }>>();
  const workflowIds = new Map<string, string>();
  for (const w of WORKFLOWS) {
    const workflowId = await insertId<string>(
      client,
      'INSERT INTO workflows (name) VALUES ($1) RETURNING id',
      [w.name],
    );
    workflowIds.set(w.name, workflowId);
    const stateIds = new Map<string, string>();
    const list: Array<{ id: string; description: string }> = [];
    for (const [index, s] of w.states.entries()) {
      const id = await insertId<string>(
        client,
        'INSERT INTO workflow_states (workflow_id, description, sort_order) VALUES ($1, $2, $3) RETURNING id',
        [workflowId, s.description, index + 1],
      );
      stateIds.set(s.key, id);
      list.push({ id, description: s.description });
    }
    workflowStates.set(workflowId, list);
    for (const a of w.actions) {
      const actionId = await insertId<string>(
        client,
        'INSERT INTO workflow_actions (state_id, description, quick_action, next_state_id) VALUES ($1, $2, $3, $4) RETURNING id',
        [stateIds.get(a.from), a.description, a.quick ?? false, stateIds.get(a.to)],
      );
      for (const role of a.roles) {
        await client.query(
          'INSERT INTO workflow_action_roles (action_id, role_id) VALUES ($1, $2)',
          [actionId, roleIds.get(role)],
        );
      }
    }
  }

  const organizations: Array<{ id: string; workflowId: string }> = [];
  const orgSpecs = [
    {
      name: 'North Lab',
      code: 'NL-01',
      superUser: 'pnovak',
      ip: '10.20.1.15',
      port: 8443,
      workflow: 'Standard Image Request',
      jurisdictions: [129, 18],
      members: ['admin', 'staff', 'vendor', 'jlee', 'pnovak'],
    },
    {
      name: 'South Lab',
      code: 'SL-02',
      superUser: 'admin',
      ip: '10.30.4.22',
      port: 8443,
      workflow: 'Expedited Review',
      jurisdictions: [129, 42],
      members: ['admin', 'staff', 'mgarcia', 'vendor'],
    },
  ];
  for (const o of orgSpecs) {
    const workflowId = workflowIds.get(o.workflow) as string;
    const id = await insertId<string>(
      client,
      `INSERT INTO organizations (name, property_code, super_user_id, server_ip, server_port_number, workflow_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [o.name, o.code, users.get(o.superUser)?.id, o.ip, o.port, workflowId],
    );
    organizations.push({ id, workflowId });
    for (const j of o.jurisdictions)
      await client.query('INSERT INTO organization_jurisdictions VALUES ($1, $2)', [id, j]);
    for (const m of o.members)
      await client.query('INSERT INTO organization_users VALUES ($1, $2)', [id, users.get(m)?.id]);
  }
  return { workflowStates, organizations };
}
