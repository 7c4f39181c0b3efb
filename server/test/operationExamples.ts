import crypto from 'node:crypto';
import { handoffHash } from '../auth/oidc/routes';
import { hashActivationKey } from '../auth/passwords';
import { row, rows, type Db } from '../db/pool';
import { SECOND_FACTOR_EXAMPLES } from './secondFactorExamples';
import type { TestApp } from './testApp';

/**
 * One valid call per operation of openapi.yaml, on the seeded demo lab, for the permission
 * matrix and as the starting point of the contract fuzzing. Records a call would use up
 * (removed, moved on, redeemed) are made fresh for each call; single records are another
 * manufacturer's (Blue Delta Systems) than the vendor's own (Apex Gaming), so a
 * manufacturer-restricted caller meets its restriction.
 */
export interface ExampleCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** JSON (a plain object) or multipart (a function, since FormData bodies are used up when sent). */
  json?: object;
  form?: () => FormData;
  /** Headers of its own (Logout signs in afresh rather than revoke the caller's shared token). */
  headers?: Record<string, string>;
}

export interface Fixtures {
  bdsManufacturerId: number;
  apexManufacturerId: number;
  tidalMid: number;
  heliosMid: number;
  /** A request of Blue Delta Systems in North Lab (Standard Image Request workflow). */
  bdsRequestId: number;
  attachmentId: string;
  bdsComponentTypeId: number;
  bdsValidationId: number;
  bdsSubmissionIdentity: number;
  northLab: string;
  standardWorkflowId: string;
  submittedStateId: string;
  beginReviewActionId: string;
  labStaffRoleId: string;
  orgManagerRoleId: string;
  jleeId: string;
  tidalComponents: object[];
  apexSetCsv: string;
  adminToken: string;
}

/** The session a token belongs to (its `sid` claim, server/auth/tokens.ts). */
export function sessionOf(token: string): string {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sid?: unknown };
  if (typeof payload.sid !== 'string') throw new Error('a token without a session');
  return payload.sid;
}

const one = async <T extends object>(db: Db, sql: string, values: unknown[] = []): Promise<T> => {
  const found = await row<T & Record<string, unknown>>(db, sql, values);
  if (!found) throw new Error(`no row for: ${sql}`);
  return found;
};

/** Copies a row, all columns but its key (and those in `set`, which replace the copy's). */
export async function cloneRow<K extends string | number>(
  db: Db,
  table: string,
  key: string,
  id: K,
  set: Record<string, unknown> = {},
): Promise<K> {
  const columns = (
    await rows<{ column_name: string }>(
      db,
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND column_name <> $2 AND is_generated = 'NEVER'",
      [table, key],
    )
  ).map((c) => c.column_name);
  const names = columns.map((c) => `"${c}"`).join(', ');
  const values = columns
    .map((c) => (c in set ? `$${Object.keys(set).indexOf(c) + 2}` : `"${c}"`))
    .join(', ');
  const created = await one<{ key: K }>(
    db,
    `INSERT INTO ${table} (${names}) SELECT ${values} FROM ${table} WHERE "${key}" = $1 RETURNING "${key}" AS key`,
    [id, ...Object.values(set)],
  );
  return created.key;
}

const unique = () => crypto.randomBytes(4).toString('hex');

