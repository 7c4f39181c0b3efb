import { row } from '../../db/pool';
import { expectOk } from '../../test/call';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
} from '../../test/oidcProvider';
import { sessionOf } from '../../test/operationExamples';
import { createTestApp, type TestApp } from '../../test/testApp';
import { freePort } from '../../serverProcess';

/**
 * Single sign-on against a real OpenID provider (oidc-provider, server/test/oidcProvider.ts):
 * authorization code with PKCE, state and nonce; accounts found by `sub`, then by verified e-mail,
 * else made with no roles; unverified e-mail and a tampered state refused.
 */

let t: TestApp;
let provider: TestProvider;
let appUrl: string;

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startTestProvider(appUrl);
  t = await createTestApp({
    port,
    env: {
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT_ID,
      OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
      OIDC_LABEL: 'Lab Login',
      OIDC_ROLE_CLAIM: 'groups',
    },
  });
  provider.accounts.set('jlee-idp', {
    email: 'JLEE@lab.example.com',
    email_verified: true,
    given_name: 'Jordan',
  });
  provider.accounts.set('newcomer', {
    email: 'newcomer@lab.example.com',
    email_verified: true,
    given_name: 'Nia',
    family_name: 'Newcomer',
  });
  provider.accounts.set('unverified', { email: 'staff@lab.example.com', email_verified: false });
  provider.accounts.set('grouped', {
    email: 'grouped@lab.example.com',
    email_verified: true,
    groups: ['Lab Staff', 'not a role'],
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Cookies per host, as a browser keeps them (names and values only: enough for these hops). */
class Jar {
  private readonly cookies = new Map<string, Map<string, string>>();
  header(url: URL) {
    return [...(this.cookies.get(url.host) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
  take(url: URL, res: Response) {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
    this.cookies.set(url.host, jar);
  }
}

/**
 * A browser's round trip: OidcStart, the provider's sign-in and consent pages (login name
 * `login`), the callback; returns the login page's fragment. `alter` may change the callback URL.
 */
async function ssoRoundTrip(login: string, alter: (url: URL) => URL = (url) => url) {
  const jar = new Jar();
  let url = new URL('/api/Account/OidcStart', appUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.pathname === '/api/Account/OidcCallback') url = alter(url);
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    jar.take(url, res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.pathname === '/login') return next.hash.slice(1);
      url = next;
      continue;
    }
    // The provider's development pages: a sign-in form, then a consent form.
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page ${url.href}: ${html.slice(0, 300)}`);
    form = new URLSearchParams({ prompt, login, password: 'any' });
    url = new URL(action.replace(/&amp;/g, '&'), url);
  }
  throw new Error('too many hops');
}

async function completeSignIn(fragment: string) {
  const code = new URLSearchParams(fragment).get('ssoCode');
  if (!code) throw new Error(`no code in #${fragment}`);
  return t.call('CompleteSsoSignIn', { body: { code } });
}

const roleNamesOf = async (userId: string) =>
  (
    await t.db.query<{ description: string }>(
      'SELECT r.description FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY 1',
      [userId],
    )
  ).rows.map((r) => r.description);

describe('single sign-on', () => {
  it('tells the login page about the button', async () => {
    expect(expectOk(await t.call('GetSignInOptions')).result).toEqual({
      passwordLogin: true,
      sso: { label: 'Lab Login' },
    });
  });

  it('signs a verified e-mail of a known user in as that user, linked by sub from then on', async () => {
    const fragment = await ssoRoundTrip('jlee-idp');
    const signedIn = expectOk(await completeSignIn(fragment)).result;
    expect(signedIn.user.username).toBe('jlee');
    const session = await row<{ method: string }>(
      t.db,
      'SELECT method FROM sessions WHERE id = $1',
      [sessionOf(signedIn.token)],
    );
    expect(session?.method).toBe('sso');
    // The code works once.
    expect((await completeSignIn(fragment)).status).toBe(400);
    // Linked: the address may change at the provider, the sub still finds jlee.
    provider.accounts.set('jlee-idp', {
      email: 'jordan.lee@elsewhere.example',
      email_verified: false,
    });
    const again = expectOk(await completeSignIn(await ssoRoundTrip('jlee-idp'))).result;
    expect(again.user.username).toBe('jlee');
  });

  it('makes an unknown verified e-mail a new user with no roles', async () => {
    const signedIn = expectOk(await completeSignIn(await ssoRoundTrip('newcomer'))).result;
    expect(signedIn.user).toMatchObject({
      username: 'newcomer@lab.example.com',
      firstName: 'Nia',
      lastName: 'Newcomer',
      email: 'newcomer@lab.example.com',
      userRoles: [],
    });
    const info = expectOk(
      await t.call('GetTokenInformation', { query: { token: signedIn.token } }),
    ).result;
    expect(info.valid).toBe(true);
    expect(Object.values(info.permissions ?? {}).some(Boolean)).toBe(false);
    const event = await row<{ action: string }>(
      t.db,
      "SELECT action FROM audit_trail WHERE target_label = 'newcomer@lab.example.com'",
    );
    expect(event?.action).toBe('ssoAccountCreated');
  });

  it('refuses an unverified e-mail, even one a user has', async () => {
    expect(await ssoRoundTrip('unverified')).toBe('ssoError=unverified');
    expect(
      await row(t.db, "SELECT 1 FROM users WHERE lower(username) = 'staff@lab.example.com'"),
    ).toBeUndefined();
  });

  it('refuses a tampered state and signs nobody in', async () => {
    const before = await row<{ n: string }>(t.db, 'SELECT count(*) AS n FROM sso_handoffs');
    const fragment = await ssoRoundTrip('jlee-idp', (url) => {
      url.searchParams.set('state', `${url.searchParams.get('state')}x`);
      return url;
    });
    expect(fragment).toBe('ssoError=state');
    expect((await row<{ n: string }>(t.db, 'SELECT count(*) AS n FROM sso_handoffs'))?.n).toBe(
      before?.n,
    );
  });

  it('gives the roles the OIDC_ROLE_CLAIM groups name', async () => {
    const signedIn = expectOk(await completeSignIn(await ssoRoundTrip('grouped'))).result;
    expect(await roleNamesOf(signedIn.user.userId)).toEqual(['Lab Staff']);
    provider.accounts.set('grouped', {
      email: 'grouped@lab.example.com',
      email_verified: true,
      groups: [],
    });
    await completeSignIn(await ssoRoundTrip('grouped'));
    expect(await roleNamesOf(signedIn.user.userId)).toEqual([]);
  });
});
