import { expectOk } from '../test/call';
import { row } from '../db/pool';
import { createTestApp, type TestApp } from '../test/testApp';
import { STALE_REQUEST } from './binaryRequest';

/** Two people (or two tabs) editing the same request: the second save of an old version is refused. */

const SAVE = '00000000-0000-0000-0000-000000000000';

let t: TestApp;
let apexMid: number;
let northLab: string;

const submit = async (user: string, body: object) =>
  t.callRaw('SubmitImageRequest', { as: user, body });
const load = async (user: string, id: number) =>
  expectOk(await t.call('GetRequest', { as: user, query: { requestId: id } })).result;

const body = (overrides: Record<string, unknown>) => ({
  submittalAction: SAVE,
  // No required components on a custom-only list: the save is about the details.
  components: [],
  name: 'Versioned request',
  description: 'First text',
  manufacturerId: apexMid,
  manufacturer: 'Apex Helios',
  priority: false,
  organizationId: northLab,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  apexMid =
    (await row<{ mid: number }>(t.db, "SELECT mid FROM platforms WHERE name = 'Apex Helios'"))
      ?.mid ?? 0;
  northLab =
    (await row<{ id: string }>(t.db, "SELECT id FROM organizations WHERE name = 'North Lab'"))
      ?.id ?? '';
});
afterAll(async () => t.close());

describe('SubmitImageRequest: versions', () => {
  it('starts at 1, moves on with each save, and refuses a save of an older version with 409', async () => {
    const created = await submit('staff', body({}));
    expect(created.status).toBe(200);
    const first = expectOk(created).result;
    expect(first.version).toBe(1);
    expect((await load('staff', first.id)).version).toBe(1);

    // Two editors load version 1; the first saves.
    const saved = await submit(
      'staff',
      body({ id: first.id, version: 1, description: 'Changed by Sam' }),
    );
    expect(saved.status).toBe(200);
    expect(expectOk(saved).result.version).toBe(2);

    // The second, still on version 1, is refused and nothing of theirs is stored.
    const stale = await submit(
      'admin',
      body({ id: first.id, version: 1, description: 'Changed by the admin' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      message: STALE_REQUEST,
      code: 'stale',
      result: null,
    });
    const now = await load('staff', first.id);
    expect(now).toMatchObject({ version: 2, description: 'Changed by Sam' });

    // After reloading (version 2) the admin's save goes through.
    const retried = await submit(
      'admin',
      body({ id: first.id, version: 2, description: 'Changed by the admin' }),
    );
    expect(retried.status).toBe(200);
    expect((await load('staff', first.id)).version).toBe(3);
  });
});
