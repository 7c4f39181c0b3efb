import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The token-signing secret: JWT_SECRET when set (required when several servers share one
 * database), else a random one created once and kept in DATA_DIR/jwt-secret.
 */
export function resolveJwtSecret(configured: string, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
