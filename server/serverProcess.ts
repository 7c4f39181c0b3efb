import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * `server/main.ts` as a process of its own, on loopback, for what drives the real server from
 * outside: the fault tests (scripts/faults) and `npm run bench:load` (server/bench/load.ts).
 */

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** What the process printed: all of it, or with `tailOnly` what it printed before it was ready and the tail since. */
  output(): string;
  /** Resolves once the server prints that it is ready (ms since the start); rejects if it exits first. */
  ready: Promise<number>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** On top of this process's environment, HOST=127.0.0.1 and PORT. */
  env: Record<string, string>;
  /** A free port when not given. */
  port?: number;
  /** Node options before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /**
   * Once ready, decode and keep only the last 4 KB of the output: a server that logs every call
   * under load writes a lot, and decoding all of it would take CPU from what is measured.
   */
  tailOnly?: boolean;
  /** The checkout whose server runs (`ROOT` when not given): e.g. an older commit's worktree to compare with. */
  root?: string;
}

const TAIL = 4_000;

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
export async function startServer({
  env,
  port: chosenPort,
  nodeArgs = [],
  tailOnly = false,
  root = ROOT,
}: StartOptions): Promise<ServerProcess> {
  const port = chosenPort ?? (await freePort());
  const started = Date.now();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let isReady = false;
  let resolveReady: (ms: number) => void = () => undefined;
  const readyLine = new Promise<number>((resolve) => (resolveReady = resolve));
  const onData = (chunk: Buffer) => {
    if (isReady && tailOnly) {
      text = (text + chunk.subarray(-TAIL).toString('utf8')).slice(-TAIL);
      return;
    }
    text += chunk.toString('utf8');
    if (!isReady && text.includes('is ready at')) {
      isReady = true;
      resolveReady(Date.now() - started);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const failed = exited.then((code): never => {
    throw new Error(`the server exited (code ${code}) before it was ready:\n${text.slice(-2000)}`);
  });
  const ready = Promise.race([readyLine, failed]);
  // A caller that only waits for the exit (a start meant to fail) leaves `ready` unheard.
  ready.catch(() => undefined);
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => text, ready, exited };
}

/** SIGTERM (the server's graceful shutdown) and its exit; nothing when it has ended already. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
