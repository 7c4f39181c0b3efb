import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the sign-in's start must hand to its callback (PKCE verifier, state, nonce), kept in the
 * browser rather than on one server: a signed, httpOnly cookie that lives ten minutes and is sent
 * only to the callback's path. The signature (HMAC-SHA256 under a key derived from the JWT
 * secret) makes it tamper-proof; it holds no secret of the app, only values of this one sign-in.
 */
export interface Flow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** When it was made (ms): a flow older than FLOW_MAX_AGE_MS is refused whatever the cookie says. */
  at: number;
}

export const FLOW_COOKIE = 'ir_oidc_flow';
export const FLOW_MAX_AGE_MS = 10 * 60 * 1000;
export const CALLBACK_PATH = '/api/Account/OidcCallback';

const keyOf = (secret: string) => createHmac('sha256', secret).update('oidc flow cookie').digest();

export function sealFlow(secret: string, flow: Flow): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  const mac = createHmac('sha256', keyOf(secret)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The flow of a cookie, or undefined when it is missing, altered or too old. */
export function openFlow(
  secret: string,
  sealed: string | undefined,
  now = Date.now(),
): Flow | undefined {
  if (!sealed) return undefined;
  const [body = '', mac = ''] = sealed.split('.');
  const expected = createHmac('sha256', keyOf(secret)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Flow>;
    if (
      typeof flow.state !== 'string' ||
      typeof flow.nonce !== 'string' ||
      typeof flow.codeVerifier !== 'string' ||
      typeof flow.at !== 'number' ||
      now - flow.at > FLOW_MAX_AGE_MS ||
      flow.at > now + 60_000
    )
      return undefined;
    return { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier, at: flow.at };
  } catch {
    return undefined;
  }
}

/** Set-Cookie for the flow (or, with `undefined`, its removal). Secure when the app is served over https. */
export function flowCookieHeader(value: string | undefined, secure: boolean): string {
  const parts = [
    `${FLOW_COOKIE}=${value ?? ''}`,
    `Path=${CALLBACK_PATH}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level navigation, which Lax cookies go along with.
    'SameSite=Lax',
    `Max-Age=${value ? FLOW_MAX_AGE_MS / 1000 : 0}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
