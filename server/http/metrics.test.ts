import { testAppWithDir } from '../test/appOnTestDb';
import { expectOk } from '../test/call';
import { openEventStream } from '../test/eventStream';
import { isLoopback } from './metrics';

/* Issue 19: /metrics in Prometheus' text format, to a METRICS_TOKEN bearer or else loopback only. */
const files = testAppWithDir('metrics');
const TOKEN = 'metrics-token-for-the-test-0123456789';

const scrape = (baseUrl: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/metrics`, { headers });

describe('GET /metrics without METRICS_TOKEN', () => {
  it('serves the metrics to loopback, in the text format', async () => {
    // A call of each kind first: an operation, a page path, an unknown API path with an id.
    await files.t.call('GetTokenInformation', { query: { token: 'nope' } });
    await fetch(`${files.t.baseUrl}/api/Request/Nope?id=123`);
    await fetch(`${files.t.baseUrl}/api/Request/9f0c1d2e-0000-4000-8000-000000000001`);
    await files.t.inject({ method: 'GET', url: '/healthz' });
    const res = await scrape(files.t.baseUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'db_pool_connections',
      'db_pool_idle_connections',
      'db_pool_waiting_requests',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    expect(text).toContain('mail_messages_total{result="sent"} 0');
    expect(text).toContain('mail_messages_total{result="failed"} 0');
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{operation="GetTokenInformation",status="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{operation="healthz",status="200"\}/m,
    );
    // Paths never become labels: both unknown paths count as one `unknown` series.
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{operation="unknown",status="404"\} 2$/m,
    );
    expect(text).not.toContain('9f0c1d2e');
    expect(text).not.toContain('Nope');
  });

  it("counts the live streams and their fan-out's writes and time", async () => {
    const read = async (name: string) =>
      Number(
        new RegExp(`^${name} (\\S+)$`, 'm').exec(await (await scrape(files.t.baseUrl)).text())?.[1],
      );
    const writesBefore = await read('live_stream_writes_total');
    const stream = await openEventStream(files.t.baseUrl, await files.t.auth('staff'));
    try {
      const requestId = expectOk(
        await files.t.call('GetRequests', { as: 'staff', query: { page: 1 } }),
      ).result.gridRows[0]?.id;
      if (requestId === undefined) throw new Error('no request to add a note to');
      const note = expectOk(
        await files.t.call('AddNote', { as: 'staff', body: { requestId, noteText: 'Counted' } }),
      ).result;
      await stream.waitFor((text) => text.includes(note.objectId));
      expect(await read('live_streams')).toBe(1);
      expect(await read('live_batches_total')).toBeGreaterThan(0);
      expect(await read('live_stream_writes_total')).toBeGreaterThan(writesBefore);
      // CPU time: a batch for one stream may take less than the clock's grain.
      expect(Number.isFinite(await read('live_fanout_seconds_total'))).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('counts mails sent and failed', async () => {
    const count = async (baseUrl: string, result: string) => {
      const text = await (await scrape(baseUrl)).text();
      return Number(
        new RegExp(`^mail_messages_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1],
      );
    };
    const reset = (baseUrl: string) =>
      fetch(`${baseUrl}/api/Account/PasswordResetRequest?username=staff`, { method: 'POST' });
    // The reset mail leaves after the answer (see PasswordResetRequest): wait for the count.
    const eventually = async (baseUrl: string, result: string, expected: number) => {
      for (let i = 0; i < 50 && (await count(baseUrl, result)) !== expected; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return count(baseUrl, result);
    };
    const sent = await count(files.t.baseUrl, 'sent');
    expect((await reset(files.t.baseUrl)).status).toBe(200);
    expect(await eventually(files.t.baseUrl, 'sent', sent + 1)).toBe(sent + 1);
    expect(files.t.mails).toHaveLength(sent + 1);

    const broken = await files.listen({
      mailer: { send: () => Promise.reject(new Error('SMTP is down')) },
    });
    expect((await reset(broken.baseUrl)).status).toBe(200);
    expect(await eventually(broken.baseUrl, 'failed', 1)).toBe(1);
    expect(await count(broken.baseUrl, 'sent')).toBe(0);
  });

  it('gauges the mail outbox backlog: mails neither sent nor given up', async () => {
    const backlog = async () =>
      Number(
        /^mail_outbox_backlog (\d+)$/m.exec(await (await scrape(files.t.baseUrl)).text())?.[1],
      );
    const before = await backlog();
    await files.t.db.query(
      `INSERT INTO mail_outbox (dedupe_key, recipient, subject, text, sent_at, failed_at) VALUES
         ('metrics:1', 'a@lab.example.com', 's', 't', NULL, NULL),
         ('metrics:2', 'a@lab.example.com', 's', 't', NULL, NULL),
         ('metrics:3', 'a@lab.example.com', 's', 't', now(), NULL),
         ('metrics:4', 'a@lab.example.com', 's', 't', NULL, now())`,
    );
    expect(await backlog()).toBe(before + 2);
  });

  it('refuses a request relayed by a proxy, whatever it forwards', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ] as Record<string, string>[]) {
      const res = await scrape(files.t.baseUrl, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, code: 'forbidden' });
    }
  });

  it('knows loopback addresses by the socket', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '192.0.2.127', '::2', undefined])
      expect(isLoopback(address)).toBe(false);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('wants the token as a bearer, even from loopback', async () => {
    const { baseUrl } = await files.listen({ env: { METRICS_TOKEN: TOKEN } });
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ] as Record<string, string>[]) {
      const res = await scrape(baseUrl, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, code: 'forbidden' });
    }
    const res = await scrape(baseUrl, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds_bucket');
    // With the token, a proxy may relay the scrape.
    const relayed = await scrape(baseUrl, {
      authorization: `Bearer ${TOKEN}`,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(relayed.status).toBe(200);
  });
});
