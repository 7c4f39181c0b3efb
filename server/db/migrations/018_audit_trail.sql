-- The audit trail (issue 22): one append-only table of every administrative change, every
-- sign-in (succeeded and failed), every export and every deletion; who, when, from where, what,
-- before -> after. It replaces security_events (006), whose rows move here, so there is one
-- source of truth. Written in the transaction of the change (server/audit/trail.ts, recordAudit);
-- a failed sign-in on its own, so it persists.
CREATE TABLE audit_trail (
  id              bigserial PRIMARY KEY,
  occurred_at     timestamptz NOT NULL DEFAULT now(),
  -- No foreign keys: a row never changes, not even by ON DELETE SET NULL. The username is
  -- copied so an entry reads the same after a rename or removal; for a failed sign-in it is
  -- the username given (which may name no one), and actor_user_id is null.
  actor_user_id   uuid,
  actor_username  text NOT NULL,
  -- The caller's address as the server saw it (TRUST_PROXY decides whether X-Forwarded-For counts).
  address         text,
  kind            text NOT NULL CHECK (kind IN (
                    'user', 'signIn', 'organization', 'workflow', 'platform', 'componentType',
                    'setting', 'export', 'request', 'softwareValidation', 'ssifSubmission')),
  action          text NOT NULL CHECK (action <> ''),
  target_id       text,
  target_label    text,
  -- Only what changed, never a password, token, key or secret (recordAudit drops those keys).
  before          jsonb,
  after           jsonb,
  details         jsonb NOT NULL DEFAULT '{}'
);
-- The screen's default order (newest first) and its filters.
CREATE INDEX audit_trail_occurred_idx ON audit_trail (occurred_at DESC, id DESC);
CREATE INDEX audit_trail_actor_idx ON audit_trail (lower(actor_username), occurred_at DESC);
CREATE INDEX audit_trail_kind_idx ON audit_trail (kind, occurred_at DESC);

INSERT INTO audit_trail (occurred_at, actor_user_id, actor_username, address, kind, action,
                         target_id, target_label, details)
SELECT occurred_at, actor_user_id, actor_username, address, 'user',
       CASE action WHEN 'roles_changed' THEN 'rolesChanged'
                   WHEN 'password_set' THEN 'passwordSet'
                   ELSE 'invited' END,
       target_user_id::text, target_username, details
  FROM security_events ORDER BY id;
DROP TABLE security_events;

-- Append-only, whatever the code path: UPDATE, DELETE and TRUNCATE raise. The triggers fire in
-- the default session_replication_role (a restore, which loads rows in replica mode, is the one
-- writer that passes; see docs/security.md, Audit trail).
CREATE FUNCTION audit_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_trail is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_trail_no_change BEFORE UPDATE OR DELETE ON audit_trail
  FOR EACH ROW EXECUTE FUNCTION audit_trail_append_only();
CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON audit_trail
  FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_append_only();

-- Nobody but the owner holds more than reading and appending. Where the app connects as a role
-- that does not own the table (DATABASE_URL, docs/security.md), grant it only:
--   GRANT SELECT, INSERT ON audit_trail TO app; GRANT USAGE ON SEQUENCE audit_trail_id_seq TO app;
REVOKE ALL ON audit_trail FROM PUBLIC;