export async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const { db } = t;
  const manufacturer = async (name: string) =>
    (await one<{ id: number }>(db, 'SELECT id FROM manufacturers WHERE name = $1', [name])).id;
  const bdsManufacturerId = await manufacturer('Blue Delta Systems');
  const apexManufacturerId = await manufacturer('Apex Gaming');
  const platform = async (name: string) =>
    (await one<{ mid: number }>(db, 'SELECT mid FROM platforms WHERE name = $1', [name])).mid;
  const tidalMid = await platform('Blue Delta Tidal');
  const heliosMid = await platform('Apex Helios');
  const northLab = (
    await one<{ id: string }>(db, "SELECT id FROM organizations WHERE name = 'North Lab'")
  ).id;
  const standardWorkflowId = (
    await one<{ id: string }>(db, "SELECT id FROM workflows WHERE name = 'Standard Image Request'")
  ).id;
  const submittedStateId = (
    await one<{ id: string }>(
      db,
      "SELECT id FROM workflow_states WHERE workflow_id = $1 AND description = 'Submitted'",
      [standardWorkflowId],
    )
  ).id;
  const beginReviewActionId = (
    await one<{ id: string }>(
      db,
      "SELECT id FROM workflow_actions WHERE state_id = $1 AND description = 'Begin Review'",
      [submittedStateId],
    )
  ).id;
  const bdsRequestId = (
    await one<{ id: number }>(
      db,
      'SELECT id FROM image_requests WHERE manufacturer_id = $1 AND organization_id = $2 AND removed_at IS NULL ORDER BY id LIMIT 1',
      [bdsManufacturerId, northLab],
    )
  ).id;
  const attachmentId = (
    await one<{ id: string }>(
      db,
      `INSERT INTO request_attachments (request_id, file_name, mime_type, file_description, size, data, uploaded_by)
     VALUES ($1, 'wiring.txt', 'text/plain', 'Wiring notes', 5, 'hello'::bytea, 'Alex Morgan') RETURNING id`,
      [bdsRequestId],
    )
  ).id;
  const bdsComponentTypeId = (
    await one<{ id: number }>(
      db,
      'SELECT id FROM component_types WHERE mid = $1 ORDER BY id LIMIT 1',
      [tidalMid],
    )
  ).id;
  const bdsValidationId = (
    await one<{ id: number }>(
      db,
      'SELECT id FROM software_validations WHERE manufacturer_id = $1 ORDER BY id LIMIT 1',
      [bdsManufacturerId],
    )
  ).id;
  const bdsSubmissionIdentity = (
    await one<{ identity: number }>(
      db,
      'SELECT identity FROM ssif_submissions WHERE manufacturer_id = $1 AND removed_at IS NULL ORDER BY identity LIMIT 1',
      [bdsManufacturerId],
    )
  ).identity;
  const role = async (description: string) =>
    (await one<{ id: string }>(db, 'SELECT id FROM roles WHERE description = $1', [description]))
      .id;
  const jleeId = (await one<{ id: string }>(db, "SELECT id FROM users WHERE username = 'jlee'")).id;

  const adminHeaders = await t.auth('admin');
  const listed = await t.inject({
    method: 'GET',
    url: `/api/BinaryRequest/GetComponentsList?manufacturerId=${tidalMid}`,
    headers: adminHeaders,
  });
  const tidalComponents = (listed.json() as { result: Array<Record<string, unknown>> }).result;
  for (const c of tidalComponents.filter((x) => x.required)) {
    const linking = await t.inject({
      method: 'GET',
      url: `/api/BinaryRequest/GetComponentsForLinking?componentId=${String(c.componentID)}`,
      headers: adminHeaders,
    });
    const [software] = (
      linking.json() as { result: Array<{ keytbl: number; idNumber: string; version: string }> }
    ).result;
    c.relatedKeytbl = software?.keytbl ?? null;
    c.name = software?.idNumber ?? '';
    c.description = `${software?.idNumber} v${software?.version}`;
  }

  const apexSoftware = async (type: string, index = 0) =>
    (
      await rows<{ id_number: string; version: string; game_name: string }>(
        db,
        `SELECT s.id_number, s.version, s.game_name FROM software s WHERE s.manufacturer_id = $1 AND s.uploaded AND s.id_number LIKE $2 ORDER BY s.keytbl`,
        [apexManufacturerId, `APX-${type}-%`],
      )
    )[index];
  const line = (
    type: string,
    name: string,
    s: { id_number: string; version: string; game_name: string } | undefined,
    game = false,
  ) =>
    ['Apex Gaming', 'Helios', type, name, s?.id_number, s?.version, game ? s?.game_name : ''].join(
      ',',
    );
  const apexSetCsv = [
    'Manufacturer,Platform,Component Type,Component Name,ID Number,Version,Game Name',
    line('BIOS', 'Main BIOS', await apexSoftware('BIOS')),
    line('Operating System', 'Apex OS', await apexSoftware('OS')),
    line('Game', 'Game Program', await apexSoftware('GAME'), true),
  ].join('\r\n');

  return {
    bdsManufacturerId,
    apexManufacturerId,
    tidalMid,
    heliosMid,
    bdsRequestId,
    attachmentId,
    bdsComponentTypeId,
    bdsValidationId,
    bdsSubmissionIdentity,
    northLab,
    standardWorkflowId,
    submittedStateId,
    beginReviewActionId,
    labStaffRoleId: await role('Lab Staff'),
    orgManagerRoleId: await role('Organization Manager'),
    jleeId,
    tidalComponents,
    apexSetCsv,
    adminToken: (await t.auth('admin')).authorization.slice('Bearer '.length),
  };
}

