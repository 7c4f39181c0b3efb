import * as client from 'openid-client';
import type { OidcConfig } from '../../config';

/**
 * The provider's configuration (discovery document and keys), fetched when first needed and kept;
 * fetched again when a fetch failed or a sign-in failed in a way a newer document could mend
 * (a moved endpoint, new keys). Concurrent callers share one fetch.
 */
export class OidcProvider {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcConfig) {}

  get(): Promise<client.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      // Not kept: the next sign-in tries again.
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  /** Forgets the document so the next `get` fetches it afresh. */
  refresh(): void {
    this.configuration = undefined;
  }

  private async discover(): Promise<client.Configuration> {
    const url = new URL(this.settings.issuer);
    const { clientSecret } = this.settings;
    return client.discovery(
      url,
      this.settings.clientId,
      undefined,
      clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
      // Plain http only reaches here for a provider on this machine (server/config.ts).
      url.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }
}
