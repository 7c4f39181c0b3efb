import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { freePort } from '../../server/serverProcess';
import { call, check, login, sleep, startServer, stopServer, type ServerProcess } from './server';
import { cleanups, figures, tempDir, track } from './harness';
import { startNginx } from './nginx';

/**
 * 8. A rolling restart behind nginx (issue 19): two servers on one database behind
 * deploy/nginx/image-requests.conf, 50 clients reading and writing (notes) through it over TLS;
 * each server in turn gets SIGTERM, is started again on its port and waits until nginx sends it
 * calls again. Not one call fails, and every acknowledged write is there afterwards, once.
 */
const CONNECTIONS = 50;
/** As in production: the drain nginx needs to mark a server down before its listener closes. */
const DRAIN_MS = '2000';

const noteText = (run: string, n: number) => `rolling ${run} #${n}`;

/** Calls a server answered, by its own metrics (loopback may read them), probes left out. */
async function callsServed(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  let served = 0;
  for (const line of text.split('\n')) {
    const found = /^http_request_duration_seconds_count\{operation="([^"]+)".*\} (\d+)$/.exec(line);
    if (found && !['metrics', 'readyz', 'healthz'].includes(found[1] ?? '')) {
      served += Number(found[2]);
    }
  }
  return served;
}

