-- Issue 18, the live lab's last pieces.
-- `platform` events: a manufacturer's platforms and their component types (Platform Management,
-- the request dialog's lists). Who hears of one is decided by the platform's manufacturer, kept
-- on the row (a platform never moves to another manufacturer), with the read operations' rule.
ALTER TABLE change_events DROP CONSTRAINT change_events_kind_check;
ALTER TABLE change_events ADD CONSTRAINT change_events_kind_check CHECK (kind IN
  ('request', 'note', 'attachment', 'organization', 'user', 'workflow', 'notification', 'platform'));
ALTER TABLE change_events ADD COLUMN manufacturer_id integer;
-- The X-Client-Id the write came with: a random id of one browser tab, sent back only on the
-- streams of the user who made the change, so that tab skips refetching what it already has
-- (server/events/origin.ts). Never shown to anyone else.
ALTER TABLE change_events ADD COLUMN origin text CHECK (origin ~ '^[A-Za-z0-9_-]{8,64}$');