/** Creates an organization (a copy of North Lab with its members and jurisdictions) to be changed or removed. */
async function freshOrganization(db: Db, f: Fixtures): Promise<string> {
  const id = await cloneRow(db, 'organizations', 'id', f.northLab, {
    name: `Matrix Lab ${unique()}`,
  });
  await db.query(
    'INSERT INTO organization_users SELECT $1, user_id FROM organization_users WHERE organization_id = $2',
    [id, f.northLab],
  );
  await db.query(
    'INSERT INTO organization_jurisdictions SELECT $1, jurisdiction_id FROM organization_jurisdictions WHERE organization_id = $2',
    [id, f.northLab],
  );
  return id;
}

const roleBody = async (db: Db, id: string) => {
  const r = await one<{ description: string; is_super_user: boolean }>(
    db,
    'SELECT description, is_super_user FROM roles WHERE id = $1',
    [id],
  );
  return {
    objectId: id,
    description: r.description,
    isSuperUser: r.is_super_user,
    isManufacturerRestrictingRoles: false,
    createdOn: '2026-01-01T00:00:00Z',
    createdBy: 'seed',
    updatedOn: null,
    updatedBy: null,
  };
};

const STRONG_PASSWORD = 'Matrix!Passw0rd-2026';
const EMPTY_UUID = '00000000-0000-0000-0000-000000000000';

/** `me`: the caller's username, for operations on one's own account. */
export type Example = (t: TestApp, f: Fixtures, me?: string) => Promise<ExampleCall>;
const get =
  (url: string): Example =>
  async () => ({ method: 'GET', url });

