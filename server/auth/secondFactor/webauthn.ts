import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { StoredPasskey } from './store';

/** The relying party is the address people open (PUBLIC_URL): its host is the RP ID. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Image Requests' };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string';

/** The fields every credential JSON has (what the verifiers read is theirs to refuse: they throw). */
function looksLikeCredential(value: unknown): value is {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: object;
  response: Record<string, unknown>;
} {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.rawId) &&
    value.type === 'public-key' &&
    isRecord(value.clientExtensionResults) &&
    isRecord(value.response) &&
    isText(value.response.clientDataJSON)
  );
}

function isRegistrationJson(value: unknown): value is RegistrationResponseJSON {
  return looksLikeCredential(value) && isText(value.response.attestationObject);
}

function isAuthenticationJson(value: unknown): value is AuthenticationResponseJSON {
  return (
    looksLikeCredential(value) &&
    isText(value.response.authenticatorData) &&
    isText(value.response.signature)
  );
}

export function registrationOptions(
  rp: RelyingParty,
  user: { userId: string; username: string; displayName: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.userId),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports,
    })),
    // A discoverable credential with user verification: it serves password-less sign-in too.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** The new credential, or undefined when the browser's answer does not verify. */
export async function verifyRegistration(
  rp: RelyingParty,
  challenge: string,
  credential: unknown,
): Promise<
  | {
      credentialId: string;
      publicKey: Uint8Array<ArrayBuffer>;
      counter: number;
      transports: string[];
    }
  | undefined
> {
  if (!isRegistrationJson(credential)) return undefined;
  try {
    const verified = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified.verified) return undefined;
    const { id, publicKey, counter, transports } = verified.registrationInfo.credential;
    return {
      credentialId: id,
      publicKey: new Uint8Array(publicKey),
      counter,
      transports: transports ?? [],
    };
  } catch {
    return undefined;
  }
}

export function signInOptions(rp: RelyingParty, allowed: StoredPasskey[] | undefined) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    // None listed: any discoverable passkey of this site (password-less).
    allowCredentials: allowed?.map((p) => ({
      id: p.credentialId,
      transports: p.transports,
    })),
  });
}

/** The credential id the browser's answer names, if it looks like one. */
export function credentialIdOf(credential: unknown): string | undefined {
  return looksLikeCredential(credential) ? credential.id : undefined;
}

/** The authenticator's new counter, or undefined when the answer does not verify. */
export async function verifySignIn(
  rp: RelyingParty,
  challenge: string,
  credential: unknown,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  if (!isAuthenticationJson(credential)) return undefined;
  try {
    const verified = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
    return verified.verified ? verified.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
