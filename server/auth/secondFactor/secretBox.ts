import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The version prefix of what `seal` writes, so a later format can be told apart. */
const FORMAT = 'v1';

/** Reads TOTP_ENCRYPTION_KEY: 64 hex digits or base64(url) of 32 bytes; throws otherwise. */
function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(
      `TOTP_ENCRYPTION_KEY must be ${KEY_BYTES} bytes as base64 or 64 hex digits (e.g. \`openssl rand -base64 32\`), or unset to let the server keep its own in DATA_DIR/totp-key.`,
    );
  }
  return key;
}

/**
 * The key that encrypts TOTP secrets at rest: TOTP_ENCRYPTION_KEY when set (required when several
 * servers share one database), else a random one created once and kept in DATA_DIR/totp-key,
 * readable by the server's user only (as server/auth/secret.ts keeps the JWT secret). Kept apart
 * from the database so a stolen dump or backup of it does not carry the secrets' key.
 */
export function resolveTotpKey(configured: string, dataDir: string): Buffer {
  if (configured) return parseKey(configured);
  const file = path.join(dataDir, 'totp-key');
  if (fs.existsSync(file)) return parseKey(fs.readFileSync(file, 'utf8'));
  const key = crypto.randomBytes(KEY_BYTES);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** AES-256-GCM with a fresh 96-bit IV; the user id is the associated data (a secret moved to another user fails). */
export function seal(key: Buffer, plaintext: string, userId: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [FORMAT, ...parts].join('.');
}

/** The plaintext of `seal`'s output, or undefined when it was altered or sealed with another key. */
export function open(key: Buffer, sealed: string, userId: string): string | undefined {
  const [format, iv, tag, body] = sealed.split('.');
  if (format !== FORMAT || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    const tagBytes = Buffer.from(tag, 'base64url');
    if (tagBytes.length !== TAG_BYTES) return undefined;
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
