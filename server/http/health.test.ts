import net from 'node:net';
import path from 'node:path';
import { buildApp } from '../app';
import { createPool } from '../db/pool';
import { listenWith, testAppWithDir } from '../test/appOnTestDb';
import { testConfig } from '../test/testApp';

/* Issue 19: /healthz while the process lives, /readyz while it can serve (database, migrations). */
const files = testAppWithDir('health');

const get = async (baseUrl: string, url: string) => {
  const res = await fetch(baseUrl + url);
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
};

describe('GET /healthz and /readyz', () => {
  it('answer small JSON, not cached, signed out and not rate limited', async () => {
    for (let i = 0; i < 15; i++) {
      expect(await get(files.t.baseUrl, '/healthz')).toEqual({
        status: 200,
        cache: 'no-store',
        body: { status: 'ok' },
      });
      expect(await get(files.t.baseUrl, '/readyz')).toEqual({
        status: 200,
        cache: 'no-store',
        body: { status: 'ready' },
      });
    }
  });

  it('readyz answers 503 while a migration is not applied', async () => {
    const { rows } = await files.t.db.query<{ name: string; applied_on: Date }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING *',
    );
    try {
      expect(await get(files.t.baseUrl, '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', reason: 'migrations pending' },
      });
      expect((await get(files.t.baseUrl, '/healthz')).status).toBe(200);
    } finally {
      await files.t.db.query('INSERT INTO schema_migrations (name, applied_on) VALUES ($1, $2)', [
        rows[0]?.name,
        rows[0]?.applied_on,
      ]);
    }
    expect((await get(files.t.baseUrl, '/readyz')).status).toBe(200);
  });

  it('readyz answers 503 when the database does not answer; healthz stays 200', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused.
    const down = createPool('postgres://nobody@127.0.0.1:1/none');
    const { baseUrl, close } = await listenWith(down, files.dir, {});
    try {
      expect(await get(baseUrl, '/readyz')).toEqual({
        status: 503,
        cache: 'no-store',
        body: { status: 'unavailable', reason: 'database' },
      });
      expect((await get(baseUrl, '/healthz')).status).toBe(200);
    } finally {
      await close();
      await down.end();
    }
  });
});

/** Everything `socket` reads until `count` answers arrived (or it closes). */
function answers(socket: net.Socket, count: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if ((text.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= count && /\}$/.test(text))
        resolve(text);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
}

describe('shutdown', () => {
  it('lets a request under way finish, and closes its connection after the answer', async () => {
    const app = await buildApp({
      config: testConfig(files.dir),
      db: files.t.db,
      logger: false,
      clientDir: path.join(files.dir, 'no-client'),
      mailer: { send: async () => undefined },
    });
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/test/slow', async () => {
      entered();
      await gate;
      return { slow: 'done' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const socket = net.connect(port, '127.0.0.1');
    const read = answers(socket, 2);
    socket.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await inHandler;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A call behind it on the same (busy) connection once closing began.
    socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    release();
    const text = await read;
    socket.destroy();
    await closing;
    // The call under way ends as usual, then the connection closes (a kept connection left idle
    // would hold the closing server open); the call behind it is not run, the client resends it.
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toContain('{"slow":"done"}');
    expect(text.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
  });
});

describe('the drain (app.drain, before the listener closes)', () => {
  it('refuses idempotent calls with 503 before they run, serves POSTs, closes every connection', async () => {
    const app = await buildApp({
      config: testConfig(files.dir),
      db: files.t.db,
      logger: false,
      clientDir: path.join(files.dir, 'no-client'),
      mailer: { send: async () => undefined },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const token = await files.t.login('staff');
      const list = () =>
        fetch(`${url}/api/BinaryRequest/GetRequests?page=1`, {
          headers: { authorization: `Bearer ${token}` },
        });
      const before = await list();
      expect(before.status).toBe(200);
      expect(before.headers.get('connection')).toBe('keep-alive');
      app.drain();
      const refused = await list();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('connection')).toBe('close');
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({
        success: false,
        message: 'The server is restarting. Please try again in a moment.',
        code: 'unavailable',
        result: null,
      });
      // A PUT as well (proxies resend it), refused before sign-in is even checked: it never ran.
      const put = await fetch(`${url}/api/BinaryRequest/RemoveImageRequest?requestId=1`, {
        method: 'PUT',
      });
      expect(put.status).toBe(503);
      const login = await fetch(`${url}/api/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'staff', password: 'Demo!2026' }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('connection')).toBe('close');
      expect((await get(url, '/healthz')).status).toBe(200);
      expect(await get(url, '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', reason: 'shutting down' },
      });
      expect((await fetch(`${url}/metrics`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
