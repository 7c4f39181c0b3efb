import type { Queryable } from '../../db/pool';
import { open } from './secretBox';
import { claimStep, findTotp, useRecoveryCode } from './store';
import { hashRecoveryCode, isTotpCode, matchingStep } from './totp';

/**
 * Checks an authentication code (six digits: TOTP, ±1 step, each step once) or a recovery code
 * (each once) of a user whose TOTP is on. True uses it up; false for anything else (wrong, used,
 * TOTP off, a secret that no longer decrypts with the key).
 */
export async function useSecondFactorCode(
  db: Queryable,
  key: Buffer,
  userId: string,
  code: string,
): Promise<boolean> {
  const totp = await findTotp(db, userId);
  if (!totp?.enabledAt) return false;
  if (!isTotpCode(code)) return useRecoveryCode(db, userId, hashRecoveryCode(code));
  const secret = open(key, totp.sealedSecret, userId);
  if (!secret) return false;
  const step = matchingStep(secret, code);
  return step !== undefined && (await claimStep(db, userId, step));
}

/** The first code of a pending set-up: proves the app holds the secret (and uses its step). */
export async function usePendingSetupCode(
  db: Queryable,
  key: Buffer,
  userId: string,
  code: string,
): Promise<'ok' | 'wrong' | 'none'> {
  const totp = await findTotp(db, userId);
  if (!totp || totp.enabledAt) return 'none';
  const secret = open(key, totp.sealedSecret, userId);
  if (!secret) return 'none';
  const step = matchingStep(secret, code);
  return step !== undefined && (await claimStep(db, userId, step)) ? 'ok' : 'wrong';
}
