import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../serverProcess';

/**
 * A real OpenID provider for the tests: `oidc-provider`, the OpenID Foundation's certified
 * reference implementation, on a free loopback port, with its development sign-in pages (any
 * login name, any password, then a "Continue" consent). The login name picks an account below.
 */
export const TEST_CLIENT_ID = 'image-requests';
export const TEST_CLIENT_SECRET = 'test-client-secret-test-client-secret';

export interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  /** The people the provider knows, by login name (the `sub` is the login name). */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

export async function startTestProvider(appUrl: string): Promise<TestProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [`${appUrl}/api/Account/OidcCallback`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_context, id) {
      const account = accounts.get(id);
      return account && { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    // The claims go into the ID token itself (the app also reads userinfo when they do not).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-provider-cookie-key'] },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    accounts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
