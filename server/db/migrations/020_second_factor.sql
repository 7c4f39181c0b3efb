-- Two-factor sign-in (issue 21, items 3 and 4): TOTP secrets, recovery codes, passkeys and the
-- server-side WebAuthn challenges. See docs/security.md, Two-factor sign-in.

-- One TOTP secret per user, AES-256-GCM encrypted (server/auth/secondFactor/secretBox.ts).
-- enabled_at NULL: a set-up begun and not yet confirmed with a first code.
-- last_used_step: the 30-second step of the last accepted code; a code of that step or an
-- earlier one is refused, so a code works once.
CREATE TABLE user_totp (
  user_id          uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_encrypted text NOT NULL,
  enabled_at       timestamptz,
  last_used_step   bigint,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Ten per enrolment, SHA-256 hashed (they are 50 random bits, not passwords); used_at once used.
CREATE TABLE user_recovery_codes (
  user_id   uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at   timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

CREATE TABLE user_passkeys (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- base64url, as WebAuthn names it; one credential belongs to one user.
  credential_id text NOT NULL UNIQUE,
  public_key    bytea NOT NULL,
  counter       bigint NOT NULL DEFAULT 0,
  transports    text[] NOT NULL DEFAULT '{}',
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz
);
CREATE INDEX user_passkeys_user_idx ON user_passkeys (user_id);

-- A WebAuthn challenge handed out, answered once (deleted when answered) before expires_at.
-- user_id: whose registration, or whose second factor; NULL for a password-less sign-in.
CREATE TABLE webauthn_ceremonies (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid REFERENCES users(id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
  challenge  text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_ceremonies_expiry_idx ON webauthn_ceremonies (expires_at);

-- Whether a user has a second factor is part of the signed-in user (server/auth/authUser.ts:
-- REQUIRE_2FA_FOR_SUPER_USERS), so turning one on or off moves the auth version (013). A code's
-- step, a passkey's counter or last use do not.
CREATE TRIGGER user_totp_auth_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF enabled_at
  ON user_totp FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
CREATE TRIGGER user_passkeys_auth_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF user_id
  ON user_passkeys FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
ALTER TABLE user_totp ENABLE ALWAYS TRIGGER user_totp_auth_version;
ALTER TABLE user_passkeys ENABLE ALWAYS TRIGGER user_passkeys_auth_version;

