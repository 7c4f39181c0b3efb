import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, ROOT } from '../../server/serverProcess';
import { cleanups, tempDir } from './harness';
import { sleep } from './server';

/**
 * Debian's nginx as an unprivileged process of its own (temporary prefix, pid file, logs and
 * high ports; as root it runs as `nobody`), serving the documented configuration,
 * deploy/nginx/image-requests.conf, with only its addresses, server name and certificate
 * changed: a self-signed certificate made with openssl for 127.0.0.1.
 */

export const NGINX_CONFIG = path.join(ROOT, 'deploy', 'nginx', 'image-requests.conf');
const NOBODY = 65534;

export interface Nginx {
  /** https://127.0.0.1:<port>, the TLS server block. */
  httpsUrl: string;
  /** http://127.0.0.1:<port>, the block that redirects to https. */
  httpUrl: string;
  /** The TLS block's access log, in the documented format (`upstream=a, b 503, 200` when resent). */
  accessLog(): string[];
  errorLog(): string;
}

function nginxBinary(): string {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    'nginx is not installed: `apt-get install -y nginx` (`.ci/run` does it), or set NGINX to its path',
  );
}

/** The documented file with each example value replaced; a value it no longer holds is an error. */
export function renderConfig(text: string, replacements: Array<[string, string]>): string {
  let rendered = text;
  for (const [from, to] of replacements) {
    if (!rendered.includes(from))
      throw new Error(`${path.relative(ROOT, NGINX_CONFIG)} no longer holds "${from}"`);
    rendered = rendered.replaceAll(from, to);
  }
  return rendered;
}

export async function startNginx(upstreamPorts: [number, number]): Promise<Nginx> {
  const binary = nginxBinary();
  const dir = tempDir('nginx');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const file = (name: string) => path.join(dir, name);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat(
      ['-keyout', file('tls.key'), '-out', file('tls.pem'), '-days', '1'],
      ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ),
    { stdio: 'ignore' },
  );
  const site = renderConfig(fs.readFileSync(NGINX_CONFIG, 'utf8'), [
    ['server 127.0.0.1:8080 ', `server 127.0.0.1:${upstreamPorts[0]} `],
    ['server 127.0.0.1:8081 ', `server 127.0.0.1:${upstreamPorts[1]} `],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['server_name requests.example.org;', 'server_name 127.0.0.1;'],
    ['/etc/ssl/certs/requests.example.org.pem', file('tls.pem')],
    ['/etc/ssl/private/requests.example.org.key', file('tls.key')],
    ['/var/log/nginx/image-requests.access.log', file('access.log')],
  ]);
  fs.writeFileSync(file('image-requests.conf'), site);
  // What Debian's /etc/nginx/nginx.conf holds around the site, with every path in this directory.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  fs.writeFileSync(
    file('nginx.conf'),
    [
      'worker_processes 2;',
      `pid ${file('nginx.pid')};`,
      `error_log ${file('error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      // autocannon loses track of its calls when a server ends a kept connection (it writes the
      // next call to the closed one and pairs later answers with the wrong calls): the test's
      // clients keep theirs for the whole run (nginx's default ends one after 1,000 calls).
      '  keepalive_requests 1000000;',
      ...temp.map((kind) => `  ${kind}_temp_path ${file(`${kind}_temp`)};`),
      `  include ${file('image-requests.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    for (const name of ['', ...fs.readdirSync(dir)]) fs.chownSync(file(name), NOBODY, NOBODY);
  }
  const child = spawn(
    binary,
    ['-p', `${dir}/`, '-c', file('nginx.conf'), '-e', file('error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'], ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}) },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  const errorLog = () =>
    stderr + (fs.existsSync(file('error.log')) ? fs.readFileSync(file('error.log'), 'utf8') : '');
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${errorLog()}`);
    const answer = await fetch(`${httpUrl}/`, { redirect: 'manual' }).catch(() => undefined);
    if (answer) {
      if (answer.status !== 301) throw new Error(`nginx's http block answered ${answer.status}`);
      break;
    }
    if (i > 100) throw new Error(`nginx did not listen within 5 s:\n${errorLog()}`);
    await sleep(50);
  }
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl,
    accessLog: () => fs.readFileSync(file('access.log'), 'utf8').split('\n').filter(Boolean),
    errorLog,
  };
}
