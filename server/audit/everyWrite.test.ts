import { rows } from '../db/pool';
import { loadSpec } from '../contract/spec';
import { preparedExample } from '../test/exampleCall';
import { loadFixtures, type Fixtures } from '../test/operationExamples';
import { createTestApp, type TestApp } from '../test/testApp';
import type { AuditKind } from './trail';

/**
 * Every administrative change, sign-in and deletion is on the audit trail (issue 22, item 4):
 * its example call (the permission matrix's, server/test/operationExamples.ts) leaves an entry of
 * its kind, by its actor, in the change's transaction. Every other operation of the contract is
 * named below with the reason it records nothing, so a new operation must be placed in one list.
 */
const AUDITED: Readonly<Record<string, AuditKind>> = {
  Login: 'signIn',
  CompleteSsoSignIn: 'signIn',
  VerifySecondFactor: 'signIn',
  FinishPasskeySignIn: 'signIn',
  ResetSecondFactors: 'user',
  EndUserSessions: 'user',
  RegisterAccount: 'user',
  PasswordResetRequest: 'user',
  SaveUserInformation: 'user',
  SaveNewPassword: 'user',
  SendUserInvite: 'user',
  RemoveImageRequest: 'request',
  RemoveSubmission: 'ssifSubmission',
  SaveWorkflow: 'workflow',
  SaveWorkflowState: 'workflow',
  SaveWorkflowAction: 'workflow',
  AddActionRole: 'workflow',
  DeleteActionRole: 'workflow',
  SaveComponentType: 'componentType',
  AddPlatform: 'platform',
  SaveOrganizationInformation: 'organization',
  UpdateOrganization: 'organization',
  RemoveOrganization: 'organization',
  AddOrganizationJurisdictions: 'organization',
  RemoveOrganizationJurisdictions: 'organization',
  AddOrganizationUsers: 'organization',
  RemoveOrganizationUsers: 'organization',
};

/** Writes that are not administrative: each request keeps its own history (request_events). */
const REQUEST_HISTORY = [
  'SubmitImageRequest',
  'ExecuteWorkflowAction',
  'AddNote',
  'AddAttachments',
];
/** One's own session, tickets, notifications and uploads: nothing an administrator changed. */
const OWN_BUSINESS = [
  'Logout',
  'EndMySession',
  'EndMyOtherSessions',
  // One's own second factors (the sign-ins they complete are recorded as sign-ins).
  'StartPasskeySignIn',
  'StartTotpSetup',
  'ConfirmTotpSetup',
  'DisableTotp',
  'StartPasskeyRegistration',
  'FinishPasskeyRegistration',
  'RenamePasskey',
  'RemovePasskey',
  'SubmitTicket',
  'SubmitSoftwareValidation',
  'MarkNotificationsRead',
  'MarkAllNotificationsRead',
  'SaveNotificationPreferences',
  'FollowRequest',
  'UnfollowRequest',
];
/** Reads by name: GET operations, the event stream, and the lookups sent as GET. */
const isRead = (method: string) => method === 'get';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
}, 60_000);
afterAll(async () => t?.close());

const lastId = async () =>
  Number(
    (await rows<{ id: string | null }>(t.db, 'SELECT max(id) AS id FROM audit_trail'))[0]?.id ?? 0,
  );

async function run(operation: string) {
  const send = await preparedExample(t, f, operation);
  const before = await lastId();
  const res = await send();
  expect({ operation, status: res.statusCode }).toEqual({ operation, status: 200 });
  return rows<{ kind: string; actor: string; address: string | null }>(
    t.db,
    'SELECT kind, actor_username AS actor, address FROM audit_trail WHERE id > $1',
    [before],
  );
}

it('places every operation of the contract in one list', () => {
  const placed = new Set([...Object.keys(AUDITED), ...REQUEST_HISTORY, ...OWN_BUSINESS]);
  const unplaced = Object.values(loadSpec().paths)
    .flatMap((methods) => Object.entries(methods))
    .filter(([method, op]) => !isRead(method) && op.operationId && !placed.has(op.operationId))
    .map(([, op]) => op.operationId);
  expect(unplaced).toEqual([]);
});

it.each(Object.entries(AUDITED))('%s records an entry of kind %s', async (operation, kind) => {
  const entries = await run(operation);
  const actor = [
    'Login',
    'CompleteSsoSignIn',
    'VerifySecondFactor',
    'FinishPasskeySignIn',
    'RegisterAccount',
    'PasswordResetRequest',
  ].includes(operation)
    ? expect.any(String)
    : 'admin';
  expect(entries).toContainEqual({ kind, actor, address: '127.0.0.1' });
});

it('records nothing for reads and for writes outside administration', async () => {
  const before = await lastId();
  for (const operation of ['GetRequests', 'GetUsers', 'GetAuditTrail', 'AddNote', 'SubmitTicket'])
    expect((await run(operation)).length).toBe(0);
  expect(await lastId()).toBe(before);
});
