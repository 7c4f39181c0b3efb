import type { components } from '@/api/generated/openapi';
import { expectOk } from '../test/call';
import { createTestApp, type TestApp } from '../test/testApp';

type ComponentListItem = components['schemas']['ComponentListItem'];
interface Software {
  keytbl: number;
  id_number: string;
  version: string;
  status: string;
  game_name: string;
}

let t: TestApp;
/** Uploaded Apex Gaming software by type, from the seeded catalogue. */
const apex: Record<'BIOS' | 'OS' | 'GAME', Software[]> = { BIOS: [], OS: [], GAME: [] };
let helios: number;
let organizationId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const type of ['BIOS', 'OS', 'GAME'] as const) {
    const found = await t.db.query<Software>(
      `SELECT s.keytbl, s.id_number, s.version, s.status, s.game_name FROM software s JOIN manufacturers m ON m.id = s.manufacturer_id
        WHERE m.name = 'Apex Gaming' AND s.uploaded AND s.id_number LIKE $1 ORDER BY s.keytbl`,
      [`APX-${type}-%`],
    );
    apex[type] = found.rows;
  }
  helios =
    (await t.db.query<{ mid: number }>("SELECT mid FROM platforms WHERE platform = 'Helios'"))
      .rows[0]?.mid ?? 0;
  organizationId =
    (await t.db.query<{ id: string }>("SELECT id FROM organizations WHERE name = 'North Lab'"))
      .rows[0]?.id ?? '';
  // A user holding no permission at all.
  await t.db.query("INSERT INTO roles (description) VALUES ('Nothing')");
  await t.db.query(
    `INSERT INTO users (username, first_name, last_name, email, password_hash)
     SELECT 'nobody', 'No', 'Body', 'nobody@lab.example.com', password_hash FROM users WHERE username = 'viewer'`,
  );
  await t.db.query(
    "INSERT INTO user_roles SELECT u.id, r.id FROM users u, roles r WHERE u.username = 'nobody' AND r.description = 'Nothing'",
  );
}, 30_000);
afterAll(async () => t.close(), 30_000);

const HEADER = 'Manufacturer,Platform,Component Type,Component Name,ID Number,Version,Game Name';
const first = (type: 'BIOS' | 'OS' | 'GAME', index = 0): Software => {
  const s = apex[type][index];
  if (!s) throw new Error(`the seed has no uploaded Apex ${type} #${index}`);
  return s;
};
const line = (
  type: string,
  name: string,
  s: { id_number: string; version: string },
  game = '',
  platform = 'Helios',
  manufacturer = 'Apex Gaming',
) => [manufacturer, platform, type, name, s.id_number, s.version, game].join(',');
const validSet = () =>
  [
    HEADER,
    line('BIOS', 'Main BIOS', first('BIOS')),
    line('Operating System', 'Apex OS', first('OS')),
    line('Game', 'Game Program', first('GAME'), first('GAME').game_name),
    line('Game', 'Game Program 2', first('GAME', 1), first('GAME', 1).game_name),
  ].join('\r\n');

