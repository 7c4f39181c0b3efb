-- Every save of a user's profile, an organization's details, a workflow's name or a component
-- type moves its version on; a save of an older version is refused (409) instead of silently
-- overwriting the other person's changes (issue 11, as 008 did for image requests).
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE organizations ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE workflows ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE component_types ADD COLUMN version integer NOT NULL DEFAULT 1;
