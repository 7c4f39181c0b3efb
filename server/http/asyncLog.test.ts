import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { listenWith, testAppWithDir } from '../test/appOnTestDb';
import { asyncLogDestination } from './logging';

/* The production log is written asynchronously (main.ts): nothing may be lost at shutdown, and no secret written. */
const files = testAppWithDir('asynclog');

describe('the asynchronous log destination', () => {
  it('has written every line, in order, once closed', async () => {
    const file = path.join(files.dir, 'burst.log');
    const log = asyncLogDestination(file);
    const logger = pino(log.stream);
    // A burst far larger than one write: lines queue while earlier ones are being written.
    for (let i = 0; i < 20_000; i++) logger.info({ i }, 'line');
    await log.close();
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(20_000);
    expect(lines.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual(
      Array.from({ length: 20_000 }, (_, i) => i),
    );
  });

  it('carries the request lines of a served app, with tokens redacted', async () => {
    const file = path.join(files.dir, 'app.log');
    const log = asyncLogDestination(file);
    const app = await listenWith(files.t.db, files.dir, {
      env: { LOG_LEVEL: 'info' },
      logStream: log.stream,
    });
    const token = (await files.t.auth('staff')).authorization.slice('Bearer '.length);
    for (let i = 0; i < 50; i++)
      await fetch(
        `${app.baseUrl}/api/Account/GetTokenInformation?token=${encodeURIComponent(token)}&n=${i}`,
      );
    await app.close();
    await log.close();
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    const completed = text
      .trimEnd()
      .split('\n')
      .filter((line) => line.includes('"request completed"'));
    expect(completed).toHaveLength(50);
    expect(text).toContain('/api/Account/GetTokenInformation?token=[redacted]&n=49');
  });

  it('closes at once when there is nothing left to write, and twice without harm', async () => {
    const log = asyncLogDestination(path.join(files.dir, 'empty.log'));
    await log.close();
    await log.close(200);
  });
});
