-- What each user has uploaded, for the per-user hourly limits on support tickets and
-- attachments (issue 9, hole 5). One row per accepted upload call.
CREATE TABLE upload_usage (
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  operation   text NOT NULL,
  files       integer NOT NULL,
  bytes       bigint NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_usage_user_idx ON upload_usage (user_id, uploaded_at);