function setForm(
  csv: string | Uint8Array<ArrayBuffer>,
  fields: Record<string, string> = {},
  fileName = 'apex-set.csv',
): FormData {
  const form = new FormData();
  const all = {
    validationName: 'Helios Spring Set',
    description: 'Spring release',
    organizationId,
    username: 'someone-else',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  form.append('softwareFile', new Blob([csv], { type: 'text/csv' }), fileName);
  return form;
}

async function submit(user: string, form: FormData) {
  return t.callRaw('SubmitSoftwareValidation', { as: user, form });
}
const validationCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM software_validations')).rows[0]
    ?.n;

describe('SubmitSoftwareValidation - a new software set', () => {
  it('stores the set with one component per row and the signed-in user as creator', async () => {
    const res = await submit('staff', setForm(validSet()));
    expect(res.status).toBe(200);
    const body = expectOk(res);
    expect(body.result).toEqual({
      resultType: 'Success',
      message: 'Software Validation submitted successfully',
      currentFileUsed: 'apex-set.csv',
      components: null,
      validationId: expect.any(Number),
    });
    expect(body.message).toBe('Software Validation submitted successfully');

    const stored = await t.db.query(
      `SELECT v.id, v.name, v.description, v.manufacturer_name, v.created_by_name, v.file_name, v.file_data, v.organization_id, p.platform
         FROM software_validations v JOIN platforms p ON p.mid = v.mid WHERE v.name = 'Helios Spring Set'`,
    );
    expect(stored.rows).toHaveLength(1);
    const v = stored.rows[0];
    // The answer names the stored set, so the screen can select it.
    expect(body.result.validationId).toBe(v.id);
    expect(v).toMatchObject({
      description: 'Spring release',
      manufacturer_name: 'Apex Gaming',
      created_by_name: 'Sam Rivera',
      file_name: 'apex-set.csv',
      organization_id: organizationId,
      platform: 'Helios',
    });
    expect(Buffer.from(v.file_data).toString()).toBe(validSet());
    const components = await t.db.query(
      'SELECT name, component_type, status, required FROM software_validation_components WHERE validation_id = $1 ORDER BY position',
      [v.id],
    );
    expect(components.rows).toEqual([
      { name: 'Main BIOS', component_type: 'BIOS', status: first('BIOS').status, required: true },
      {
        name: 'Apex OS',
        component_type: 'Operating System',
        status: first('OS').status,
        required: true,
      },
      {
        name: 'Game Program',
        component_type: 'Game',
        status: first('GAME').status,
        required: false,
      },
      {
        name: 'Game Program 2',
        component_type: 'Game',
        status: first('GAME', 1).status,
        required: false,
      },
    ]);

    // ...and it is listed and readable.
    const list = await t.call('GetSoftwareValidations', {
      as: 'staff',
      query: { searchTerm: 'spring set' },
    });
    const page = expectOk(list);
    expect(page.result.gridRows.map((r) => r.id)).toEqual([v.id]);
    const parts = await t.call('GetComponentsForValidation', {
      as: 'viewer',
      query: { softwareId: v.id },
    });
    expect(expectOk(parts).result).toHaveLength(4);
  });

  it('answers Error with every problem by line, storing nothing', async () => {
    const before = await validationCount();
    const csv = [
      HEADER,
      line('BIOS', 'Main BIOS', { id_number: first('BIOS').id_number, version: '' }),
      '',
      line('Toaster', 'T', first('OS')),
    ].join('\n');
    const res = await submit('staff', setForm(csv));
    expect(res.status).toBe(200);
    const body = expectOk(res);
    expect(body.success).toBe(true);
    expect(body.result.resultType).toBe('Error');
    expect(body.result.components).toBeNull();
    expect(body.result.message).toBe('Line 2: Version is required.');
    expect(body.message).toBe(body.result.message);
    expect(await validationCount()).toBe(before);

    const res2 = await submit(
      'staff',
      setForm(
        [HEADER, line('BIOS', 'Main BIOS', first('BIOS')), line('Toaster', 'T', first('OS'))].join(
          '\n',
        ),
      ),
    );
    const body2 = expectOk(res2);
    expect(body2.result.message.split('\n')).toEqual([
      'Line 3: Component Type "Toaster" is not an active component type of Apex Helios.',
      'Required component type "Operating System" has no row.',
    ]);
    expect(await validationCount()).toBe(before);
  });

  it('answers SoftwareNotFound listing the rows that match no uploaded software, storing nothing', async () => {
    const before = await validationCount();
    const missing = { id_number: 'APX-BIOS-9999', version: '9.9.9' };
    const csv = [
      HEADER,
      line('BIOS', 'Main BIOS', missing),
      line('Operating System', 'Apex OS', first('OS')),
    ].join('\n');
    const res = await submit('staff', setForm(csv));
    const body = expectOk(res);
    expect(body.result).toEqual({
      resultType: 'SoftwareNotFound',
      message:
        'Line 2: No uploaded software of Apex Gaming has ID Number "APX-BIOS-9999" and Version "9.9.9".',
      currentFileUsed: 'apex-set.csv',
      components: null,
    });
    expect(await validationCount()).toBe(before);
  });

  it('refuses a request it cannot process with 400', async () => {
    const before = await validationCount();
    const noName = await submit('staff', setForm(validSet(), { validationName: ' ' }));
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Validation name is required.');
    const notCsv = await submit('staff', setForm(validSet(), {}, 'apex-set.txt'));
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.message).toBe('Selected file is not .CSV');
    const noFile = new FormData();
    noFile.append('validationName', 'x');
    noFile.append('description', 'y');
    const res = await submit('staff', noFile);
    expect(res.status).toBe(400);
    expect(await validationCount()).toBe(before);
  });

  it('refuses a binary file chosen as the CSV with 400 and the validation code', async () => {
    const before = await validationCount();
    // A spreadsheet (.xlsx is a zip) whose first bytes happen to be valid UTF-8.
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x0a]);
    const res = await submit('staff', setForm(zip));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'This file is not a text CSV file',
      code: 'validation',
    });
    expect(await validationCount()).toBe(before);
  });

  it('refuses a file over 5 MiB with 413', async () => {
    const big = `${validSet()}\n${' '.repeat(5 * 1024 * 1024)}`;
    const res = await submit('staff', setForm(big));
    expect(res.status).toBe(413);
  });

  it('refuses a user without canCreateSoftwareValidation (403), storing nothing', async () => {
    const before = await validationCount();
    const res = await submit('viewer', setForm(validSet()));
    expect(res.status).toBe(403);
    expect(await validationCount()).toBe(before);
  });

  it("lets a manufacturer-restricted user submit only their manufacturers' sets", async () => {
    const before = await validationCount();
    const blue = [
      HEADER,
      line(
        'BIOS',
        'B',
        { id_number: 'BDS-BIOS-0107', version: '1.0' },
        '',
        'Tidal',
        'Blue Delta Systems',
      ),
    ].join('\n');
    const refused = await submit('vendor', setForm(blue));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may only submit software sets of your manufacturers.');
    expect(await validationCount()).toBe(before);
    const ok = await submit('vendor', setForm(validSet(), { validationName: 'Vendor Set' }));
    expect(expectOk(ok).result.resultType).toBe('Success');
    expect(await validationCount()).toBe((before ?? 0) + 1);
  });
});

