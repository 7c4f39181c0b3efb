import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for server tests: makes the browser's answers to a registration and a
 * sign-in (WebAuthn JSON, 'none' attestation, ES256, user present and verified) the way an
 * authenticator would, so the server's real verification runs. (Browser tests use Chromium's
 * virtual authenticator instead.)
 */
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest();

interface ChallengeOptions {
  challenge: unknown;
}

function challengeOf(options: ChallengeOptions | Record<string, unknown>): string {
  const { challenge } = options;
  if (typeof challenge !== 'string') throw new Error('options carry no challenge');
  return challenge;
}

export function softAuthenticator(rpId: string, origin: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  let counter = 0;
  const rpIdHash = sha256(rpId);
  // 0x01 user present, 0x04 user verified, 0x40 attested credential data follows.
  const flags = (attested: boolean) => Buffer.from([0x05 | (attested ? 0x40 : 0)]);
  const count = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    register(options: Record<string, unknown>) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        flags(true),
        count(),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challengeOf(options))),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** `challenge`: sign this one instead of the options' (a wrong answer). */
    signIn(options: Record<string, unknown>, challenge = challengeOf(options)) {
      counter += 1;
      const authData = Buffer.concat([rpIdHash, flags(false), count()]);
      const clientDataJSON = clientData('webauthn.get', challenge);
      const signature = crypto.sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
      };
    },
  };
}
