// The part of oidc-provider (which ships no types) the tests use: server/test/oidcProvider.ts.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients: Record<string, unknown>[];
    findAccount(context: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    pkce?: { required(): boolean };
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    listen(port: number, host: string, callback: () => void): Server;
  }
}
