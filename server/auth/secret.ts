import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** HS256 needs a key at least as long as its hash (32 bytes) to keep its strength. */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * The token-signing secret: JWT_SECRET when set (required when several servers share one
 * database), else a random one created once and kept in DATA_DIR/jwt-secret. A secret
 * shorter than 32 bytes stops the server: tokens signed with it could be forged by guessing.
 */
export function resolveJwtSecret(configured: string, dataDir: string): string {
  if (configured) {
    if (Buffer.byteLength(configured, 'utf8') < MIN_JWT_SECRET_BYTES) {
      throw new Error(
        `JWT_SECRET is shorter than ${MIN_JWT_SECRET_BYTES} bytes. Set a longer random secret (e.g. \`openssl rand -base64 48\`), or unset it to let the server keep its own in DATA_DIR/jwt-secret.`,
      );
    }
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
