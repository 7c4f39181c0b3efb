-- Single sign-on through the lab's OpenID provider (issue 21 items 1-2).

-- A provider account (issuer and `sub`, which never changes) linked to a user: on the first
-- sign-in by a verified e-mail address, from then on by `sub` alone.
CREATE TABLE user_identities (
  issuer    text NOT NULL,
  subject   text NOT NULL,
  user_id   uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- The provider's callback hands the browser a single-use code (in the URL fragment), which the
-- browser trades for a token by a POST: no token ever travels in a URL. Only its hash is kept.
CREATE TABLE sso_handoffs (
  code_hash  text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sso_handoffs_expires_idx ON sso_handoffs (expires_at);

