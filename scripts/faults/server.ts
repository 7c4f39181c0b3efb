import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Helpers of the fault tests: real server processes, real HTTP, and timing. */

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const DEMO_PASSWORD = 'Demo!2026';
export const JWT_SECRET = 'fault-tests-fault-tests-fault-tests-0123456789';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process printed. */
  output(): string;
  /** Resolves once the server prints that it is ready; rejects if it exits first. */
  ready: Promise<number>;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `server/main.ts` as one Node process (no tsx wrapper process, so a kill -9 hits the server itself). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('is ready at')) resolve(Date.now() - started);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (code ${code}) before it was ready:\n${text.slice(-2000)}`)));
  });
  ready.catch(() => undefined);
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => text, ready, exited };
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; result: T } | undefined;
}

export async function call<T = unknown>(baseUrl: string, method: string, url: string, token?: string, json?: object): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + url, { method, headers, body: json ? JSON.stringify(json) : undefined });
  const text = await res.text();
  let body: Answer<T>['body'];
  try {
    body = JSON.parse(text) as Answer<T>['body'];
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

export async function login(baseUrl: string, username = 'admin', password = DEMO_PASSWORD): Promise<string> {
  const res = await call<{ token: string }>(baseUrl, 'POST', '/api/Account/Login', undefined, { username, password });
  if (!res.body?.success) throw new Error(`sign-in as ${username} failed: ${res.status} ${res.body?.message}`);
  return res.body.result.token;
}

export const isEnvelope = (answer: Answer) =>
  answer.body !== undefined && typeof answer.body.success === 'boolean' && typeof answer.body.message === 'string' && 'result' in answer.body;

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
