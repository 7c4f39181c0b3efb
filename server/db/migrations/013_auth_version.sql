-- Versions that let a server keep what it read until the data behind it changes (issue 10 item 4),
-- without ever serving it stale, whichever server (or psql session) made the change:
--
-- 1. auth_version moves with every committed change that can alter a signed-in user as the
--    server sees it (server/auth/authUser.ts): the user's names, e-mail, password or removal,
--    their roles, a role's flags or manufacturers, a revoked token. The server keeps each
--    token's user with the version read in the same statement, and uses it only while a later
--    read of the version still finds that number (server/auth/tokenUsers.ts).
-- 2. request_list_version (005) already moves with every write to image_requests; a request's
--    "past due" also depends on whether its state is a final one (workflow_actions), so a change
--    there moves it too. The request list's pages are kept per version (server/repositories/requestListCache.ts).
--
-- Statement-level triggers update one row inside the writer's transaction: the new number
-- becomes visible exactly when the change does. Writers of these tables (administration, logout)
-- queue on that row until commit; they are rare beside reads.
--
-- A number never comes back with other data: each bump moves it to at least the clock's
-- microseconds since 1970, so after a failover to a standby that lost the last commits, or a
-- restore of an older copy, the next write jumps past every number a server may have kept.
CREATE TABLE auth_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version   bigint NOT NULL DEFAULT 0
);
INSERT INTO auth_version DEFAULT VALUES;

CREATE FUNCTION next_data_version(current bigint) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT greatest(current + 1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
$$;

CREATE FUNCTION auth_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_version SET version = next_data_version(version);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION request_list_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE request_list_version SET version = next_data_version(version);
  RETURN NULL;
END;
$$;

-- Both at once: the migration runner calls it after applying migrations, whose DDL may change
-- what a kept value was read from without any trigger firing (a column's type, a search function).
CREATE FUNCTION data_versions_bump() RETURNS void LANGUAGE sql AS $$
  UPDATE auth_version SET version = next_data_version(version);
  UPDATE request_list_version SET version = next_data_version(version);
$$;

-- Only the columns a signed-in user is read from: a password-reset request (activation key) moves nothing.
CREATE TRIGGER users_auth_version AFTER UPDATE OF id, username, first_name, last_name, email, password_changed_at, removed_at
  ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
CREATE TRIGGER users_auth_version_delete AFTER DELETE OR TRUNCATE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
CREATE TRIGGER user_roles_auth_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
CREATE TRIGGER roles_auth_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON roles FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
CREATE TRIGGER role_manufacturers_auth_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON role_manufacturers FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
-- Removing expired entries changes nothing: an expired token is refused by its own exp.
CREATE TRIGGER revoked_tokens_auth_version AFTER INSERT OR UPDATE
  ON revoked_tokens FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();

CREATE TRIGGER workflow_actions_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON workflow_actions FOR EACH STATEMENT EXECUTE FUNCTION request_list_version_bump();

-- Fired in every session_replication_role, so a logical-replication subscriber (which applies
-- changes as a replica) moves the versions too. A data-only restore that disables triggers
-- is a restore: see docs/security.md.
ALTER TABLE users ENABLE ALWAYS TRIGGER users_auth_version;
ALTER TABLE users ENABLE ALWAYS TRIGGER users_auth_version_delete;
ALTER TABLE user_roles ENABLE ALWAYS TRIGGER user_roles_auth_version;
ALTER TABLE roles ENABLE ALWAYS TRIGGER roles_auth_version;
ALTER TABLE role_manufacturers ENABLE ALWAYS TRIGGER role_manufacturers_auth_version;
ALTER TABLE revoked_tokens ENABLE ALWAYS TRIGGER revoked_tokens_auth_version;
ALTER TABLE workflow_actions ENABLE ALWAYS TRIGGER workflow_actions_list_version;
ALTER TABLE image_requests ENABLE ALWAYS TRIGGER image_requests_version;
