-- Each request's stay in each workflow state (issue 22 item 3, the Reports screen:
-- time spent in each state, completions per week, past due at each week's end).
-- request_events only word a change for people ("Approve: status changed from Review to
-- Approved."); this table keeps it as data, written by a trigger on image_requests so that
-- every path that sets state_id (an action, an edit, a state removed) is recorded alike.
CREATE TABLE request_state_periods (
  id          bigserial PRIMARY KEY,
  request_id  integer NOT NULL REFERENCES image_requests(id) ON DELETE CASCADE,
  state_id    uuid NOT NULL REFERENCES workflow_states(id) ON DELETE CASCADE,
  entered_on  timestamptz NOT NULL,
  -- NULL while the request is in this state.
  left_on     timestamptz,
  CHECK (left_on IS NULL OR left_on >= entered_on)
);
-- One open stay per request; the trigger closes it by this index.
CREATE UNIQUE INDEX request_state_periods_open_idx ON request_state_periods (request_id)
  WHERE left_on IS NULL;
-- A request's stays (past due at a week's end), read from the index alone.
CREATE INDEX request_state_periods_request_idx ON request_state_periods (request_id, entered_on)
  INCLUDE (state_id, left_on);
-- Entries into states within the report's weeks (completions per week).
CREATE INDEX request_state_periods_entered_idx ON request_state_periods (entered_on)
  INCLUDE (request_id, state_id);
-- Stays that ended within the report's weeks (time in each state).
CREATE INDEX request_state_periods_left_idx ON request_state_periods (left_on)
  INCLUDE (request_id, state_id, entered_on) WHERE left_on IS NOT NULL;

CREATE FUNCTION request_state_periods_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- greatest: a stay never ends before it began (a request created with a later created_on).
    UPDATE request_state_periods SET left_on = greatest(clock_timestamp(), entered_on)
     WHERE request_id = NEW.id AND left_on IS NULL;
  END IF;
  IF NEW.state_id IS NOT NULL THEN
    INSERT INTO request_state_periods (request_id, state_id, entered_on)
    VALUES (NEW.id, NEW.state_id,
            CASE WHEN TG_OP = 'INSERT' THEN NEW.created_on ELSE clock_timestamp() END);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER image_requests_state_period_insert AFTER INSERT ON image_requests
  FOR EACH ROW EXECUTE FUNCTION request_state_periods_track();
CREATE TRIGGER image_requests_state_period_update AFTER UPDATE OF state_id ON image_requests
  FOR EACH ROW WHEN (OLD.state_id IS DISTINCT FROM NEW.state_id)
  EXECUTE FUNCTION request_state_periods_track();

-- The requests that exist: their stays read back from the events the app and the demo seed
-- wrote ("Request created in state X", "... status changed ... to X"), matched to the states
-- of the request's organization's workflow; a request whose events do not end in its current
-- state gets that state from its last event (or its creation) on.
CREATE TEMPORARY TABLE request_state_steps ON COMMIT DROP AS
WITH matched AS (
  SELECT DISTINCT ON (e.id) e.id AS event_id, e.request_id, e.created_on, ws.id AS state_id
    FROM request_events e
    JOIN image_requests r ON r.id = e.request_id
    JOIN organizations o ON o.id = r.organization_id
    JOIN workflow_states ws ON ws.workflow_id = o.workflow_id
   WHERE (e.event_name = 'Request Created'
          AND rtrim(e.description, '.') = 'Request created in state ' || ws.description)
      OR (e.event_name = 'Status Changed'
          AND right(rtrim(e.description, '.'), length(ws.description) + 3) = 'to ' || ws.description)
   ORDER BY e.id, length(ws.description) DESC
), ordered AS (
  SELECT m.*, lag(m.state_id) OVER (PARTITION BY m.request_id ORDER BY m.created_on, m.event_id) AS before
    FROM matched m
)
SELECT request_id, state_id, created_on AS entered_on, 0 AS ord FROM ordered
 WHERE before IS DISTINCT FROM state_id;

INSERT INTO request_state_steps (request_id, state_id, entered_on, ord)
SELECT r.id, r.state_id, coalesce(last.entered_on, r.created_on), 1
  FROM image_requests r
  LEFT JOIN LATERAL (
    SELECT s.state_id, s.entered_on FROM request_state_steps s
     WHERE s.request_id = r.id ORDER BY s.entered_on DESC, s.ord DESC LIMIT 1) last ON true
 WHERE r.state_id IS NOT NULL AND last.state_id IS DISTINCT FROM r.state_id;

INSERT INTO request_state_periods (request_id, state_id, entered_on, left_on)
SELECT request_id, state_id, entered_on,
       lead(entered_on) OVER (PARTITION BY request_id ORDER BY entered_on, ord)
  FROM request_state_steps;
