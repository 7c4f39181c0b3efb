import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopServer, type ServerProcess } from './server';

/** What the fault scenarios share: the figures they report, and what is cleaned up at the end. */
export const figures: string[] = [];
export const cleanups: Array<() => Promise<void> | void> = [];

export const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `image-requests-faults-${name}-`));
  // Readable by the `postgres` user the embedded database runs as under root.
  fs.chmodSync(dir, 0o755);
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
export const track = (server: ServerProcess) => {
  cleanups.push(() => stopServer(server));
  return server;
};
