import fs from 'node:fs';
import path from 'node:path';
import { startServer as startServerProcess, type ServerProcess } from '../../server/serverProcess';

/** Helpers of the fault tests: real server processes, real HTTP, and timing. */

export { stopServer, type ServerProcess } from '../../server/serverProcess';
export const DEMO_PASSWORD = 'Demo!2026';
export const JWT_SECRET = 'fault-tests-fault-tests-fault-tests-0123456789';

/** `server/main.ts` in development mode, logging warnings only, with `env` on top; on `port` when given. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  return startServerProcess({
    env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET, ...env },
    port,
  });
}

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; result: T } | undefined;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  url: string,
  token?: string,
  json?: object,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + url, {
    method,
    headers,
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  let body: Answer<T>['body'];
  try {
    body = JSON.parse(text) as Answer<T>['body'];
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

export async function login(
  baseUrl: string,
  username = 'admin',
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await call<{ token: string }>(baseUrl, 'POST', '/api/Account/Login', undefined, {
    username,
    password,
  });
  if (!res.body?.success)
    throw new Error(`sign-in as ${username} failed: ${res.status} ${res.body?.message}`);
  return res.body.result.token;
}

export const isEnvelope = (answer: Answer) =>
  answer.body !== undefined &&
  typeof answer.body.success === 'boolean' &&
  typeof answer.body.message === 'string' &&
  'result' in answer.body;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The postmaster's pid of an embedded cluster, when one is running. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`FAILED: ${message}`);
  console.log(`  ok  ${message}`);
}
