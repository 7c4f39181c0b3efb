import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { call, check, login, sleep, startServer, stopServer } from './server';
import { figures, tempDir, track } from './harness';

/**
 * 6. Notification mail through the outbox (issue 18): the time from a change to its mail file in
 * DATA_DIR/outbox, then kill -9 while changes are acknowledged and their mails sent; after a
 * restart on the same data directory, every committed change's mail is there exactly once per
 * follower (none lost, none doubled).
 */
const LATENCY_PROBES = 20;
const WRITES = 300;
const CONCURRENCY = 8;
const KILL_AFTER_ACKNOWLEDGED = 150;
/** Followers who get each note's mail (admin writes: the actor is not told). */
const FOLLOWERS = ['staff', 'jlee'];

const marker = (run: string, i: number | string) => `mailfault ${run} #${i} end`;

/** The text of a .eml file, quoted-printable soft breaks and escapes undone. */
const decoded = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface MailFile {
  to: string;
  text: string;
}

function readOutbox(dir: string): MailFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const text = decoded(fs.readFileSync(path.join(dir, name), 'utf8'));
      return { to: /^To: (.*)$/m.exec(text)?.[1]?.trim() ?? '', text };
    });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function backlog(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^mail_outbox_backlog (\d+)/m.exec(text)?.[1] ?? NaN);
}

export async function mailAfterKill(): Promise<void> {
  console.log('\n9. notification mail: latency, and kill -9 while mails are being sent');
  const dataDir = tempDir('mail');
  const outbox = path.join(dataDir, 'outbox');
  const first = track(await startServer({ DATA_DIR: dataDir }));
  await first.ready;
  const admin = await login(first.baseUrl);
  const list = await call<{ gridRows: Array<{ id: number; createdBy: string }> }>(
    first.baseUrl,
    'GET',
    '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=50',
    admin,
  );
  const requestId = list.body?.result.gridRows.find((r) => r.createdBy === 'Sam Rivera')?.id;
  if (!requestId) throw new Error('no request of staff to write notes on');
  for (const user of FOLLOWERS) {
    const token = await login(first.baseUrl, user);
    await call(
      first.baseUrl,
      'PUT',
      `/api/Notifications/FollowRequest?requestId=${requestId}`,
      token,
    );
  }
  const run = crypto.randomBytes(3).toString('hex');
  const note = (i: number | string) =>
    call(first.baseUrl, 'POST', '/api/BinaryRequest/AddNote', admin, {
      requestId,
      noteText: marker(run, i),
    });

  // Latency: one change at a time, until its mails are files.
  const latencies: number[] = [];
  for (let i = 0; i < LATENCY_PROBES; i++) {
    const started = Date.now();
    const res = await note(`probe${i}`);
    if (res.status !== 200) throw new Error(`probe note refused: ${res.status}`);
    const probe = marker(run, `probe${i}`);
    while (readOutbox(outbox).filter((m) => m.text.includes(probe)).length < FOLLOWERS.length) {
      if (Date.now() - started > 15_000) throw new Error('a probe mail took over 15 s');
      await sleep(20);
    }
    latencies.push(Date.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const latency = `p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms`;
  check(
    (latencies.at(-1) ?? Infinity) < 10_000,
    `each mail is a file in DATA_DIR/outbox within 10 s of its change (${LATENCY_PROBES} changes: ${latency})`,
  );

  // kill -9 while notes are acknowledged and their mails written.
  const acknowledged = new Set<number>();
  let next = 0;
  let filesAtKill = -1;
  const worker = async () => {
    while (next < WRITES) {
      const i = next++;
      try {
        const res = await note(i);
        if (res.status === 200 && res.body?.success) acknowledged.add(i);
      } catch {
        // Cut off by the kill.
      }
      if (filesAtKill < 0 && acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) {
        filesAtKill = readOutbox(outbox).length;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await first.exited;
  const probeFiles = LATENCY_PROBES * FOLLOWERS.length;
  check(
    filesAtKill > probeFiles,
    `killed (SIGKILL) after ${acknowledged.size} acknowledged notes while their mails were being sent (${filesAtKill - probeFiles} of theirs written so far)`,
  );

  const second = track(await startServer({ DATA_DIR: dataDir }));
  await second.ready;
  const deadline = Date.now() + 60_000;
  while ((await backlog(second.baseUrl)) !== 0) {
    if (Date.now() > deadline) throw new Error('the outbox was not empty 60 s after the restart');
    await sleep(200);
  }
  const token = await login(second.baseUrl);
  const notes = await call<Array<{ noteText: string }>>(
    second.baseUrl,
    'GET',
    `/api/BinaryRequest/GetNotes?requestId=${requestId}`,
    token,
  );
  const committed = (notes.body?.result ?? [])
    // Numbered notes only (the latency probes are `probeN`).
    .map((n) => new RegExp(`^mailfault ${run} #(\\d+) end$`).exec(n.noteText)?.[1])
    .filter((i): i is string => i !== undefined)
    .map(Number);
  const mails = readOutbox(outbox);
  const emails = new Map<string, number>();
  for (const m of mails) {
    const i = new RegExp(`mailfault ${run} #(\\d+) end`).exec(m.text)?.[1];
    if (i !== undefined) emails.set(`${i} ${m.to}`, (emails.get(`${i} ${m.to}`) ?? 0) + 1);
  }
  const recipients = new Set(mails.map((m) => m.to));
  check(
    recipients.size === FOLLOWERS.length,
    `mails go to the ${FOLLOWERS.length} followers, not the actor`,
  );
  const missing = [...acknowledged].filter((i) =>
    [...recipients].some((to) => emails.get(`${i} ${to}`) !== 1),
  );
  check(
    missing.length === 0 && [...acknowledged].every((i) => committed.includes(i)),
    `every acknowledged note's mail is in DATA_DIR/outbox exactly once per follower: ${acknowledged.size} notes, ${missing.length} without`,
  );
  const doubled = [...emails.values()].filter((n) => n > 1).length;
  const stray = [...emails.keys()].filter((key) => !committed.includes(Number(key.split(' ')[0])));
  check(
    doubled === 0 && stray.length === 0 && emails.size === committed.length * FOLLOWERS.length,
    `no mail doubled or without its note: ${committed.length} notes committed (${committed.length - acknowledged.size} of them unacknowledged, cut off by the kill), ${emails.size} mails`,
  );
  const leftovers = fs.readdirSync(outbox).filter((name) => !name.endsWith('.eml')).length;
  figures.push(
    `notification mail: change to file ${latency} (${LATENCY_PROBES} changes, 2 followers each); kill -9 during sending: ` +
      `${acknowledged.size} notes acknowledged, ${committed.length} committed, ${emails.size} mails after the restart, 0 lost, 0 doubled` +
      (leftovers ? ` (${leftovers} temporary files of interrupted writes left aside)` : ''),
  );
  await stopServer(second);
}
