import { loadSpec } from '../contract/spec';
import { rows } from '../db/pool';
import { preparedExample } from '../test/exampleCall';
import { loadFixtures, type Fixtures } from '../test/operationExamples';
import { createTestApp, type TestApp } from '../test/testApp';
import type { ChangeKind } from './publish';

/**
 * Every write a browser shows is told on the live stream: its example call (the permission
 * matrix's, server/test/operationExamples.ts) leaves one change_events row of its kind, in the
 * write's transaction. Writes nobody watches live publish nothing: software sets and SSIF
 * submissions (their pages are read when opened), tickets, sign-in, sign-out, registration and
 * passwords (nothing another browser shows: a new password ends the other sessions anyway), and
 * one's own notification preferences and follows (shown only to oneself, where they were made).
 * NOT_PUBLISHING lists them, so a write added to the contract must be placed in one of the two.
 */
const PUBLISHES: Readonly<Record<string, ChangeKind>> = {
  SubmitImageRequest: 'request',
  ExecuteWorkflowAction: 'request',
  RemoveImageRequest: 'request',
  AddNote: 'note',
  AddAttachments: 'attachment',
  SaveUserInformation: 'user',
  SendUserInvite: 'user',
  SaveWorkflow: 'workflow',
  SaveWorkflowState: 'workflow',
  SaveWorkflowAction: 'workflow',
  AddActionRole: 'workflow',
  DeleteActionRole: 'workflow',
  SaveOrganizationInformation: 'organization',
  UpdateOrganization: 'organization',
  RemoveOrganization: 'organization',
  AddOrganizationJurisdictions: 'organization',
  RemoveOrganizationJurisdictions: 'organization',
  AddOrganizationUsers: 'organization',
  RemoveOrganizationUsers: 'organization',
  SaveComponentType: 'platform',
  AddPlatform: 'platform',
  // The user's other browsers' bells.
  MarkNotificationsRead: 'notification',
  MarkAllNotificationsRead: 'notification',
};

const NOT_PUBLISHING = [
  'Login',
  'Logout',
  // Sessions: the ended browser learns it on its next call (401), nothing on a screen moves.
  'CompleteSsoSignIn',
  'EndMySession',
  'EndMyOtherSessions',
  'EndUserSessions',
  // Second factors: nothing another browser shows.
  'VerifySecondFactor',
  'StartPasskeySignIn',
  'FinishPasskeySignIn',
  'StartTotpSetup',
  'ConfirmTotpSetup',
  'DisableTotp',
  'StartPasskeyRegistration',
  'FinishPasskeyRegistration',
  'RenamePasskey',
  'RemovePasskey',
  'ResetSecondFactors',
  'RegisterAccount',
  'PasswordResetRequest',
  'SaveNewPassword',
  'SubmitTicket',
  'SubmitSoftwareValidation',
  'RemoveSubmission',
  'SaveNotificationPreferences',
  'FollowRequest',
  'UnfollowRequest',
];

it('places every write of the contract in PUBLISHES or NOT_PUBLISHING', () => {
  const writes = Object.values(loadSpec().paths)
    .flatMap((methods) =>
      Object.entries(methods).flatMap(([method, { operationId }]) =>
        method !== 'get' && operationId ? [operationId] : [],
      ),
    )
    .sort();
  expect(writes).toEqual([...Object.keys(PUBLISHES), ...NOT_PUBLISHING].sort());
});

let t: TestApp;
let f: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
}, 60_000);
afterAll(async () => t?.close());

async function lastId(): Promise<number> {
  const [found] = await rows<{ id: number | null }>(
    t.db,
    'SELECT max(id) AS id FROM change_events',
  );
  return found?.id ?? 0;
}

it.each(Object.entries(PUBLISHES))('%s publishes a change of kind %s', async (operation, kind) => {
  const send = await preparedExample(t, f, operation);
  const before = await lastId();
  const res = await send();
  expect({ operation, status: res.statusCode }).toEqual({ operation, status: 200 });
  const published = await rows<{ kind: string; actor: string | null; request: number | null }>(
    t.db,
    `SELECT kind, actor_id AS actor, request_id AS request FROM change_events WHERE id > $1`,
    [before],
  );
  expect(published.map((c) => c.kind)).toContain(kind);
  if (kind === 'request' || kind === 'note' || kind === 'attachment')
    // (Its followers' notifications are published beside it: server/notifications.)
    expect(
      published.filter((c) => c.kind === kind).every((c) => c.request !== null && c.actor !== null),
    ).toBe(true);
});

it('reads, and writes nobody watches live, publish nothing', async () => {
  const before = await lastId();
  for (const operation of ['GetRequests', 'GetWorkflows', 'SubmitTicket', 'FollowRequest']) {
    await (
      await preparedExample(t, f, operation)
    )();
  }
  expect(await lastId()).toBe(before);
});