describe('SubmitSoftwareValidation - for an image request', () => {
  /** The platform's starting list, as GetComponentsList gives it: one unlinked row per active type. */
  async function startingList(mid: number): Promise<ComponentListItem[]> {
    const types = await t.db.query<{
      id: number;
      display_name: string;
      required: boolean;
      game_component: boolean;
      name: string;
    }>(
      `SELECT t.id, t.display_name, t.required, t.game_component, p.name FROM component_types t JOIN platforms p ON p.mid = t.mid
        WHERE t.mid = $1 AND t.jurisdiction_id = 129 AND t.active ORDER BY t.required DESC, t.id`,
      [mid],
    );
    return types.rows.map((r) => ({
      componentID: r.id,
      componentType: r.display_name,
      required: r.required,
      isGame: r.game_component,
      relatedKeytbl: null,
      name: '',
      description: '',
      status: null,
      version: null,
      platform: r.name,
      isCustom: false,
    }));
  }

  function requestForm(csv: string, list: ComponentListItem[], mid = helios): FormData {
    const form = new FormData();
    form.append('currentFileUsed', 'request-set.csv');
    form.append('manufacturerId', String(mid));
    form.append('components', JSON.stringify(list));
    form.append('softwareFile', new Blob([csv], { type: 'text/csv' }), 'request-set.csv');
    return form;
  }

  it('links matching software into the components list, adding game rows, and stores nothing', async () => {
    const before = await validationCount();
    const list = await startingList(helios);
    const custom: ComponentListItem = {
      ...(list[0] as ComponentListItem),
      componentID: 0,
      componentType: 'Custom',
      isCustom: true,
      required: false,
      name: 'Mine',
    };
    const res = await submit('staff', requestForm(validSet(), [...list, custom]));
    const body = expectOk(res);
    expect(body.result.resultType).toBe('Success');
    expect(body.result.currentFileUsed).toBe('request-set.csv');
    const components = body.result.components ?? [];
    const linked = (type: string) => components.filter((c) => c.componentType === type);
    // Named as the Link Components table names the same software (see the next test).
    expect(linked('BIOS')).toEqual([
      expect.objectContaining({
        relatedKeytbl: first('BIOS').keytbl,
        name: first('BIOS').game_name || first('BIOS').id_number,
        status: first('BIOS').status,
        version: first('BIOS').version,
      }),
    ]);
    expect(linked('Operating System')).toEqual([
      expect.objectContaining({
        relatedKeytbl: first('OS').keytbl,
        name: first('OS').game_name || first('OS').id_number,
      }),
    ]);
    expect(linked('Game')).toEqual([
      expect.objectContaining({
        relatedKeytbl: first('GAME').keytbl,
        name: first('GAME').game_name,
        isGame: true,
      }),
      expect.objectContaining({
        relatedKeytbl: first('GAME', 1).keytbl,
        name: first('GAME', 1).game_name,
        isGame: true,
        platform: 'Apex Helios',
      }),
    ]);
    expect(components.at(-1)).toEqual(custom);
    expect(components).toHaveLength(list.length + 2);
    expect(await validationCount()).toBe(before);
  });

  it('shows each linked component with the name and description the Link Components table gives it', async () => {
    const list = await startingList(helios);
    const body = expectOk(await submit('staff', requestForm(validSet(), list)));
    const components = (body.result.components ?? []).filter((c) => c.relatedKeytbl !== null);
    expect(components.map((c) => c.componentType)).toEqual([
      'BIOS',
      'Operating System',
      'Game',
      'Game',
    ]);
    for (const c of components) {
      const table = expectOk(
        await t.call('GetComponentsForLinking', {
          as: 'staff',
          query: { componentId: String(c.componentID), submissionFilter: 'All' },
        }),
      ).result;
      const software = table.find((s) => s.keytbl === c.relatedKeytbl);
      if (!software) throw new Error(`the table does not offer keytbl ${c.relatedKeytbl}`);
      // What a row shows once chosen in the table: its game name, else its ID number, and its function.
      expect({
        name: c.name,
        description: c.description,
        status: c.status,
        version: c.version,
      }).toEqual({
        name: software.gameName || software.idNumber,
        description: software.function,
        status: software.status,
        version: software.version,
      });
    }
    // Not the file's own words for software the catalogue names (the BIOS row's 'Main BIOS').
    expect(components[0]?.name).not.toBe('Main BIOS');
    expect(components[0]?.description).not.toBe('');
  });

  it('answers Error when the file names another platform', async () => {
    const nova =
      (await t.db.query<{ mid: number }>("SELECT mid FROM platforms WHERE platform = 'Nova'"))
        .rows[0]?.mid ?? 0;
    const res = await submit('staff', requestForm(validSet(), await startingList(nova), nova));
    const body = res.body;
    expect(body.result).toMatchObject({
      resultType: 'Error',
      message: 'Line 2: Platform "Helios" is not the request\'s platform (Apex Nova).',
      components: null,
    });
  });

  it('answers SoftwareNotFound for unknown software', async () => {
    const csv = [
      HEADER,
      line('BIOS', 'Main BIOS', first('BIOS')),
      line('Operating System', 'OS', { id_number: 'NOPE', version: '1' }),
    ].join('\n');
    const res = await submit('staff', requestForm(csv, await startingList(helios)));
    const body = res.body;
    expect(body.result).toMatchObject({
      resultType: 'SoftwareNotFound',
      message: 'Line 3: No uploaded software of Apex Gaming has ID Number "NOPE" and Version "1".',
    });
  });

  it('refuses a bad components field with 400 and a user without request rights with 403', async () => {
    const form = requestForm(validSet(), []);
    form.set('components', '{not json');
    const bad = await submit('staff', form);
    expect(bad.status).toBe(400);
    const refused = await submit('viewer', requestForm(validSet(), await startingList(helios)));
    expect(refused.status).toBe(403);
  });

  it("refuses a restricted user another manufacturer's platform (403)", async () => {
    const tidal =
      (await t.db.query<{ mid: number }>("SELECT mid FROM platforms WHERE platform = 'Tidal'"))
        .rows[0]?.mid ?? 0;
    const res = await submit('vendor', requestForm(validSet(), [], tidal));
    expect(res.status).toBe(403);
  });
});

