import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { recordAccessEvent } from '../audit';
import type { Services } from '../../services';
import { ssoAccount, type ProviderClaims } from './accounts';
import { CALLBACK_PATH, FLOW_COOKIE, flowCookieHeader, openFlow, sealFlow } from './flowCookie';
import { OidcProvider } from './provider';

export const START_PATH = '/api/Account/OidcStart';
/** How long the browser has to trade the handoff code for a token (CompleteSsoSignIn). */
export const HANDOFF_SECONDS = 120;

/** Why a sign-in came back to the login page without signing in (its `#ssoError=`). */
export type SsoError = 'unverified' | 'ambiguous' | 'removed' | 'state' | 'failed' | 'denied';

export const handoffHash = (code: string) => createHash('sha256').update(code).digest('hex');

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The two browser navigations of single sign-on (authorization code with PKCE, state and nonce):
 * OidcStart sends the browser to the provider; the provider sends it back to OidcCallback, which
 * checks the answer, finds or makes the user (accounts.ts) and sends the browser to the login page
 * with a single-use code in the URL fragment (never sent to any server, so never in a log), which
 * the page trades for a token with CompleteSsoSignIn. They answer redirects, not the JSON
 * envelope: they are outside openapi.yaml's operations (its description says so).
 */
export function registerOidcRoutes(app: FastifyInstance, services: Services, secret: string): void {
  const { config } = services;
  const settings = config.oidc;
  if (!settings) return;
  const provider = new OidcProvider(settings);
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const secure = publicUrl.toLowerCase().startsWith('https:');
  const backToLogin = (reply: FastifyReply, fragment: string) =>
    reply
      .header('set-cookie', flowCookieHeader(undefined, secure))
      .header('cache-control', 'no-store')
      .redirect(`${publicUrl}/login#${fragment}`, 303);

  app.get(START_PATH, async (request, reply) => {
    let configuration: client.Configuration;
    try {
      configuration = await provider.get();
    } catch (error) {
      request.log.error({ err: error }, 'the OpenID provider could not be reached');
      return backToLogin(reply, 'ssoError=failed');
    }
    const flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      at: Date.now(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return reply
      .header('set-cookie', flowCookieHeader(sealFlow(secret, flow), secure))
      .header('cache-control', 'no-store')
      .redirect(url.href, 303);
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    const address = request.ip;
    const flow = openFlow(secret, cookieOf(request, FLOW_COOKIE));
    const query = new URL(request.url, publicUrl).searchParams;
    // A refusal is on the audit trail (the pool: nothing else changes).
    const refuse = async (error: SsoError, reason: string) => {
      await recordAccessEvent(services.db, services.log, {
        action: 'login_failed',
        address,
        details: { reason, method: 'sso' },
      });
      return backToLogin(reply, `ssoError=${error}`);
    };
    // No flow of this browser, or another state than it sent: a forged or replayed answer.
    if (!flow || query.get('state') !== flow.state) return refuse('state', 'state mismatch');
    if (query.get('error')) return refuse('denied', `provider: ${query.get('error')}`);
    const currentUrl = new URL(`${redirectUri}?${query.toString()}`);
    let claims: ProviderClaims;
    try {
      claims = await exchange(provider, currentUrl, flow);
    } catch (error) {
      request.log.warn({ err: error }, 'single sign-on: the provider answer was refused');
      return refuse('failed', 'provider answer refused');
    }
    const account = await ssoAccount(services.db, services.log, {
      issuer: settings.issuer,
      claims,
      roleClaim: settings.roleClaim,
      address,
    });
    if ('refused' in account) return refuse(account.refused, `account ${account.refused}`);
    // The sign-in is recorded when CompleteSsoSignIn starts its session (handlers/account/sso.ts).
    const code = randomBytes(32).toString('base64url');
    await services.db.query(`DELETE FROM sso_handoffs WHERE expires_at < now()`);
    await services.db.query(
      `INSERT INTO sso_handoffs (code_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [handoffHash(code), account.userId, HANDOFF_SECONDS],
    );
    return backToLogin(reply, `ssoCode=${code}`);
  });
}

/**
 * The code traded for tokens, with PKCE, state and nonce checked by openid-client, and the ID
 * token's claims completed by userinfo when it lacks the e-mail. A failure that a newer discovery
 * document could mend (new keys, a moved endpoint) is tried once more after fetching it afresh.
 */
async function exchange(
  provider: OidcProvider,
  currentUrl: URL,
  flow: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderClaims> {
  const checks = {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  };
  let configuration = await provider.get();
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, currentUrl, checks);
  } catch (error) {
    // An answer the provider refused (a used or wrong code) is no stale document's fault.
    if (
      error instanceof client.ResponseBodyError ||
      error instanceof client.AuthorizationResponseError
    )
      throw error;
    provider.refresh();
    configuration = await provider.get();
    tokens = await client.authorizationCodeGrant(configuration, currentUrl, checks);
  }
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token');
  let claims: ProviderClaims = { ...idClaims, sub: idClaims.sub };
  if (claims.email === undefined && tokens.access_token) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
  }
  return claims;
}
