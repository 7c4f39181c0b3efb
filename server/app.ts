import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { Ajv } from 'ajv';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { ServerConfig } from './config';
import type { Db } from './db/pool';
import { clientErrorHandler, frameworkErrors } from './http/clientError';
import { registerErrorHandler, sendNotFound } from './http/errorHandler';
import { errorEnvelope } from './http/errors';
import { loggerOptions } from './http/logging';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerHealthRoutes } from './http/health';
import { registerMetrics } from './http/metrics';
import { registerRequestIdHeader, requestId } from './http/requestId';
import { postgresRateLimitStore } from './http/rateLimitStore';
import { createPageWithPreloads } from './http/routePreloads';
import { registerContractRoutes } from './contract/routes';
import { createTokenService } from './auth/tokens';
import { registerOidcRoutes } from './auth/oidc/routes';
import { resolveJwtSecret } from './auth/secret';
import { createChallengeTokens } from './auth/secondFactor/challengeToken';
import { resolveTotpKey } from './auth/secondFactor/secretBox';
import { createMailer, type Mailer } from './mail/mailer';
import { EventHub } from './events/hub';
import { startMailOutbox, type MailOutboxOptions } from './mail/startOutbox';
import { handlers } from './handlers';
import { EMAIL_PATTERN } from '@/lib/domain/email';
import type { Services } from './services';

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  /** Tests pass their own to read what was sent. */
  mailer?: Mailer;
  /** Where the built client lives; served with a history fallback when present. */
  clientDir?: string;
  logger?: boolean;
  /** Where log lines go (tests read them; main.ts an asynchronous standard output); standard output by default. */
  logStream?: DestinationStream;
  /** Without a logStream: readable lines (pino-pretty) rather than JSON; see prettyLogs. */
  prettyLog?: boolean;
  /**
   * Run the mail outbox sender and the daily digest (main.ts does; tests that want delivery too):
   * from the app's ready (after main.ts has migrated) until its close.
   */
  mailOutbox?: MailOutboxOptions;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist');
/** Pages `npm run build` prerenders (scripts/prerender.ts), by path. */
const PRERENDERED_PAGES: Record<string, string | undefined> = {
  '/login': 'login.html',
  '/ResetPassword': 'ResetPassword.html',
};
const pageFiles = new Set(['index.html', 'login.html', 'ResetPassword.html']);

