-- Workflows (states and role-restricted actions) and the organizations that use them.
CREATE TABLE workflows (
  id   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL
);
CREATE UNIQUE INDEX workflows_name_key ON workflows (lower(name));

CREATE TABLE workflow_states (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL REFERENCES workflows(id) ON DELETE CASCADE,
  description text NOT NULL,
  sort_order  integer NOT NULL
);
CREATE INDEX workflow_states_workflow_idx ON workflow_states (workflow_id, sort_order);

CREATE TABLE workflow_actions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  state_id      uuid NOT NULL REFERENCES workflow_states(id) ON DELETE CASCADE,
  description   text NOT NULL,
  quick_action  boolean NOT NULL DEFAULT false,
  next_state_id uuid REFERENCES workflow_states(id) ON DELETE SET NULL
);
CREATE INDEX workflow_actions_state_idx ON workflow_actions (state_id);

CREATE TABLE workflow_action_roles (
  action_id uuid NOT NULL REFERENCES workflow_actions(id) ON DELETE CASCADE,
  role_id   uuid NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (action_id, role_id)
);

CREATE TABLE organizations (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name               text,
  property_code      text NOT NULL DEFAULT '',
  super_user_id      uuid NOT NULL REFERENCES users(id),
  server_ip          text,
  server_port_number integer CHECK (server_port_number > 0),
  workflow_id        uuid NOT NULL REFERENCES workflows(id),
  removed_at         timestamptz,
  created_on         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizations_name_idx ON organizations (lower(name), id) WHERE removed_at IS NULL;
CREATE INDEX organizations_property_code_idx ON organizations (lower(property_code), id) WHERE removed_at IS NULL;

CREATE TABLE organization_users (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id         uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_users_user_idx ON organization_users (user_id);

CREATE TABLE organization_jurisdictions (
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  jurisdiction_id integer NOT NULL REFERENCES jurisdictions(id),
  PRIMARY KEY (organization_id, jurisdiction_id)
);
