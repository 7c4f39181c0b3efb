-- Image requests with their components, notes, attachments and events; software validations; SSIF submissions.
CREATE TABLE ssif_submissions (
  identity         serial PRIMARY KEY,
  software_alias   text NOT NULL,
  description      text NOT NULL DEFAULT '',
  manufacturer_id  integer NOT NULL REFERENCES manufacturers(id),
  mid              integer NOT NULL REFERENCES platforms(mid),
  filename         text NOT NULL,
  upload_date_time timestamptz NOT NULL DEFAULT now(),
  removed_at       timestamptz,
  -- Denormalised for search and sort; manufacturer and platform names change rarely.
  manufacturer_name text NOT NULL,
  platform_name     text NOT NULL
);
CREATE INDEX ssif_submissions_upload_idx ON ssif_submissions (upload_date_time, identity) WHERE removed_at IS NULL;
CREATE INDEX ssif_submissions_search_trgm ON ssif_submissions
  USING gin ((lower(software_alias || ' ' || manufacturer_name || ' ' || platform_name || ' ' || description || ' ' || filename)) gin_trgm_ops);

CREATE TABLE ssif_submission_components (
  id             serial PRIMARY KEY,
  identity       integer NOT NULL REFERENCES ssif_submissions(identity) ON DELETE CASCADE,
  name           text NOT NULL,
  component_type text NOT NULL,
  status         text NOT NULL,
  required       boolean NOT NULL DEFAULT false
);
CREATE INDEX ssif_submission_components_identity_idx ON ssif_submission_components (identity);

CREATE TABLE image_requests (
  id                 serial PRIMARY KEY,
  name               text NOT NULL,
  description        text NOT NULL,
  mid                integer NOT NULL REFERENCES platforms(mid),
  manufacturer_id    integer NOT NULL REFERENCES manufacturers(id),
  organization_id    uuid NOT NULL REFERENCES organizations(id),
  state_id           uuid REFERENCES workflow_states(id) ON DELETE SET NULL,
  priority           boolean NOT NULL DEFAULT false,
  priority_due_date  date,
  gps_path           text,
  ssif_identity      integer REFERENCES ssif_submissions(identity) ON DELETE SET NULL,
  created_by_id      uuid NOT NULL REFERENCES users(id),
  created_on         timestamptz NOT NULL DEFAULT now(),
  removed_at         timestamptz,
  -- Denormalised for search and sort over 100k+ rows: the names the list shows.
  manufacturer_name  text NOT NULL,
  status             text NOT NULL,
  created_by_name    text NOT NULL,
  search_text        text GENERATED ALWAYS AS (lower(name || ' ' || manufacturer_name || ' ' || status || ' ' || created_by_name || ' ' || description)) STORED
);
CREATE INDEX image_requests_created_on_idx ON image_requests (created_on, id) WHERE removed_at IS NULL;
CREATE INDEX image_requests_name_idx ON image_requests (lower(name), id) WHERE removed_at IS NULL;
CREATE INDEX image_requests_description_idx ON image_requests (lower(description), id) WHERE removed_at IS NULL;
CREATE INDEX image_requests_manufacturer_idx ON image_requests (lower(manufacturer_name), id) WHERE removed_at IS NULL;
CREATE INDEX image_requests_status_idx ON image_requests (lower(status), id) WHERE removed_at IS NULL;
CREATE INDEX image_requests_created_by_idx ON image_requests (lower(created_by_name), id) WHERE removed_at IS NULL;
CREATE INDEX image_requests_due_idx ON image_requests (priority_due_date, id) WHERE removed_at IS NULL;
CREATE INDEX image_requests_manufacturer_id_idx ON image_requests (manufacturer_id, created_on) WHERE removed_at IS NULL;
CREATE INDEX image_requests_search_trgm ON image_requests USING gin (search_text gin_trgm_ops) WHERE removed_at IS NULL;

CREATE TABLE request_components (
  id                 serial PRIMARY KEY,
  request_id         integer NOT NULL REFERENCES image_requests(id) ON DELETE CASCADE,
  component_type_id  integer REFERENCES component_types(id),
  component_type     text NOT NULL,
  name               text NOT NULL DEFAULT '',
  description        text NOT NULL DEFAULT '',
  required           boolean NOT NULL DEFAULT false,
  is_game            boolean NOT NULL DEFAULT false,
  is_custom          boolean NOT NULL DEFAULT false,
  keytbl             integer REFERENCES software(keytbl),
  position           integer NOT NULL DEFAULT 0
);
CREATE INDEX request_components_request_idx ON request_components (request_id, position);

CREATE TABLE request_notes (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id  integer NOT NULL REFERENCES image_requests(id) ON DELETE CASCADE,
  note_text   text NOT NULL,
  created_by  text NOT NULL,
  created_on  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_notes_request_idx ON request_notes (request_id, created_on);

CREATE TABLE request_attachments (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id       integer NOT NULL REFERENCES image_requests(id) ON DELETE CASCADE,
  file_name        text NOT NULL,
  mime_type        text NOT NULL,
  file_description text NOT NULL,
  size             integer NOT NULL,
  data             bytea NOT NULL,
  uploaded_by      text NOT NULL,
  uploaded_on      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_attachments_request_idx ON request_attachments (request_id, uploaded_on);

-- Every write on a request: who, what and when (UTC).
CREATE TABLE request_events (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id  integer NOT NULL REFERENCES image_requests(id) ON DELETE CASCADE,
  event_name  text NOT NULL,
  description text NOT NULL,
  created_by  text NOT NULL,
  created_on  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_events_request_idx ON request_events (request_id, created_on);

CREATE TABLE software_validations (
  id                serial PRIMARY KEY,
  name              text NOT NULL,
  description       text NOT NULL,
  manufacturer_id   integer NOT NULL REFERENCES manufacturers(id),
  mid               integer NOT NULL REFERENCES platforms(mid),
  organization_id   uuid REFERENCES organizations(id),
  created_by_id     uuid NOT NULL REFERENCES users(id),
  created_on        timestamptz NOT NULL DEFAULT now(),
  file_name         text NOT NULL,
  file_data         bytea NOT NULL,
  manufacturer_name text NOT NULL,
  created_by_name   text NOT NULL
);
CREATE INDEX software_validations_name_idx ON software_validations (lower(name), id);
CREATE INDEX software_validations_description_idx ON software_validations (lower(description), id);
CREATE INDEX software_validations_manufacturer_idx ON software_validations (lower(manufacturer_name), id);
CREATE INDEX software_validations_created_on_idx ON software_validations (created_on, id);
CREATE INDEX software_validations_created_by_idx ON software_validations (lower(created_by_name), id);
CREATE INDEX software_validations_search_trgm ON software_validations
  USING gin ((lower(name || ' ' || manufacturer_name || ' ' || created_by_name || ' ' || description)) gin_trgm_ops);

CREATE TABLE software_validation_components (
  id             serial PRIMARY KEY,
  validation_id  integer NOT NULL REFERENCES software_validations(id) ON DELETE CASCADE,
  name           text NOT NULL,
  component_type text NOT NULL,
  status         text NOT NULL,
  required       boolean NOT NULL DEFAULT false,
  position       integer NOT NULL DEFAULT 0
);
CREATE INDEX software_validation_components_validation_idx ON software_validation_components (validation_id, position);
