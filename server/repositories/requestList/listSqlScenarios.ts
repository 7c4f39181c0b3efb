import {
  findRequest,
  insertRequest,
  listRequests,
  markRequestRemoved,
  replaceComponents,
  requestComponents,
  setRequestState,
  updateRequest,
  type RequestListQuery,
  type RequestWrite,
} from '../requests';
import { recordingDb, type SentStatement } from './recordingDb';

/**
 * Representative calls of the request list, its search and the request's reads and writes, each
 * against a recording database: the statements they send are pinned (listSql.pins.ts) so that a
 * change to how the SQL is written cannot change what PostgreSQL plans.
 */

const versions = { list: 7, today: '2026-11-25' };
const page = (over: Partial<RequestListQuery>): RequestListQuery => ({
  manufacturerIds: null,
  pattern: null,
  sortField: 'CreatedOn',
  sortDirection: 'desc',
  limit: 10,
  offset: 0,
  ...over,
});
const listRow = (id: number) => ({
  id,
  uploadName: `Upload ${id}`,
  manufacturer: 'Apex Gaming',
  description: 'A request',
  createdBy: 'Admin',
  createdOn: new Date('2026-11-01T00:00:00Z'),
  status: 'New',
  priority: false,
  priorityDueDate: null,
  pastDue: false,
  listTotal: 46,
  sortKey: `upload ${id}`,
});
const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => listRow(i + 1));

/** Answers a search count with `n` matches, a live count of 5,000, and pages of `pageRows` rows. */
function answers(n: number, pageRows: number[]) {
  let pages = 0;
  return (text: string) => {
    if (text.includes('request_search_count('))
      return [{ found: n, scanned: 4000, n, live: 5000, key: 'upload 7', id: 7, codePoint: true }];
    if (text.startsWith('SELECT coalesce(sum(live), 0)::bigint AS n')) return [{ n: 5000 }];
    if (text.includes('AS "codePoint"')) return [{ key: 'upload 7', id: 7, codePoint: true }];
    return rowsOf(pageRows[pages++] ?? 0);
  };
}

const write: RequestWrite = {
  name: 'Upload',
  description: 'Described',
  mid: 3,
  manufacturerId: 2,
  manufacturerName: 'Apex Gaming',
  organizationId: '00000000-0000-0000-0000-000000000001',
  stateId: '00000000-0000-0000-0000-000000000002',
  status: 'New',
  priority: true,
  priorityDueDate: '2026-12-01',
  gpsPath: null,
};

export async function listSqlScenarios(): Promise<Record<string, SentStatement[]>> {
  const sent: Record<string, SentStatement[]> = {};
  const run = async (
    name: string,
    answer: (text: string) => Record<string, unknown>[],
    call: (db: ReturnType<typeof recordingDb>['db']) => Promise<unknown>,
  ) => {
    const recorded = recordingDb(answer);
    await call(recorded.db);
    sent[name] = recorded.sent;
  };
  await run('first page, every manufacturer', answers(0, [10]), (db) =>
    listRequests(db, page({}), versions),
  );
  await run('restricted, by name ascending', answers(0, [10]), (db) =>
    listRequests(
      db,
      page({ manufacturerIds: [1, 2], sortField: 'UploadName', sortDirection: 'asc' }),
      versions,
    ),
  );
  await run('restricted, by due date descending, past the end', answers(0, [0]), (db) =>
    listRequests(
      db,
      page({ manufacturerIds: [2], sortField: 'PriorityDueDate', offset: 60 }),
      versions,
    ),
  );
  await run('search with few matches, by status', answers(5, [5]), (db) =>
    listRequests(
      db,
      page({ pattern: '%apex%', sortField: 'Status', sortDirection: 'asc' }),
      versions,
    ),
  );
  await run('restricted search with no match', answers(0, []), (db) =>
    listRequests(db, page({ manufacturerIds: [1], pattern: '%zzz%' }), versions),
  );
  await run(
    'search with many clustered matches, two pages',
    answers(1001, [10, 10]),
    async (db) => {
      const query = page({
        manufacturerIds: [1, 2],
        pattern: '%lucky%',
        sortField: 'UploadName',
        sortDirection: 'asc',
      });
      await listRequests(db, query, versions);
      await listRequests(db, { ...query, offset: 10 }, versions);
    },
  );
  await run(
    'search with many matches, descending, the page at the cap',
    answers(1001, [11]),
    (db) =>
      listRequests(db, page({ pattern: '%quest%', sortField: 'CreatedBy', offset: 990 }), versions),
  );
  await run('search with many matches, by due date', answers(1001, [10]), (db) =>
    listRequests(
      db,
      page({ manufacturerIds: [2], pattern: '%quest%', sortField: 'PriorityDueDate' }),
      versions,
    ),
  );
  await run(
    'one request and its components',
    () => [{ id: 1 }],
    async (db) => {
      await findRequest(db, 1, null);
      await findRequest(db, 2, [1, 2], true);
      await requestComponents(db, 1);
    },
  );
  await run(
    'the writes',
    () => [{ id: 9 }],
    async (db) => {
      await insertRequest(db, write, '00000000-0000-0000-0000-000000000003', 'Admin');
      await updateRequest(db, 9, write);
      await replaceComponents(db, 9, []);
      await replaceComponents(db, 9, [
        {
          componentTypeId: 4,
          componentType: 'Game',
          name: 'Lucky',
          description: 'A game',
          required: true,
          isGame: true,
          isCustom: false,
          keytbl: 12,
        },
      ]);
      await setRequestState(db, 9, write.stateId, 'Approved');
      await markRequestRemoved(db, 9);
    },
  );
  return sent;
}