export async function rollingRestart(): Promise<void> {
  console.log(`\n8. rolling restart of two servers behind nginx under ${CONNECTIONS} clients`);
  const database = await startEmbeddedPostgres(tempDir('rolling-database'), { persistent: true });
  cleanups.push(() => database.stop());
  const ports: [number, number] = [await freePort(), await freePort()];
  const start = async (port: number) => {
    const server = track(
      await startServer(
        {
          DATABASE_URL: database.url,
          DATA_DIR: tempDir(`rolling-${port}`),
          SHUTDOWN_DRAIN_MS: DRAIN_MS,
          TRUST_PROXY: '127.0.0.1',
        },
        port,
      ),
    );
    await server.ready;
    return server;
  };
  // One after the other: the first seeds the demo lab.
  const servers: [ServerProcess, ServerProcess] = [await start(ports[0]), await start(ports[1])];
  const nginx = await startNginx(ports);
  check(true, `nginx serves ${nginx.httpsUrl} in front of ports ${ports.join(' and ')}`);

  const token = await login(servers[0].baseUrl);
  const list = await call<{ gridRows: Array<{ id: number }> }>(
    servers[0].baseUrl,
    'GET',
    '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=10',
    token,
  );
  const requestIds = (list.body?.result.gridRows ?? []).map((r) => r.id);
  if (requestIds.length === 0) throw new Error('no request to write notes on');

  const run = crypto.randomBytes(3).toString('hex');
  let sent = 0;
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  let failed = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: nginx.httpsUrl,
        connections: CONNECTIONS,
        // Stopped once both servers have restarted.
        duration: 600,
        headers,
        // Two reads, then a write, on every connection.
        requests: [
          { method: 'GET', path: '/api/BinaryRequest/GetRequests?page=1&itemsPerPage=10' },
          { method: 'GET', path: `/api/BinaryRequest/GetRequest?requestId=${requestIds[0]}` },
          {
            method: 'POST',
            path: '/api/BinaryRequest/AddNote',
            setupRequest(request) {
              const n = sent++;
              const requestId = requestIds[n % requestIds.length];
              return {
                ...request,
                body: JSON.stringify({ requestId, noteText: noteText(run, n) }),
              };
            },
            // Acknowledged: answered 200 with the note as stored.
            onResponse(status, body) {
              if (status !== 200) return;
              const note = (JSON.parse(body) as { result?: { noteText?: unknown } }).result;
              if (typeof note?.noteText === 'string') acknowledged.add(note.noteText);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client, status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status < 200 || status >= 400) failed++;
  });

  await sleep(3000);
  const restarts: string[] = [];
  for (const i of [0, 1] as const) {
    const port = ports[i];
    const old = servers[i];
    const began = Date.now();
    await stopServer(old);
    const stopped = Date.now() - began;
    check(old.child.exitCode === 0, `server ${i + 1} stopped on SIGTERM (exit 0) in ${stopped} ms`);
    servers[i] = await start(port);
    const ready = Date.now() - began;
    check(
      (await call(servers[i].baseUrl, 'GET', '/readyz')).status === 200,
      `started again on port ${port}, ready ${ready} ms after the SIGTERM`,
    );
    // nginx tries a server it marked down again after fail_timeout: wait until it does.
    for (let tries = 0; tries < 150 && (await callsServed(servers[i])) === 0; tries++) {
      await sleep(200);
    }
    const serving = Date.now() - began;
    check(
      (await callsServed(servers[i])) > 0,
      `and serves calls through nginx again ${serving} ms after the SIGTERM`,
    );
    restarts.push(`stop ${stopped} ms, ready ${ready} ms, serving ${serving} ms`);
  }
  await sleep(2000);
  instance?.stop();
  const result = await finished;
  const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  // Calls nginx sent on to the other server: `upstream=a, b 503, 200` in its access log.
  const resentBy = new Map<string, number>();
  for (const line of nginx.accessLog()) {
    const found = /"(\w+) .* upstream=\S+, \S+ (\S+), \S+$/.exec(line);
    // By method and the first server's answer (502: refused or cut off; 503: drained).
    const how = found && `${found[1]} after ${found[2]}`;
    if (how) resentBy.set(how, (resentBy.get(how) ?? 0) + 1);
  }
  const resent = [...resentBy.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `  ${total} calls in ${result.duration.toFixed(1)} s (${Math.round(result.requests.average)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}; ${resent} resent by nginx to the other server ${JSON.stringify(Object.fromEntries(resentBy))}`,
  );
  check(
    result.requests.sent - total <= CONNECTIONS,
    `every call sent was answered but those under way at the end: ${result.requests.sent} sent, ${total} answered`,
  );
  // What nginx answered outside 2xx/3xx, for the failure's message (499: the test's own stop).
  const failures = failed
    ? nginx
        .accessLog()
        .filter((line) => !/" ([23]\d\d|499) /.test(line))
        .slice(0, 5)
    : [];
  check(
    failed === 0 && result.errors === 0 && result.timeouts === 0,
    `no call failed: ${failed} answers outside 2xx/3xx, ${result.errors} errors, ${result.timeouts} timeouts${failures.length ? `\n${failures.join('\n')}` : ''}`,
  );

  // Every acknowledged write is there, once; read on one server directly.
  const stored = new Map<string, number>();
  const reader = await login(servers[0].baseUrl);
  for (const requestId of requestIds) {
    const notes = await call<Array<{ noteText: string }>>(
      servers[0].baseUrl,
      'GET',
      `/api/BinaryRequest/GetNotes?requestId=${requestId}`,
      reader,
    );
    for (const { noteText: text } of notes.body?.result ?? []) {
      if (text.startsWith(`rolling ${run} #`)) stored.set(text, (stored.get(text) ?? 0) + 1);
    }
  }
  const lost = [...acknowledged].filter((text) => !stored.has(text));
  const doubled = [...stored.values()].filter((n) => n > 1).length;
  check(
    lost.length === 0 && doubled === 0,
    `every acknowledged write is there once: ${acknowledged.size} acknowledged, ${acknowledged.size - lost.length} found, ${doubled} doubled (${stored.size} stored of ${sent} sent)`,
  );
  for (const server of servers) await stopServer(server);
  figures.push(
    `rolling restart behind nginx (TLS, ${CONNECTIONS} clients): ${total} calls, ${failed + result.errors + result.timeouts} failed, ` +
      `${acknowledged.size} writes acknowledged, ${lost.length} lost, ${doubled} doubled; ${resent} calls resent by nginx; ` +
      `per server: ${restarts.join('; ')}`,
  );
}
