import { hash, verify } from '@node-rs/argon2';
import crypto from 'node:crypto';

/** Argon2id with the library's defaults (memory-hard, ~50 ms here): slow on purpose. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random single-use key (activation, reset): 24 url-safe characters. */
export function newActivationKey(): string {
  return crypto.randomBytes(18).toString('base64url');
}

/** Keys are stored as SHA-256 hashes: they are long random strings, so a fast hash suffices. */
export function hashActivationKey(key: string): string {
  return crypto.createHash('sha256').update(key.trim()).digest('hex');
}
