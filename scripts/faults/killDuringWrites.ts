import crypto from 'node:crypto';
import { call, check, login, postmasterPid, startServer, stopServer } from './server';
import { figures, tempDir, track } from './harness';

/**
 * 1. kill -9 while 1,000 writes (notes, and every fourth an image request) are being
 * acknowledged: every acknowledged write is there after a restart on the same data directory,
 * and nothing is half-written.
 */
const WRITES = 1000;
const CONCURRENCY = 16;
const KILL_AFTER_ACKNOWLEDGED = 400;

const noteText = (run: string, i: number) => `fault ${run} #${i} ${'x'.repeat(200)} #end-${i}`;

export async function killDuringWrites(): Promise<void> {
  console.log(`\n1. kill -9 while ${WRITES} writes are being acknowledged`);
  const dataDir = tempDir('writes');
  const first = track(await startServer({ DATA_DIR: dataDir }));
  console.log(`  first start (new data directory, seeded) ready in ${await first.ready} ms`);
  const token = await login(first.baseUrl);
  const list = await call<{ gridRows: Array<{ id: number }> }>(
    first.baseUrl,
    'GET',
    '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=1',
    token,
  );
  const requestId = list.body?.result.gridRows[0]?.id;
  if (!requestId) throw new Error('no request to write notes on');
  const run = crypto.randomBytes(3).toString('hex');
  // Every fourth write creates an image request (several tables in one transaction) on the platform of an existing one.
  const template = (
    await call<{ organizationId: string; manufacturerId: number; manufacturer: string }>(
      first.baseUrl,
      'GET',
      `/api/BinaryRequest/GetRequest?requestId=${requestId}`,
      token,
    )
  ).body?.result;
  if (!template) throw new Error('no request to copy the platform of');
  const components =
    (
      await call<Array<Record<string, unknown>>>(
        first.baseUrl,
        'GET',
        `/api/BinaryRequest/GetComponentsList?manufacturerId=${template.manufacturerId}`,
        token,
      )
    ).body?.result ?? [];
  for (const c of components.filter((x) => x.required)) {
    const linking = await call<Array<{ keytbl: number; idNumber: string; version: string }>>(
      first.baseUrl,
      'GET',
      `/api/BinaryRequest/GetComponentsForLinking?componentId=${String(c.componentID)}`,
      token,
    );
    const software = linking.body?.result[0];
    Object.assign(c, {
      relatedKeytbl: software?.keytbl ?? null,
      name: software?.idNumber ?? '',
      description: `${software?.idNumber} v${software?.version}`,
    });
  }
  const requestBody = (i: number) => ({
    submittalAction: '00000000-0000-0000-0000-000000000000',
    components,
    name: `fault ${run} R${i}`,
    description: 'Fault test request',
    manufacturerId: template.manufacturerId,
    manufacturer: template.manufacturer,
    priority: false,
    organizationId: template.organizationId,
  });
  const acknowledgedRequests = new Map<number, number>();
  const acknowledged = new Set<number>();
  let failed = 0;
  let killedAt = 0;
  let next = 0;
  const worker = async () => {
    while (next < WRITES) {
      const i = next++;
      try {
        if (i % 4 === 3) {
          const res = await call<{ id: number }>(
            first.baseUrl,
            'POST',
            '/api/BinaryRequest/SubmitImageRequest',
            token,
            requestBody(i),
          );
          if (res.status === 200 && res.body?.success)
            acknowledgedRequests.set(i, res.body.result.id);
          else failed++;
        } else {
          const res = await call(first.baseUrl, 'POST', '/api/BinaryRequest/AddNote', token, {
            requestId,
            noteText: noteText(run, i),
          });
          if (res.status === 200 && res.body?.success) acknowledged.add(i);
          else failed++;
        }
      } catch {
        failed++;
      }
      if (!killedAt && acknowledged.size + acknowledgedRequests.size >= KILL_AFTER_ACKNOWLEDGED) {
        killedAt = acknowledged.size + acknowledgedRequests.size;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await first.exited;
  const acknowledgedBeforeKill = acknowledged.size;
  check(
    killedAt > 0,
    `server killed (SIGKILL) after ${killedAt} acknowledged writes; ${acknowledgedBeforeKill} notes and ${acknowledgedRequests.size} requests acknowledged in all, ${failed} refused or cut off`,
  );
  const orphan = postmasterPid(dataDir);
  console.log(
    `  the embedded PostgreSQL after the kill: ${orphan ? `still running as an orphan (process ${orphan})` : 'gone'}`,
  );

  const second = track(await startServer({ DATA_DIR: dataDir }));
  const recovery = await second.ready;
  check(true, `restart on the same data directory came back by itself in ${recovery} ms`);
  if (orphan)
    check(
      second.output().includes('orphaned PostgreSQL'),
      'the restart stopped the orphaned PostgreSQL and said so',
    );
  const token2 = await login(second.baseUrl);
  const notes = await call<Array<{ noteText: string }>>(
    second.baseUrl,
    'GET',
    `/api/BinaryRequest/GetNotes?requestId=${requestId}`,
    token2,
  );
  const events = await call<Array<{ eventName: string; description: string }>>(
    second.baseUrl,
    'GET',
    `/api/BinaryRequest/GetEvents?requestId=${requestId}`,
    token2,
  );
  const ours = (notes.body?.result ?? [])
    .map((n) => n.noteText)
    .filter((text) => text.startsWith(`fault ${run} #`));
  const ourEvents = (events.body?.result ?? [])
    .map((e) => e.description)
    .filter((text) => text.startsWith(`fault ${run} #`));
  const found = new Map<number, number>();
  let damaged = 0;
  for (const text of ours) {
    const i = Number(/#(\d+) /.exec(text)?.[1]);
    if (text !== noteText(run, i)) damaged++;
    found.set(i, (found.get(i) ?? 0) + 1);
  }
  const missing = [...acknowledged].filter((i) => !found.has(i));
  check(
    missing.length === 0,
    `every acknowledged note is there: ${acknowledgedBeforeKill} acknowledged, ${[...acknowledged].filter((i) => found.has(i)).length} found (${missing.length} missing)`,
  );
  check(
    damaged === 0 && [...found.values()].every((n) => n === 1),
    `nothing half-written or doubled: ${ours.length} notes stored, ${damaged} damaged`,
  );
  check(
    ourEvents.length === ours.length && ours.every((text) => ourEvents.includes(text)),
    `each stored note has its event (written in the same transaction): ${ours.length} notes, ${ourEvents.length} events`,
  );
  console.log(
    `  ${ours.length - acknowledgedBeforeKill} notes were committed but their answer was cut off by the kill`,
  );
  // Requests: every acknowledged one is there, and every stored one (acknowledged or not) is whole.
  const stored: Array<{ id: number; name: string }> = [];
  for (let page = 1; ; page++) {
    const list = await call<{ gridRows: Array<{ id: number; name: string }> }>(
      second.baseUrl,
      'GET',
      `/api/BinaryRequest/GetRequests?page=${page}&itemsPerPage=100&searchTerm=${encodeURIComponent(`fault ${run} R`)}`,
      token2,
    );
    const rows = list.body?.result.gridRows ?? [];
    stored.push(...rows);
    if (rows.length < 100) break;
  }
  const storedIds = new Set(stored.map((r) => r.id));
  const missingRequests = [...acknowledgedRequests.values()].filter((id) => !storedIds.has(id));
  let incomplete = 0;
  for (const r of stored) {
    const detail = await call<{ name: string; components: unknown[] }>(
      second.baseUrl,
      'GET',
      `/api/BinaryRequest/GetRequest?requestId=${r.id}`,
      token2,
    );
    const created = await call<Array<{ eventName: string }>>(
      second.baseUrl,
      'GET',
      `/api/BinaryRequest/GetEvents?requestId=${r.id}`,
      token2,
    );
    if (
      detail.body?.result.components.length !== components.length ||
      !created.body?.result.some((e) => e.eventName === 'Request Created')
    )
      incomplete++;
  }
  check(
    missingRequests.length === 0,
    `every acknowledged request is there: ${acknowledgedRequests.size} acknowledged, ${acknowledgedRequests.size - missingRequests.length} found`,
  );
  check(
    incomplete === 0,
    `every stored request is whole (its ${components.length} components and its creation event): ${stored.length} stored, ${incomplete} incomplete`,
  );
  figures.push(
    `kill -9 during writes: notes ${acknowledgedBeforeKill} acknowledged, ${acknowledgedBeforeKill - missing.length} found after (${ours.length} stored); ` +
      `requests ${acknowledgedRequests.size} acknowledged, ${acknowledgedRequests.size - missingRequests.length} found (${stored.length} stored, all whole); restart ready in ${recovery} ms` +
      (orphan ? ' (orphaned PostgreSQL stopped)' : ''),
  );
  await stopServer(second);
  check(postmasterPid(dataDir) === undefined, 'a normal stop stops the embedded PostgreSQL too');
}
