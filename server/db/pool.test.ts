import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, isDatabaseUnavailable, prepared, row } from './pool';

describe('isDatabaseUnavailable', () => {
  it('counts a Unix socket that is gone (a stopped embedded PostgreSQL) as the database being unavailable', async () => {
    // A socket directory without a socket in it: what the server meets while its database is stopped.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-requests-nosocket-'));
    const pool = createPool(`postgres://someone:secret@${encodeURIComponent(dir)}:5432/nothing`);
    try {
      const error: unknown = await pool.query('SELECT 1').then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'ENOENT', syscall: 'connect' });
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await pool.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not count a missing file as the database being unavailable', () => {
    let error: unknown;
    try {
      fs.readFileSync(path.join(os.tmpdir(), 'image-requests-no-such-file'));
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'ENOENT' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('prepared', () => {
  it('names a statement after its text: the same text, the same statement; another text, another name', () => {
    const a = prepared('SELECT $1::int AS n');
    expect(prepared('SELECT $1::int AS n')).toBe(a);
    expect(prepared('SELECT $1::int + 1 AS n').name).not.toBe(a.name);
  });

  it('runs through row and rows like a plain text, on a connection that has it already and on one that has not', async () => {
    const url = process.env.TEST_PG_ADMIN_URL;
    if (!url)
      throw new Error('TEST_PG_ADMIN_URL is not set: run server tests through jest (globalSetup).');
    const pool = createPool(url, { max: 2 });
    try {
      const statement = prepared('SELECT $1::int * 2 AS n');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => row<{ n: number }>(pool, statement, [i])),
      );
      expect(answers.map((answer) => answer?.n)).toEqual([0, 2, 4, 6, 8, 10]);
    } finally {
      await pool.end();
    }
  });
});
