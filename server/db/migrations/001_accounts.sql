-- Accounts: roles carry the permission flags; a user's permissions are the union of their roles'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE manufacturers (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE roles (
  id                                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  description                          text NOT NULL UNIQUE,
  is_super_user                        boolean NOT NULL DEFAULT false,
  is_manufacturer_restricting          boolean NOT NULL DEFAULT false,
  can_view_requests_page               boolean NOT NULL DEFAULT false,
  can_view_software_validations_page   boolean NOT NULL DEFAULT false,
  can_view_admin_page                  boolean NOT NULL DEFAULT false,
  can_create_software_validation       boolean NOT NULL DEFAULT false,
  can_create_binary_request            boolean NOT NULL DEFAULT false,
  can_edit_binary_request              boolean NOT NULL DEFAULT false,
  can_delete_binary_request            boolean NOT NULL DEFAULT false,
  can_delete_ssif_submission           boolean NOT NULL DEFAULT false,
  can_add_organizations                boolean NOT NULL DEFAULT false,
  can_disable_organizations            boolean NOT NULL DEFAULT false,
  can_edit_organizations               boolean NOT NULL DEFAULT false,
  can_edit_organization_users          boolean NOT NULL DEFAULT false,
  can_edit_organization_jurisdictions  boolean NOT NULL DEFAULT false,
  can_view_gps_path                    boolean NOT NULL DEFAULT false,
  created_on                           timestamptz NOT NULL DEFAULT now(),
  created_by                           text NOT NULL DEFAULT 'system',
  updated_on                           timestamptz,
  updated_by                           text
);

-- The manufacturers a manufacturer-restricting role limits its users to.
CREATE TABLE role_manufacturers (
  role_id         uuid NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  manufacturer_id integer NOT NULL REFERENCES manufacturers(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, manufacturer_id)
);

CREATE TABLE users (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username                text NOT NULL,
  first_name              text NOT NULL DEFAULT '',
  last_name               text NOT NULL DEFAULT '',
  title                   text NOT NULL DEFAULT '',
  department              text NOT NULL DEFAULT '',
  badge_number            text NOT NULL DEFAULT '',
  email                   text NOT NULL DEFAULT '',
  password_hash           text,
  -- Tokens issued before this instant stop working (password change).
  password_changed_at     timestamptz NOT NULL DEFAULT now(),
  password_expires_on     timestamptz,
  -- Single-use, expiring key for registration (invite) and password reset; only its hash is kept.
  activation_key_hash     text,
  activation_key_expires  timestamptz,
  removed_at              timestamptz,
  created_on              timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_first_name_idx ON users (lower(first_name), id);
CREATE INDEX users_last_name_idx ON users (lower(last_name), id);
CREATE INDEX users_email_idx ON users (lower(email), id);
CREATE INDEX users_search_trgm ON users
  USING gin ((lower(first_name || ' ' || last_name || ' ' || username || ' ' || email)) gin_trgm_ops);

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id uuid NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);
CREATE INDEX user_roles_role_idx ON user_roles (role_id);

CREATE TABLE support_tickets (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid REFERENCES users(id) ON DELETE SET NULL,
  name         text NOT NULL,
  phone_number text NOT NULL DEFAULT '',
  email        text NOT NULL,
  description  text NOT NULL,
  created_on   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support_ticket_attachments (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id  uuid NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  file_name  text NOT NULL,
  mime_type  text NOT NULL,
  data       bytea NOT NULL
);
CREATE INDEX support_ticket_attachments_ticket_idx ON support_ticket_attachments (ticket_id);
