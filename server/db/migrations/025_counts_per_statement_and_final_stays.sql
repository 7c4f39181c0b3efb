-- 1. The per-manufacturer live counts (005) moved once per inserted or deleted row: an INSERT of
--    25,000 requests updated one counter row 25,000 times in one transaction, and none of those
--    row versions can be pruned before it commits, so the three-row table grew to 540 pages at
--    1,000,000 requests (bench:api's bulk seeding; an import or a restore would do the same).
--    VACUUM frees them but cannot give them back while the live rows sit at the table's end, and
--    every list page and every search count reads the whole table (a sequential scan of 540
--    pages, 7-11 ms when they are not cached). A lab adding requests one at a time keeps it at one
--    page (each update is HOT and prunes the versions before it).
--    Now INSERT and DELETE move each counter once per statement, by the statement's rows
--    (transition tables), which also makes a bulk insert cheaper. An UPDATE that moves a request
--    between counts (soft delete, restore, another manufacturer: rare, one request at a time)
--    keeps 005's row trigger: a statement trigger with transition tables cannot name columns or
--    take a WHEN, so it would capture every row of every update of image_requests.
DROP TRIGGER image_requests_count_insert_delete ON image_requests;

CREATE FUNCTION request_counts_add_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_counts (manufacturer_id, live)
    SELECT manufacturer_id, count(*) FROM added WHERE removed_at IS NULL GROUP BY manufacturer_id
        ON CONFLICT (manufacturer_id) DO UPDATE SET live = request_counts.live + excluded.live;
  ELSE
    UPDATE request_counts c SET live = c.live - d.n
      FROM (SELECT manufacturer_id, count(*) AS n FROM removed WHERE removed_at IS NULL
             GROUP BY manufacturer_id) d
     WHERE c.manufacturer_id = d.manufacturer_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER image_requests_count_insert AFTER INSERT ON image_requests
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION request_counts_add_statement();
CREATE TRIGGER image_requests_count_delete AFTER DELETE ON image_requests
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION request_counts_add_statement();

-- The counts recounted into a table of their own size: TRUNCATE gives the table a new, empty
-- file, so a database the old trigger bloated reads one page again.
TRUNCATE request_counts;
INSERT INTO request_counts (manufacturer_id, live)
SELECT manufacturer_id, count(*) FROM image_requests WHERE removed_at IS NULL GROUP BY manufacturer_id;

-- 2. Completions per week (Reports, requestReport.ts weeklySql) are entries into a final state
--    (no action out of it). The entries index (022, on entered_on) made a 104-week report read
--    every stay entered in the window (207,000 at 100,000 requests) to keep the 20,000 into a
--    final state; by state first, each final state's entries in the window are one range. It
--    replaces the entries index, which served nothing else.
DROP INDEX request_state_periods_entered_idx;
CREATE INDEX request_state_periods_state_entered_idx ON request_state_periods (state_id, entered_on)
  INCLUDE (request_id);