describe('GetSoftwareValidations', () => {
  it('pages by UploadName descending by default', async () => {
    const res = await t.call('GetSoftwareValidations', {
      as: 'viewer',
      query: { itemsPerPage: '100' },
    });
    const body = expectOk(res);
    const total = await validationCount();
    expect(body.result.rowCount).toBe(total);
    const names = body.result.gridRows.map((r) => r.uploadName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const page2 = expectOk(
      await t.call('GetSoftwareValidations', {
        as: 'viewer',
        query: { page: '2', itemsPerPage: '3' },
      }),
    );
    expect(page2.result.gridRows.map((r) => r.id)).toEqual(
      body.result.gridRows.slice(3, 6).map((r) => r.id),
    );
  });

  it('sorts by each field and searches name, manufacturer, creator and description', async () => {
    for (const field of ['UploadName', 'Description', 'Manufacturer', 'CreatedOn', 'CreatedBy']) {
      for (const dir of ['asc', 'desc']) {
        const res = await t.call('GetSoftwareValidations', {
          as: 'viewer',
          query: { sortField: field, sortDirection: dir },
        });
        expect(res.status).toBe(200);
      }
    }
    const byManufacturer = expectOk(
      await t.call('GetSoftwareValidations', {
        as: 'viewer',
        query: { sortField: 'Manufacturer', sortDirection: 'asc', itemsPerPage: '100' },
      }),
    );
    const makers = byManufacturer.result.gridRows.map((r) => r.manufacturer.toLowerCase());
    expect(makers).toEqual([...makers].sort());
    const byCreatedOn = expectOk(
      await t.call('GetSoftwareValidations', {
        as: 'viewer',
        query: { sortField: 'CreatedOn', sortDirection: 'asc', itemsPerPage: '100' },
      }),
    );
    const times = byCreatedOn.result.gridRows.map((r) => r.createdOn);
    expect(times).toEqual([...times].sort());
    const byCreator = expectOk(
      await t.call('GetSoftwareValidations', {
        as: 'viewer',
        query: { searchTerm: 'VALERIE', itemsPerPage: '100' },
      }),
    );
    expect(byCreator.result.gridRows.length).toBeGreaterThan(0);
    expect(byCreator.result.gridRows.every((r) => r.createdBy === 'Valerie Chen')).toBe(true);
    const none = expectOk(
      await t.call('GetSoftwareValidations', { as: 'viewer', query: { searchTerm: '%%zz' } }),
    );
    expect(none.result.rowCount).toBe(0);
    const bad = await t.call('GetSoftwareValidations', {
      as: 'viewer',
      query: { sortField: 'Status' },
    });
    expect(bad.status).toBe(400);
  });

  it('shows a restricted user only their manufacturers', async () => {
    const body = expectOk(
      await t.call('GetSoftwareValidations', { as: 'vendor', query: { itemsPerPage: '100' } }),
    );
    expect(body.result.rowCount).toBeGreaterThan(0);
    expect(body.result.gridRows.every((r) => r.manufacturer === 'Apex Gaming')).toBe(true);
  });

  it('refuses a user without canViewSoftwareValidationsPage', async () => {
    const res = await t.call('GetSoftwareValidations', { as: 'nobody' });
    expect(res.status).toBe(403);
  });
});

describe('GetComponentsForValidation and GetRemoteVerificationData', () => {
  const validationOf = async (manufacturer: string) =>
    (
      await t.db.query<{ id: number; name: string; file_name: string }>(
        'SELECT id, name, file_name FROM software_validations WHERE manufacturer_name = $1 ORDER BY id LIMIT 1',
        [manufacturer],
      )
    ).rows[0] as { id: number; name: string; file_name: string };

  it('returns the components in file order and the alias and file name', async () => {
    const v = await validationOf('Blue Delta Systems');
    const res = await t.call('GetComponentsForValidation', {
      as: 'staff',
      query: { softwareId: v.id },
    });
    const body = expectOk(res);
    expect(body.result.map((c) => c.componentType)).toEqual(['BIOS', 'Operating System', 'Game']);
    const data = await t.call('GetRemoteVerificationData', {
      as: 'staff',
      query: { softwareId: v.id },
    });
    expect(expectOk(data).result).toEqual({
      softwareAlias: v.name,
      filename: v.file_name,
    });
  });

  it("hides another manufacturer's validation from a restricted user (404) and refuses without the flag (403)", async () => {
    const v = await validationOf('Blue Delta Systems');
    for (const op of ['GetComponentsForValidation', 'GetRemoteVerificationData'] as const) {
      const hidden = await t.call(op, { as: 'vendor', query: { softwareId: v.id } });
      expect(hidden.status).toBe(404);
      const refused = await t.call(op, { as: 'nobody', query: { softwareId: v.id } });
      expect(refused.status).toBe(403);
      const missing = await t.call(op, { as: 'staff', query: { softwareId: '999999' } });
      expect(missing.status).toBe(404);
      const bad = await t.call(op, { as: 'staff', query: { softwareId: 'abc' } });
      expect(bad.status).toBe(400);
    }
    const own = await validationOf('Apex Gaming');
    const ok = await t.call('GetRemoteVerificationData', {
      as: 'vendor',
      query: { softwareId: own.id },
    });
    expect(ok.status).toBe(200);
  });
});
