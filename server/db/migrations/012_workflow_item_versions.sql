-- Every save of a workflow state or action moves its version on, and so does a role added to
-- or removed from an action (its save applies the allowed roles as sent); a save of an older
-- version is refused (409) instead of silently overwriting another administrator's edit
-- (issue 11, as 010 did for workflows).
ALTER TABLE workflow_states ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE workflow_actions ADD COLUMN version integer NOT NULL DEFAULT 1;
