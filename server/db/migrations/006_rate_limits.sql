-- The per-address limit of Login, RegisterAccount and PasswordResetRequest (issue 9, hole 6),
-- kept here rather than in each server's memory so it holds across every server sharing the
-- database. One row per route and address: the current window's start and its hits.
CREATE TABLE rate_limits (
  key        text PRIMARY KEY,
  started_at timestamptz NOT NULL,
  hits       integer NOT NULL
);
CREATE INDEX rate_limits_started_at_idx ON rate_limits (started_at);
