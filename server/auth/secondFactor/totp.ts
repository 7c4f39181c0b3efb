import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';

/** What every authenticator app reads: SHA-1, 6 digits, 30-second steps (RFC 6238's defaults). */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'Image Requests';

function totpOf(secretBase32: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), base32 as apps take it typed in. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries, labelled with the username. */
export function otpauthUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/**
 * The 30-second step the code belongs to when it is right for the step before, at or after
 * now's (a phone's clock a little off), else undefined. Whether that step was already used is the
 * caller's to check (the stored last step), so a code works once.
 */
export function matchingStep(
  secretBase32: string,
  code: string,
  now = Date.now(),
): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secretBase32).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Looks like a TOTP code (six digits, spaces allowed) rather than a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 10 characters from a 31-letter alphabet (about 50 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Recovery codes are kept as SHA-256 hashes of their normalized form (lower case, no dash or
 * space): random 50-bit values, so a fast hash suffices (as for activation keys).
 */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return crypto.createHash('sha256').update(`recovery:${normalized}`).digest('hex');
}
