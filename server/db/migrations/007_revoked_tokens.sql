-- Tokens ended by Logout (issue 11): refused until they would have expired anyway.
-- Only a SHA-256 of the token is kept, so the table is no list of working credentials.
CREATE TABLE revoked_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
