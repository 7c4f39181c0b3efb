import { row, rows, type Queryable } from '../../db/pool';

/** The user's TOTP row: pending (enabledAt null) or on. */
export interface TotpRecord {
  sealedSecret: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

export async function findTotp(db: Queryable, userId: string): Promise<TotpRecord | undefined> {
  const found = await row<{
    secret_encrypted: string;
    enabled_at: Date | null;
    last_used_step: string | null;
  }>(db, 'SELECT secret_encrypted, enabled_at, last_used_step FROM user_totp WHERE user_id = $1', [
    userId,
  ]);
  if (!found) return undefined;
  return {
    sealedSecret: found.secret_encrypted,
    enabledAt: found.enabled_at,
    lastUsedStep: found.last_used_step === null ? null : Number(found.last_used_step),
  };
}

/** Keeps a new pending secret (replacing a pending one); false when TOTP is already on. */
export async function savePendingTotp(
  db: Queryable,
  userId: string,
  sealedSecret: string,
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO user_totp (user_id, secret_encrypted) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted,
       created_at = now(), last_used_step = NULL
     WHERE user_totp.enabled_at IS NULL`,
    [userId, sealedSecret],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * Records `step` as used, only when it is later than the last used one: one statement, so two
 * calls racing with the same code cannot both pass. False: the code (or an earlier one) was used.
 */
export async function claimStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE user_totp SET last_used_step = $2
      WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)`,
    [userId, step],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Turns the pending secret on and replaces the recovery codes (the caller's transaction). */
export async function enableTotp(
  db: Queryable,
  userId: string,
  recoveryCodeHashes: string[],
): Promise<boolean> {
  const result = await db.query(
    'UPDATE user_totp SET enabled_at = now() WHERE user_id = $1 AND enabled_at IS NULL',
    [userId],
  );
  if ((result.rowCount ?? 0) === 0) return false;
  await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
  await db.query(
    `INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
    [userId, recoveryCodeHashes],
  );
  return true;
}

/** Uses up one unused recovery code; false when there is none with that hash. */
export async function useRecoveryCode(
  db: Queryable,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE user_recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, codeHash],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Removes the secret and the recovery codes. */
export async function removeTotp(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM user_totp WHERE user_id = $1', [userId]);
}

export interface PasskeyView {
  passkeyId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyViewRow {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const toPasskeyView = (p: PasskeyViewRow): PasskeyView => ({
  passkeyId: p.id,
  name: p.name,
  createdAt: p.created_at.toISOString(),
  lastUsedAt: p.last_used_at?.toISOString() ?? null,
});

export interface SecondFactorStatus {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  passkeys: PasskeyView[];
}

export async function secondFactorStatus(
  db: Queryable,
  userId: string,
): Promise<SecondFactorStatus> {
  const totp = await row<{ enabled: boolean; codes_left: number }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM user_totp WHERE user_id = $1 AND enabled_at IS NOT NULL) AS enabled,
            (SELECT count(*)::int FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS codes_left`,
    [userId],
  );
  const passkeys = await rows<PasskeyViewRow>(
    db,
    'SELECT id, name, created_at, last_used_at FROM user_passkeys WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return {
    totpEnabled: totp?.enabled ?? false,
    recoveryCodesLeft: totp?.enabled ? totp.codes_left : 0,
    passkeys: passkeys.map(toPasskeyView),
  };
}

/** A stored passkey as WebAuthn verification needs it. */
export interface StoredPasskey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

interface StoredPasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
}

const toStored = (p: StoredPasskeyRow): StoredPasskey => ({
  id: p.id,
  userId: p.user_id,
  credentialId: p.credential_id,
  publicKey: new Uint8Array(p.public_key),
  counter: Number(p.counter),
  transports: p.transports,
});

const STORED_COLUMNS = 'id, user_id, credential_id, public_key, counter, transports';

export async function passkeysOf(db: Queryable, userId: string): Promise<StoredPasskey[]> {
  const found = await rows<StoredPasskeyRow>(
    db,
    `SELECT ${STORED_COLUMNS} FROM user_passkeys WHERE user_id = $1`,
    [userId],
  );
  return found.map(toStored);
}

export async function findPasskeyByCredential(
  db: Queryable,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const found = await row<StoredPasskeyRow>(
    db,
    `SELECT ${STORED_COLUMNS} FROM user_passkeys WHERE credential_id = $1`,
    [credentialId],
  );
  return found && toStored(found);
}

export async function countPasskeys(db: Queryable, userId: string): Promise<number> {
  const found = await row<{ n: number }>(
    db,
    'SELECT count(*)::int AS n FROM user_passkeys WHERE user_id = $1',
    [userId],
  );
  return found?.n ?? 0;
}

/** Stores a new passkey; undefined when that credential is already registered. */
export async function addPasskey(
  db: Queryable,
  passkey: Omit<StoredPasskey, 'id'> & { name: string },
): Promise<PasskeyView | undefined> {
  const added = await row<PasskeyViewRow>(
    db,
    `INSERT INTO user_passkeys (user_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (credential_id) DO NOTHING
     RETURNING id, name, created_at, last_used_at`,
    [
      passkey.userId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      passkey.transports,
      passkey.name,
    ],
  );
  return added && toPasskeyView(added);
}

/** After a sign-in with it: the authenticator's new signature counter and the time. */
export async function passkeyUsed(db: Queryable, id: string, counter: number): Promise<void> {
  await db.query('UPDATE user_passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [
    id,
    counter,
  ]);
}

export async function renamePasskey(
  db: Queryable,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<PasskeyView | undefined> {
  const renamed = await row<PasskeyViewRow>(
    db,
    `UPDATE user_passkeys SET name = $3 WHERE id = $2 AND user_id = $1
     RETURNING id, name, created_at, last_used_at`,
    [userId, passkeyId, name],
  );
  return renamed && toPasskeyView(renamed);
}

export async function removePasskey(
  db: Queryable,
  userId: string,
  passkeyId: string,
): Promise<boolean> {
  const result = await db.query('DELETE FROM user_passkeys WHERE id = $2 AND user_id = $1', [
    userId,
    passkeyId,
  ]);
  return (result.rowCount ?? 0) > 0;
}

export async function removeAllPasskeys(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM user_passkeys WHERE user_id = $1', [userId]);
}

/** How long a WebAuthn challenge may be answered. */
export const CEREMONY_SECONDS = 5 * 60;

export type CeremonyPurpose = 'register' | 'sign_in';

export async function createCeremony(
  db: Queryable,
  purpose: CeremonyPurpose,
  userId: string | null,
  challenge: string,
): Promise<string> {
  // Expired ones are forgotten as new ones are made: the table stays as small as its use.
  await db.query('DELETE FROM webauthn_ceremonies WHERE expires_at < now()');
  const created = await row<{ id: string }>(
    db,
    `INSERT INTO webauthn_ceremonies (purpose, user_id, challenge, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
    [purpose, userId, challenge, CEREMONY_SECONDS],
  );
  if (!created) throw new Error('webauthn_ceremonies: INSERT returned no row');
  return created.id;
}

/**
 * Takes a ceremony out for its one answer (deleted whatever the answer turns out to be):
 * undefined when unknown, used, expired, or of another purpose.
 */
export async function takeCeremony(
  db: Queryable,
  id: string,
  purpose: CeremonyPurpose,
): Promise<{ userId: string | null; challenge: string } | undefined> {
  const taken = await row<{ user_id: string | null; challenge: string; live: boolean }>(
    db,
    `DELETE FROM webauthn_ceremonies WHERE id = $1 AND purpose = $2
     RETURNING user_id, challenge, expires_at > now() AS live`,
    [id, purpose],
  );
  return taken?.live ? { userId: taken.user_id, challenge: taken.challenge } : undefined;
}

/** The second factors Login must ask for (none: the password signs in alone). */
export async function secondFactorMethods(
  db: Queryable,
  userId: string,
): Promise<('totp' | 'passkey')[]> {
  const found = await row<{ totp: boolean; passkey: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM user_totp WHERE user_id = $1 AND enabled_at IS NOT NULL) AS totp,
            EXISTS (SELECT 1 FROM user_passkeys WHERE user_id = $1) AS passkey`,
    [userId],
  );
  return [
    ...(found?.totp ? ['totp' as const] : []),
    ...(found?.passkey ? ['passkey' as const] : []),
  ];
}
