import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createPool, type Db } from '../db/pool';
import type { MailMessage } from '../mail/mailer';
import { makeCall, type Call, type RawCall } from './call';
import { TEMPLATE_DATABASE, TEST_DEMO_PASSWORD } from './constants';

export interface InjectOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** FormData is sent as multipart; any other value (but undefined) as JSON. */
  payload?: unknown;
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  /** The raw body. */
  body: Buffer;
  json<T = unknown>(): T;
}

export interface TestApp {
  app: FastifyInstance;
  /** The base address of the listening app (real HTTP on loopback). */
  baseUrl: string;
  /** One operation, typed from the contract: `t.call('AddNote', { as: 'staff', body })`. */
  call: Call;
  /** `call` with untyped input, for what a test sends against the contract on purpose. */
  callRaw: RawCall;
  /** The raw escape hatch: one call over real HTTP, in the shape of fastify's inject, for
   * what the typed `call` cannot express (malformed input, unknown paths or parameters). */
  inject(options: InjectOptions): Promise<TestResponse>;
  db: Db;
  /** Every mail the app sent, in order. */
  mails: MailMessage[];
  /** Signs a demo (or any) user in and returns the bearer token. */
  login(username: string, password?: string): Promise<string>;
  /** The authorization header for a user, cached per username. */
  auth(username: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url)
    throw new Error('TEST_PG_ADMIN_URL is not set: run server tests through jest (globalSetup).');
  return url;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret';

/** The tests' configuration: `env` read as the environment would be, files in `dataDir`. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return {
    ...readConfig({ NODE_ENV: 'test', ...env }),
    dataDir,
    jwtSecret: TEST_JWT_SECRET,
  };
}

/**
 * A fresh app on a fresh copy of the seeded demo database. `env`: configuration on top, read as
 * the environment would be; `port`: where it listens (a free one otherwise), for a PUBLIC_URL
 * known before it starts (single sign-on's redirect URI).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; port?: number } = {},
): Promise<TestApp> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const db = createPool(url.toString());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-app-'));
  const mails: MailMessage[] = [];
  const app = await buildApp({
    config: testConfig(dataDir, options.env),
    db,
    logger: false,
    clientDir: path.join(dataDir, 'no-client'),
    mailer: { send: async (m) => void mails.push(m) },
  });
  // Real HTTP on loopback (light-my-request's ESM dependencies cannot load under Jest on Node 20).
  const baseUrl = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const inject = async ({
    method,
    url,
    headers = {},
    payload,
  }: InjectOptions): Promise<TestResponse> => {
    let body: string | FormData | undefined;
    const sendHeaders: Record<string, string> = { ...headers };
    if (payload instanceof FormData) body = payload;
    else if (payload !== undefined) {
      body = JSON.stringify(payload);
      sendHeaders['content-type'] = 'application/json';
    }
    const res = await fetch(baseUrl + url, { method, headers: sendHeaders, body });
    // An event stream never ends: its status and headers are the answer (server/test/eventStream.ts reads one).
    const isStream = res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
    if (isStream) await res.body?.cancel();
    const raw = isStream ? Buffer.alloc(0) : Buffer.from(await res.arrayBuffer());
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body: raw,
      json: <T>() => JSON.parse(raw.toString('utf8')) as T,
    };
  };
  const tokens = new Map<string, string>();
  const login = async (username: string, password = TEST_DEMO_PASSWORD) => {
    const res = await inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { username, password },
    });
    const body = res.json() as {
      success: boolean;
      message: string;
      result: { token: string } | null;
    };
    if (!body.success || !body.result) throw new Error(`login ${username} failed: ${body.message}`);
    return body.result.token;
  };
  const auth = async (username: string) => {
    let token = tokens.get(username);
    if (!token) {
      token = await login(username);
      tokens.set(username, token);
    }
    return { authorization: `Bearer ${token}` };
  };
  return {
    app,
    baseUrl,
    ...makeCall(inject, auth),
    inject,
    db,
    mails,
    login,
    auth,
    async close() {
      // The test's own clients (fetch's pool, raw sockets) may hold connections open, some with a
      // request half-sent; a test server does not wait for them as a production one drains.
      const closed = app.close();
      app.server.closeAllConnections();
      await closed;
      await db.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: adminUrl() });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
