-- Who changed whose roles or password, and who invited whom (issue 9): kept for audit.
-- Usernames are copied so an entry still reads after a user is removed.
CREATE TABLE security_events (
  id              bigserial PRIMARY KEY,
  occurred_at     timestamptz NOT NULL DEFAULT now(),
  action          text NOT NULL CHECK (action IN ('roles_changed', 'password_set', 'user_invited')),
  actor_user_id   uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_username  text NOT NULL,
  target_user_id  uuid REFERENCES users(id) ON DELETE SET NULL,
  target_username text NOT NULL,
  -- roles_changed: {rolesAdded, rolesRemoved}; user_invited: {roles}; by role description.
  details         jsonb NOT NULL DEFAULT '{}',
  -- The caller's address as the server saw it.
  address         text
);
CREATE INDEX security_events_target_idx ON security_events (target_user_id, occurred_at);
