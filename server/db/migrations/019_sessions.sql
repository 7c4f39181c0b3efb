-- Sessions a user can see and end (issue 21 item 5). Each sign-in starts one; its tokens carry its
-- id as the `sid` claim, and a token is refused once its session has ended (server/auth/authUser.ts),
-- on every server at once: ending one moves auth_version, which drops what servers keep.
CREATE TABLE sessions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  method       text NOT NULL CHECK (method IN ('password', 'sso', 'passkey')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- Written at most once a minute per session and server (server/auth/sessions.ts), never per call.
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- When its latest token expires: past it the session is over without anyone ending it.
  expires_at   timestamptz NOT NULL,
  address      text NOT NULL DEFAULT '',
  user_agent   text NOT NULL DEFAULT '',
  ended_at     timestamptz
);
-- A user's open sessions (User Profile) and the ending of all of them.
CREATE INDEX sessions_user_open_idx ON sessions (user_id) WHERE ended_at IS NULL;
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Only ending (or removing) a session changes who is signed in: last_seen_at moves nothing.
CREATE TRIGGER sessions_auth_version AFTER UPDATE OF id, user_id, ended_at
  ON sessions FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
-- Removing sessions long expired changes nothing (their tokens are refused by their own exp), and a
-- user's removal moves the version itself; a TRUNCATE (tests) may end live ones.
CREATE TRIGGER sessions_auth_version_truncate AFTER TRUNCATE
  ON sessions FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
ALTER TABLE sessions ENABLE ALWAYS TRIGGER sessions_auth_version;
ALTER TABLE sessions ENABLE ALWAYS TRIGGER sessions_auth_version_truncate;

