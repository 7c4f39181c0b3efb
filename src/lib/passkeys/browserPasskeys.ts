/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser). Imported only with
 * `import()` when a user asks for a passkey, so no page carries it before then.
 */
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

type Json = { [key: string]: unknown };

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's options for a sign-in: at least a challenge (the rest is optional). */
function isRequestOptions(value: Json): value is Json & PublicKeyCredentialRequestOptionsJSON {
  return (
    typeof value.challenge === 'string' &&
    (value.allowCredentials === undefined || Array.isArray(value.allowCredentials))
  );
}

/** The server's options for a registration: the relying party, the user, the challenge and algorithms. */
function isCreationOptions(value: Json): value is Json & PublicKeyCredentialCreationOptionsJSON {
  const { rp, user } = value;
  return (
    typeof value.challenge === 'string' &&
    isRecord(rp) &&
    typeof rp.name === 'string' &&
    isRecord(user) &&
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.displayName === 'string' &&
    Array.isArray(value.pubKeyCredParams)
  );
}

/** Asks the browser (and the authenticator) to sign the server's challenge; the answer as JSON. */
export async function answerSignIn(options: Json): Promise<Json> {
  if (!isRequestOptions(options)) throw new Error('The server sent no usable passkey request.');
  return { ...(await startAuthentication({ optionsJSON: options })) };
}

/** Asks the browser to create a passkey for the server's options; the answer as JSON. */
export async function answerRegistration(options: Json): Promise<Json> {
  if (!isCreationOptions(options)) throw new Error('The server sent no usable passkey request.');
  return { ...(await startRegistration({ optionsJSON: options })) };
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