/** A valid call per operationId. */
export const EXAMPLES: Record<string, Example> = {
  Login: async () => ({
    method: 'POST',
    url: '/api/Account/Login',
    json: { username: 'viewer', password: 'Demo!2026' },
  }),
  RegisterAccount: async (t) => {
    const key = crypto.randomBytes(16).toString('hex');
    const username = `invitee${unique()}`;
    await t.db.query(
      `INSERT INTO users (username, first_name, last_name, email, activation_key_hash, activation_key_expires)
       VALUES ($1, 'In', 'Vitee', $2, $3, now() + interval '1 day')`,
      [username, `${username}@lab.example.com`, hashActivationKey(key)],
    );
    return {
      method: 'POST',
      url: '/api/Account/RegisterAccount',
      json: {
        newUsername: username,
        activationKey: key,
        newPassword: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    };
  },
  PasswordResetRequest: async () => ({
    method: 'POST',
    url: '/api/Account/PasswordResetRequest?username=jlee',
  }),
  GetTokenInformation: async (_t, f) => ({
    method: 'GET',
    url: `/api/Account/GetTokenInformation?token=${f.adminToken}`,
  }),
  GetUserOrganizations: get('/api/Account/GetUserOrganizations'),
  GetUserInformation: get('/api/Account/GetUserInformation?username=jlee'),
  SaveUserInformation: async (_t, f) => ({
    method: 'POST',
    url: '/api/Account/SaveUserInformation',
    json: {
      userId: f.jleeId,
      firstName: 'Jordan',
      lastName: 'Lee',
      title: 'Senior Test Engineer',
      department: 'Compliance Testing',
      email: 'jlee@lab.example.com',
    },
  }),
  SaveNewPassword: async (_t, f) => ({
    method: 'POST',
    url: '/api/Account/SaveNewPassword',
    json: { userId: f.jleeId, newPassword: STRONG_PASSWORD },
  }),
  // One looks up the roles one may assign oneself.
  GetAssignableRoles: async (_t, _f, me) => ({
    method: 'GET',
    url: `/api/Account/GetAssignableRoles?username=${me ?? 'admin'}`,
  }),
  SendUserInvite: async (t, f) => {
    const username = `new${unique()}`;
    return {
      method: 'POST',
      url: '/api/Account/SendUserInvite',
      json: {
        username,
        firstName: 'New',
        lastName: 'Person',
        email: `${username}@lab.example.com`,
        userRoles: [await roleBody(t.db, f.orgManagerRoleId)],
      },
    };
  },
  GetUsers: get('/api/Account/GetUsers?page=1&itemsPerPage=10'),
  ExportUsers: get('/api/Account/ExportUsers?format=csv&searchTerm=a'),
  Logout: async (t, _f, me) => ({
    method: 'POST',
    url: '/api/Account/Logout',
    headers: me ? { authorization: `Bearer ${await t.login(me)}` } : undefined,
  }),
  GetSignInOptions: get('/api/Account/GetSignInOptions'),
  // A handoff as OidcCallback leaves it (server/auth/oidc/routes.ts), for jlee: single-use, so fresh.
  CompleteSsoSignIn: async (t, f) => {
    const code = crypto.randomBytes(24).toString('base64url');
    await t.db.query(
      `INSERT INTO sso_handoffs (code_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '2 minutes')`,
      [handoffHash(code), f.jleeId],
    );
    return { method: 'POST', url: '/api/Account/CompleteSsoSignIn', json: { code } };
  },
  GetMySessions: get('/api/Account/GetMySessions'),
  // One's own other session, signed in afresh (the shared token's session must go on).
  EndMySession: async (t, _f, me) => ({
    method: 'POST',
    url: '/api/Account/EndMySession',
    json: { sessionId: sessionOf(await t.login(me ?? 'admin')) },
  }),
  // Spares the session of the token sent: the shared one.
  EndMyOtherSessions: async () => ({ method: 'POST', url: '/api/Account/EndMyOtherSessions' }),
  EndUserSessions: async (_t, f) => ({
    method: 'POST',
    url: '/api/Account/EndUserSessions',
    json: { userId: f.jleeId },
  }),
  SubmitTicket: async () => ({
    method: 'POST',
    url: '/api/Account/SubmitTicket',
    form: () => {
      const form = new FormData();
      form.append('name', 'Sam Rivera');
      form.append('email', 'staff@lab.example.com');
      form.append('description', 'The printer in the imaging room jams.');
      return form;
    },
  }),
  GetRequests: get('/api/BinaryRequest/GetRequests?page=1&itemsPerPage=10'),
  GetRequestStatuses: get('/api/BinaryRequest/GetRequestStatuses'),
  ExportRequests: get('/api/BinaryRequest/ExportRequests?format=csv&priority=true'),
  GetRequestReport: get('/api/BinaryRequest/GetRequestReport?priority=true'),
  GetRequest: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetRequest?requestId=${f.bdsRequestId}`,
  }),
  GetManufacturerPlatforms: get('/api/BinaryRequest/GetManufacturerPlatforms'),
  GetComponentsList: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetComponentsList?manufacturerId=${f.tidalMid}`,
  }),
  GetComponentTypesForJurisdiction: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetComponentTypesForJurisdiction?manufacturerId=${f.tidalMid}&jurisdictionId=129`,
  }),
  GetComponentsForLinking: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetComponentsForLinking?componentId=${f.bdsComponentTypeId}`,
  }),
  SubmitImageRequest: async (_t, f) => ({
    method: 'POST',
    url: '/api/BinaryRequest/SubmitImageRequest',
    json: {
      submittalAction: EMPTY_UUID,
      components: f.tidalComponents,
      name: 'Thunder Reels Tidal 2.0',
      description: 'New game theme release',
      manufacturerId: f.tidalMid,
      manufacturer: 'Blue Delta Tidal',
      priority: false,
      organizationId: f.northLab,
    },
  }),
  GetAvailableQuickActions: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetAvailableQuickActions?organizationId=${f.northLab}`,
  }),
  GetWorkflowActions: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetWorkflowActions?requestId=${f.bdsRequestId}`,
  }),
  ExecuteWorkflowAction: async (t, f) => {
    const id = await cloneRow(t.db, 'image_requests', 'id', f.bdsRequestId, {
      state_id: f.submittedStateId,
    });
    return {
      method: 'PUT',
      url: `/api/BinaryRequest/ExecuteWorkflowAction?requestId=${id}&actionId=${f.beginReviewActionId}`,
    };
  },
  RemoveImageRequest: async (t, f) => {
    const id = await cloneRow(t.db, 'image_requests', 'id', f.bdsRequestId);
    return { method: 'PUT', url: `/api/BinaryRequest/RemoveImageRequest?requestId=${id}` };
  },
  GetLinkedComponents: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetLinkedComponents?requestId=${f.bdsRequestId}`,
  }),
  GetNotes: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetNotes?requestId=${f.bdsRequestId}`,
  }),
  AddNote: async (_t, f) => ({
    method: 'POST',
    url: '/api/BinaryRequest/AddNote',
    json: { requestId: f.bdsRequestId, noteText: 'Checked the wiring.' },
  }),
  GetEvents: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetEvents?requestId=${f.bdsRequestId}`,
  }),
  GetAttachments: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetAttachments?requestId=${f.bdsRequestId}`,
  }),
  GetAttachment: async (_t, f) => ({
    method: 'GET',
    url: `/api/BinaryRequest/GetAttachment?attachmentId=${f.attachmentId}`,
  }),
  AddAttachments: async (_t, f) => ({
    method: 'POST',
    url: '/api/BinaryRequest/AddAttachments',
    form: () => {
      const form = new FormData();
      form.append('requestId', String(f.bdsRequestId));
      form.append('fileDescription', 'Photo of the label');
      form.append('attachments', new Blob(['label'], { type: 'text/plain' }), 'label.txt');
      return form;
    },
  }),
  SubmitSoftwareValidation: async (_t, f) => ({
    method: 'POST',
    url: '/api/SoftwareValidation/SubmitSoftwareValidation',
    form: () => {
      const form = new FormData();
      form.append('validationName', 'Helios Matrix Set');
      form.append('description', 'Spring release');
      form.append('organizationId', f.northLab);
      form.append('softwareFile', new Blob([f.apexSetCsv], { type: 'text/csv' }), 'matrix-set.csv');
      return form;
    },
  }),
  GetRemoteVerificationData: async (_t, f) => ({
    method: 'GET',
    url: `/api/SoftwareValidation/GetRemoteVerificationData?softwareId=${f.bdsValidationId}`,
  }),
  GetSoftwareValidations: get(
    '/api/SoftwareValidation/GetSoftwareValidations?page=1&itemsPerPage=10',
  ),
  GetComponentsForValidation: async (_t, f) => ({
    method: 'GET',
    url: `/api/SoftwareValidation/GetComponentsForValidation?softwareId=${f.bdsValidationId}`,
  }),
  GetSubmissions: get('/api/SSIFSubmission/GetSubmissions?page=1&itemsPerPage=10'),
  ExportSubmissions: get('/api/SSIFSubmission/ExportSubmissions?format=xlsx'),
  ExportSoftwareValidations: get('/api/SoftwareValidation/ExportSoftwareValidations?format=csv'),
  GetComponentsForSubmission: async (_t, f) => ({
    method: 'GET',
    url: `/api/SSIFSubmission/GetComponentsForSubmission?identity=${f.bdsSubmissionIdentity}`,
  }),
  RemoveSubmission: async (t, f) => {
    const identity = await cloneRow(t.db, 'ssif_submissions', 'identity', f.bdsSubmissionIdentity);
    return {
      method: 'PUT',
      url: `/api/SSIFSubmission/RemoveSubmission?submissionIdentity=${identity}&manufacturer=Blue%20Delta%20Systems`,
    };
  },
  GetWorkflows: get('/api/Management/GetWorkflows'),
  GetWorkflowStates: async (_t, f) => ({
    method: 'GET',
    url: `/api/Management/GetWorkflowStates?workflowId=${f.standardWorkflowId}`,
  }),
  GetWorkflowConfigActions: async (_t, f) => ({
    method: 'GET',
    url: `/api/Management/GetWorkflowActions?workflowStateId=${f.submittedStateId}`,
  }),
  SaveWorkflow: async () => ({
    method: 'POST',
    url: '/api/Management/SaveWorkflow',
    json: { id: EMPTY_UUID, name: `Matrix Workflow ${unique()}` },
  }),
  SaveWorkflowState: async (_t, f) => ({
    method: 'POST',
    url: `/api/Management/SaveWorkflowState?workflowId=${f.standardWorkflowId}`,
    json: { id: EMPTY_UUID, description: `Matrix State ${unique()}`, sortOrder: 7 },
  }),
  SaveWorkflowAction: async (t, f) => ({
    method: 'POST',
    url: `/api/Management/SaveWorkflowAction?workflowStateId=${f.submittedStateId}`,
    json: {
      id: EMPTY_UUID,
      description: `Matrix Action ${unique()}`,
      quickAction: false,
      nextState: { id: f.submittedStateId, description: 'Submitted', sortOrder: 1 },
      allowedRoles: [await roleBody(t.db, f.labStaffRoleId)],
    },
  }),
  AddActionRole: async (t, f) => {
    await t.db.query('DELETE FROM workflow_action_roles WHERE action_id = $1 AND role_id = $2', [
      f.beginReviewActionId,
      f.orgManagerRoleId,
    ]);
    return {
      method: 'POST',
      url: `/api/Management/AddActionRole?workflowActionId=${f.beginReviewActionId}&roleId=${f.orgManagerRoleId}`,
    };
  },
  DeleteActionRole: async (t, f) => {
    await t.db.query(
      'INSERT INTO workflow_action_roles (action_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [f.beginReviewActionId, f.orgManagerRoleId],
    );
    return {
      method: 'POST',
      url: `/api/Management/DeleteActionRole?workflowActionId=${f.beginReviewActionId}&roleId=${f.orgManagerRoleId}`,
    };
  },
  SaveComponentType: async (_t, f) => ({
    method: 'POST',
    url: '/api/Management/SaveComponentType',
    json: {
      componentID: 0,
      manufacturerId: f.tidalMid,
      jurisdictionId: 42,
      componentType: '',
      displayName: `Sound Board ${unique()}`,
      filterType: 'Dynamic',
      requireKeytbl: true,
      gameComponent: false,
      active: true,
      customNames: '',
      jurisdictionTypes: '',
      function: 'Sound/Graphics',
      idNumbers: 'SB-1',
      gameNames: '',
      positions: '',
      versions: '1.0',
      required: false,
    },
  }),
  AddPlatform: async (_t, f) => ({
    method: 'POST',
    url: '/api/Management/AddPlatform',
    json: { manufacturerId: f.bdsManufacturerId, platform: `Matrix ${unique()}` },
  }),
  GatherManufacturers: get('/api/Management/GatherManufacturers'),
  GatherAllUsers: get('/api/Management/GatherAllUsers'),
  GatherJurisdictionsForUser: get('/api/Administrative/GatherJurisdictionsForUser'),
  GetOrganizations: get('/api/Administrative/GetOrganizations?page=1&itemsPerPage=10'),
  GetOrganizationUsers: async (_t, f) => ({
    method: 'GET',
    url: `/api/Administrative/GetOrganizationUsers?organizationId=${f.northLab}`,
  }),
  SaveOrganizationInformation: async (t, f) => ({
    method: 'POST',
    url: '/api/Administrative/SaveOrganizationInformation',
    json: {
      objectId: EMPTY_UUID,
      name: `Matrix Lab ${unique()}`,
      superUser: { userId: f.jleeId },
      propertyCode: 'ML-01',
      serverIP: '10.0.0.9',
      serverPortNumber: 8443,
      workflowId: f.standardWorkflowId,
    },
  }),
  UpdateOrganization: async (t, f) => ({
    method: 'PUT',
    url: '/api/Administrative/UpdateOrganization',
    json: {
      objectId: await freshOrganization(t.db, f),
      name: `Matrix Lab ${unique()}`,
      superUser: { userId: f.jleeId },
      propertyCode: 'ML-02',
      serverIP: '10.0.0.10',
      serverPortNumber: 8443,
      workflowId: f.standardWorkflowId,
    },
  }),
  RemoveOrganization: async (t, f) => ({
    method: 'PUT',
    url: `/api/Administrative/RemoveOrganization?organizationId=${await freshOrganization(t.db, f)}`,
  }),
  GetOrganizationJurisdictions: async (_t, f) => ({
    method: 'GET',
    url: `/api/Administrative/GetOrganizationJurisdictions?organizationId=${f.northLab}`,
  }),
  GetAvailableJurisdictionsForOrganization: async (_t, f) => ({
    method: 'GET',
    url: `/api/Administrative/GetAvailableJurisdictionsForOrganization?organizationId=${f.northLab}`,
  }),
  AddOrganizationJurisdictions: async (t, f) => ({
    method: 'POST',
    url: '/api/Administrative/AddOrganizationJurisdictions',
    json: { organizationId: await freshOrganization(t.db, f), jurisdictions: [77] },
  }),
  RemoveOrganizationJurisdictions: async (t, f) => ({
    method: 'POST',
    url: '/api/Administrative/RemoveOrganizationJurisdictions',
    json: { organizationId: await freshOrganization(t.db, f), jurisdictions: [18] },
  }),
  AddOrganizationUsers: async (t, f) => {
    const mgarcia = (
      await one<{ id: string }>(t.db, "SELECT id FROM users WHERE username = 'mgarcia'")
    ).id;
    return {
      method: 'POST',
      url: '/api/Administrative/AddOrganizationUsers',
      json: { organizationId: await freshOrganization(t.db, f), users: [mgarcia] },
    };
  },
  RemoveOrganizationUsers: async (t, f) => ({
    method: 'POST',
    url: '/api/Administrative/RemoveOrganizationUsers',
    json: { organizationId: await freshOrganization(t.db, f), users: [f.jleeId] },
  }),
  GetUsersNotPartOfOrganization: async (_t, f) => ({
    method: 'GET',
    url: `/api/Administrative/GetUsersNotPartOfOrganization?organizationId=${f.northLab}`,
  }),
  GetAuditTrail: get(
    '/api/Administrative/GetAuditTrail?page=1&itemsPerPage=10&kind=signIn&kind=user&from=2020-01-01&searchTerm=admin',
  ),
  ExportAuditTrail: get(
    '/api/Administrative/ExportAuditTrail?format=csv&kind=signIn&kind=user&from=2020-01-01&searchTerm=admin',
  ),
  StreamEvents: get('/api/Events/Stream'),
  GetNotifications: get('/api/Notifications/GetNotifications'),
  MarkNotificationsRead: async () => ({
    method: 'POST',
    url: '/api/Notifications/MarkNotificationsRead',
    json: { ids: [crypto.randomUUID()] },
  }),
  MarkAllNotificationsRead: async () => ({
    method: 'POST',
    url: '/api/Notifications/MarkAllNotificationsRead',
  }),
  GetNotificationPreferences: get('/api/Notifications/GetNotificationPreferences'),
  SaveNotificationPreferences: async () => ({
    method: 'POST',
    url: '/api/Notifications/SaveNotificationPreferences',
    json: { delivery: 'inAppAndEmail' },
  }),
  GetRequestFollowing: async (_t, f) => ({
    method: 'GET',
    url: `/api/Notifications/GetRequestFollowing?requestId=${f.bdsRequestId}`,
  }),
  FollowRequest: async (_t, f) => ({
    method: 'PUT',
    url: `/api/Notifications/FollowRequest?requestId=${f.bdsRequestId}`,
  }),
  UnfollowRequest: async (_t, f) => ({
    method: 'PUT',
    url: `/api/Notifications/UnfollowRequest?requestId=${f.bdsRequestId}`,
  }),
  ...SECOND_FACTOR_EXAMPLES,
};
