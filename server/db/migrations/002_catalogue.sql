-- Platforms, jurisdictions, component types and the lab's software catalogue (linkable components).
CREATE TABLE jurisdictions (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

-- A platform of a manufacturer; its id is the "mid" (manufacturerId) the API speaks of.
CREATE TABLE platforms (
  mid             serial PRIMARY KEY,
  manufacturer_id integer NOT NULL REFERENCES manufacturers(id) ON DELETE CASCADE,
  platform        text NOT NULL,
  name            text NOT NULL,
  gsa_id          text,
  sas_id          text,
  UNIQUE (manufacturer_id, platform)
);

CREATE TABLE component_types (
  id                 serial PRIMARY KEY,
  mid                integer NOT NULL REFERENCES platforms(mid) ON DELETE CASCADE,
  jurisdiction_id    integer NOT NULL REFERENCES jurisdictions(id),
  component_type     text NOT NULL,
  display_name       text NOT NULL,
  filter_type        text NOT NULL CHECK (filter_type IN ('CustomNames', 'Dynamic')),
  require_keytbl     boolean NOT NULL DEFAULT false,
  game_component     boolean NOT NULL DEFAULT false,
  required           boolean NOT NULL DEFAULT false,
  active             boolean NOT NULL DEFAULT true,
  custom_names       text NOT NULL DEFAULT '',
  jurisdiction_types text NOT NULL DEFAULT '',
  function           text NOT NULL DEFAULT '',
  id_numbers         text NOT NULL DEFAULT '',
  game_names         text NOT NULL DEFAULT '',
  positions          text NOT NULL DEFAULT '',
  versions           text NOT NULL DEFAULT '',
  UNIQUE (mid, jurisdiction_id, component_type)
);

-- The catalogue of software known to the lab; "uploaded" software has its binary in the lab.
CREATE TABLE software (
  keytbl          serial PRIMARY KEY,
  manufacturer_id integer NOT NULL REFERENCES manufacturers(id) ON DELETE CASCADE,
  status          text NOT NULL,
  uploaded        boolean NOT NULL DEFAULT false,
  file_number     text NOT NULL DEFAULT '',
  id_number       text NOT NULL,
  version         text NOT NULL,
  date_code       text NOT NULL DEFAULT '',
  game_name       text NOT NULL DEFAULT '',
  function        text NOT NULL DEFAULT '',
  position        text NOT NULL DEFAULT '',
  jurisdiction_type text NOT NULL DEFAULT ''
);
CREATE INDEX software_manufacturer_idx ON software (manufacturer_id, uploaded);
CREATE INDEX software_id_version_idx ON software (manufacturer_id, lower(id_number), lower(version));
