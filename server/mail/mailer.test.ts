import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { testConfig } from '../test/testApp';
import { createMailer, messageIdFor } from './mailer';

/**
 * Over SMTP, a mail with an id keeps one Message-ID however often it is sent, so a mail server
 * (or the reader's client) can tell a redelivery after a crash from a new mail.
 */

/** The least of an SMTP server: accepts every mail and keeps its data. */
function smtpServer(received: string[]) {
  return net.createServer((socket) => {
    let data: string | undefined;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n').slice(0, -1)) {
        if (data !== undefined) {
          if (line === '.') {
            received.push(data);
            data = undefined;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

it('sends a mail with an id under the same Message-ID each time', async () => {
  const received: string[] = [];
  const server = smtpServer(received);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const config = { ...testConfig('/tmp/unused'), smtpUrl: `smtp://127.0.0.1:${port}` };
    const mailer = createMailer(config, pino({ level: 'silent' }));
    const message = { id: '42', to: 'jlee@lab.example.com', subject: 'Status', text: 'Moved.' };
    await mailer.send(message);
    await mailer.send(message);
    await mailer.send({ ...message, id: '43' });
    const ids = received.map((mail) => /^Message-ID: (.*)$/m.exec(mail)?.[1]);
    const expected = messageIdFor('42', config.mailFrom);
    expect(ids).toEqual([expected, expected, messageIdFor('43', config.mailFrom)]);
    expect(expected).not.toBe(messageIdFor('43', config.mailFrom));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

it('logs a mail sent during a request on that request’s logger (its request id)', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mailer-log-'));
  let text = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  try {
    const mailer = createMailer(testConfig(dir), pino({ level: 'silent' }));
    const requestLog = pino({ level: 'info' }, stream).child({ reqId: 'invite-trace-3' });
    await mailer.send({ to: 'jlee@lab.example.com', subject: 'Invite', text: 'Hi.' }, requestLog);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'mail written to outbox', reqId: 'invite-trace-3' }),
    ]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
