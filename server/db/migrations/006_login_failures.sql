-- Failed sign-ins per account (issue 9, hole 6): the per-account login throttle reads them,
-- so it holds across every server sharing this database. Rows older than the throttle's
-- window are deleted as new failures arrive; a successful sign-in clears its account's rows.
CREATE TABLE login_failures (
  -- lower(trim(username)) as typed: unknown usernames are throttled the same way.
  username  text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now(),
  address   text
);
CREATE INDEX login_failures_username_idx ON login_failures (username, failed_at);
CREATE INDEX login_failures_failed_at_idx ON login_failures (failed_at);