/** Builds the whole app (no listening): what main.ts serves and what tests inject into. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const fastifyOptions: FastifyHttpOptions<Server> = {
    // Tokens never reach the log: see server/http/logging.ts.
    logger:
      options.logger === false
        ? false
        : loggerOptions(config.logLevel, options.logStream, options.prettyLog),
    // X-Request-Id: the caller's when well-formed, else a new one (server/http/requestId.ts).
    genReqId: requestId,
    requestIdHeader: false,
    // While closing, a request on a connection already open (a proxy's kept one) is still served,
    // with `Connection: close`, rather than refused with Fastify's own 503; /readyz says 503.
    return503OnClosing: false,
    // The spec's paths are case-sensitive and exact; ignore a trailing slash only.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Requests the HTTP parser refuses still answer in the envelope.
    clientErrorHandler,
    // …and so do the paths Fastify's router cannot read (a broken percent-encoding).
    frameworkErrors,
    // A hop count as proxy-addr's function (Fastify's typings leave the number form out).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    ajv: {
      // An undeclared query parameter is refused, not stripped (server/contract/requestRules.ts).
      customOptions: { allErrors: true, removeAdditional: false },
      // Uploads are declared `format: binary`; their parts are checked by flattenMultipart.
      plugins: [(ajv: Ajv) => ajv.addFormat('binary', true)],
      // `format: email` is the browser's rule (src/lib/domain/email.ts) rather than ajv-formats'
      // stricter one, so what the forms accept the server accepts. Set here, after the formats.
      onCreate: (ajv: Ajv) => ajv.addFormat('email', EMAIL_PATTERN),
    },
  };
  const app = Fastify(fastifyOptions);
  registerRequestIdHeader(app);
  const metrics = registerMetrics(app, db, { token: config.metricsToken });
  await registerHealthRoutes(app, db);

  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenService(jwtSecret);
  const events = new EventHub(db, tokens, app.log, {
    maxStreamsPerUser: config.liveStreamsPerUser,
  });
  // Open streams end before the server waits for requests under way (they would never finish);
  // the hub keeps the event log pruned while the server runs.
  metrics.watchLive(events);
  app.addHook('preClose', () => events.close());
  app.addHook('onReady', async () => events.startPruning());
  const services: Services = {
    db,
    config,
    mailer: metrics.countMails(options.mailer ?? createMailer(config, app.log)),
    tokens,
    log: app.log,
    events,
    secondFactor: {
      key: resolveTotpKey(config.totpEncryptionKey, config.dataDir),
      challenges: createChallengeTokens(jwtSecret),
    },
  };

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd styles components at run time with <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // Served over plain http on a lab network by default; HSTS only when people open it over https.
    strictTransportSecurity: config.publicUrl.toLowerCase().startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  // API answers over 1 KB go out compressed (brotli at a fast level: it runs per request);
  // the client's assets are compressed once at build time and sent as they are (preCompressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Counted in the database, so the limits hold across servers sharing it; a database hiccup
  // lets the call through rather than locking everyone out.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    skipOnError: true,
  });
  await app.register(multipart, {
    attachFieldsToBody: true,
    // With the content-length check of the access hook, these bound what one request can hold.
    limits: {
      fileSize: config.maxUploadBytes,
      files: 10,
      fields: 50,
      fieldSize: 1024 * 1024,
      parts: 60,
    },
  });
  registerErrorHandler(app);

  await app.register(async (api) => registerContractRoutes(api, handlers, services));
  // Single sign-on's two browser navigations (redirects, outside the contract), when configured.
  registerOidcRoutes(app, services, jwtSecret);
  if (options.mailOutbox) startMailOutbox(app, services, options.mailOutbox);

  const docsFile = path.join(DIST_DIR, 'api-docs.html');
  app.get('/api/docs', async (_request, reply) => {
    if (!fs.existsSync(docsFile)) {
      return reply
        .code(404)
        .send(errorEnvelope(404, 'The API reference is built by `npm run build`.'));
    }
    // The rendered reference (Redoc) runs inline scripts; allow them on this page only.
    return reply
      .header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; worker-src blob:",
      )
      .type('text/html')
      .send(fs.createReadStream(docsFile));
  });
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply
      .type('text/yaml')
      .send(fs.createReadStream(path.resolve(import.meta.dirname, '..', 'openapi.yaml'))),
  );

  const clientDir = options.clientDir ?? DIST_DIR;
  if (fs.existsSync(path.join(clientDir, 'index.html'))) {
    // Loaded only when there is a client to serve (its ESM dependency cannot load under Jest).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // Sends the build's .br or .gz copy when the browser accepts it.
      preCompressed: true,
      // The files without a content hash go through the history fallback below (no-cache).
      allowedPath: (pathName) => !pageFiles.has(pathName.slice(1)),
    });
    const pageWithPreloads = createPageWithPreloads(clientDir);
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET')
        return sendNotFound(request, reply);
      // The sign-in pages are prerendered at build time (scripts/prerender.ts): painted before the
      // JavaScript arrives, then hydrated.
      const prerendered = PRERENDERED_PAGES[request.url.split('?')[0] ?? ''];
      if (prerendered && fs.existsSync(path.join(clientDir, prerendered))) {
        return reply
          .header('cache-control', 'no-cache')
          .sendFile(prerendered, clientDir, { cacheControl: false });
      }
      // A screen's page names its chunks for preloading (server/http/routePreloads.ts).
      const withPreloads = pageWithPreloads(request.url.split('?')[0] ?? '');
      if (withPreloads) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withPreloads);
      }
      // History routes: every other page path is the app, which shows its own not-found page.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', clientDir, { cacheControl: false });
    });
  } else {
    app.setNotFoundHandler(sendNotFound);
  }
  return app;
}
