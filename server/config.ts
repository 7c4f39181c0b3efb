import path from 'node:path';

/** Everything the server reads from its environment, read once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** An external PostgreSQL; when absent the app starts its own under dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people open, used in mails (activation and reset links). */
  publicUrl: string;
  demoPassword: string;
  seedDemo: boolean;
  production: boolean;
  /** Largest accepted upload, in bytes (per file); the whole request may carry ten. */
  maxUploadBytes: number;
  logLevel: string;
  /** Login, register and reset attempts allowed per address and minute. */
  authRateLimit: number;
  /** Failed sign-ins allowed per account within `loginAccountWindowMinutes`, from any address or server. */
  loginAccountLimit: number;
  loginAccountWindowMinutes: number;
  /**
   * Fastify's trustProxy: false (default) uses the connection's address; true, a hop count
   * or a list of proxy addresses takes the client's address from X-Forwarded-For (a lab
   * behind a reverse proxy), so per-address limits and logs see the real client.
   */
  trustProxy: boolean | number | string[];
  /** Per-user hourly limits on what users upload (429 past them). */
  ticketsPerHour: number;
  uploadFilesPerHour: number;
  uploadBytesPerHour: number;
  /** The longest a query may run before PostgreSQL cancels it (ms; 0 = no limit). */
  statementTimeoutMs: number;
  /**
   * Connections the server keeps to PostgreSQL (DB_POOL_SIZE, default 10). Calls beyond it wait for
   * a free one. About twice the database machine's cores serves best: on 2 cores, 20 and 40 measured
   * no faster than 10 (the database's CPU is the limit, more connections only queue inside it).
   * Servers sharing one database need their sum below its max_connections (100 by default).
   */
  dbPoolSize: number;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, how long the listener stays open after /readyz turns 503, so a
   * proxy learns that this server is going away before connections are refused (see
   * server/http/health.ts): 2 s in production, below nginx's fail_timeout (5 s in
   * deploy/nginx); 0 otherwise, so a restart in development is immediate.
   */
  shutdownDrainMs: number;
  /** METRICS_TOKEN: when set, GET /metrics wants it as a bearer token; else only loopback may read it. */
  metricsToken: string | undefined;
  /** LIVE_STREAMS_PER_USER: open event streams one user may hold on one server (default 20). */
  liveStreamsPerUser: number;
  /** Single sign-on through an OpenID provider: set when OIDC_ISSUER and OIDC_CLIENT_ID are. */
  oidc: OidcConfig | undefined;
  /** PASSWORD_LOGIN=false: only single sign-on; Login refuses passwords (needs OIDC configured). */
  passwordLogin: boolean;
  /**
   * REQUIRE_2FA_FOR_SUPER_USERS=true: a super user without a second factor may call only the
   * enrolment operations (x-before-enrolment) until they have one.
   */
  require2faForSuperUsers: boolean;
  /**
   * TOTP_ENCRYPTION_KEY: 32 bytes (base64 or 64 hex digits) that encrypt TOTP secrets at rest;
   * '' keeps a random one in DATA_DIR/totp-key (server/auth/secondFactor/secretBox.ts).
   */
  totpEncryptionKey: string;
}

export interface OidcConfig {
  /** OIDC_ISSUER: the provider's issuer URL (its discovery document is under it). */
  issuer: string;
  clientId: string;
  /** OIDC_CLIENT_SECRET: empty for a public client (PKCE only). */
  clientSecret: string;
  /** OIDC_LABEL: the button says "Sign in with {label}". */
  label: string;
  /** OIDC_ROLE_CLAIM: a claim listing the provider's groups; those naming a role grant it. */
  roleClaim: string | undefined;
}

function readOidc(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer && !clientId) return undefined;
  if (!issuer || !clientId) throw new Error('OIDC_ISSUER and OIDC_CLIENT_ID are set together');
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`OIDC_ISSUER must be a URL, not ${issuer}`);
  }
  // Plain http only to a provider on this machine (a test's, a developer's).
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error('OIDC_ISSUER must be an https URL');
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    label: env.OIDC_LABEL?.trim() || 'single sign-on',
    roleClaim: env.OIDC_ROLE_CLAIM?.trim() || undefined,
  };
}

function readTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

export const DEFAULT_POOL_SIZE = 10;

function readPoolSize(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`DB_POOL_SIZE must be a whole number above 0, not ${value}`);
  return size;
}

export const DEFAULT_DEMO_PASSWORD = 'Demo!2026';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    // Without JWT_SECRET a secret is kept under the data directory (see server/auth/secret.ts).
    jwtSecret: env.JWT_SECRET ?? '',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Image Requests <no-reply@image-requests.local>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    demoPassword: env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production,
    production,
    maxUploadBytes: Number(env.MAX_UPLOAD_MB ?? 20) * 1024 * 1024,
    logLevel: env.LOG_LEVEL ?? 'info',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    loginAccountLimit: Number(env.LOGIN_ACCOUNT_LIMIT ?? 10),
    loginAccountWindowMinutes: Number(env.LOGIN_ACCOUNT_WINDOW_MINUTES ?? 15),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    ticketsPerHour: Number(env.TICKETS_PER_HOUR ?? 10),
    uploadFilesPerHour: Number(env.UPLOAD_FILES_PER_HOUR ?? 200),
    uploadBytesPerHour: Number(env.UPLOAD_MB_PER_HOUR ?? 1024) * 1024 * 1024,
    statementTimeoutMs: Number(env.STATEMENT_TIMEOUT_MS ?? 30_000),
    dbPoolSize: readPoolSize(env.DB_POOL_SIZE),
    metricsToken: env.METRICS_TOKEN || undefined,
    liveStreamsPerUser: Number(env.LIVE_STREAMS_PER_USER ?? 20),
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS ?? (production ? 2000 : 0)),
    ...readSignIn(env),
    require2faForSuperUsers: env.REQUIRE_2FA_FOR_SUPER_USERS === 'true',
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY ?? '',
  };
}

function readSignIn(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'oidc' | 'passwordLogin'> {
  const oidc = readOidc(env);
  const passwordLogin = env.PASSWORD_LOGIN?.trim() !== 'false';
  // Nobody could sign in at all.
  if (!passwordLogin && !oidc) throw new Error('PASSWORD_LOGIN=false needs OIDC_ISSUER set');
  return { oidc, passwordLogin };
}
