-- Every save of a request moves its version on; a save of an older version is refused (409)
-- instead of silently overwriting the other person's changes (issue 11).
ALTER TABLE image_requests ADD COLUMN version integer NOT NULL DEFAULT 1;
