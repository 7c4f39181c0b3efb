-- A search sorted by upload name whose matches lie late in the name order (issue 22: "lucky" at
-- 1,000,000 requests, 83,000 matches from the middle of the order on): the first page collected
-- every match through the trigram index and read each one's row for its name, 35,000 heap pages,
-- 290-330 ms on a quiet machine. The list now bounds that collection by a match it already knows
-- (requestList/searchBound.ts): the (offset + limit)-th in the name order among the matches in
-- the rows its count's probe read; every match of the page sorts at or before it.
--
-- Telling which matches sort before that bound without reading their rows needs the name in the
-- search index: the first 24 characters of the lower-cased name, a column of 023's GIN index
-- (btree_gin). `left(lower(name), 24) <= left(bound, 24)` holds for every name at or before the
-- bound (a prefix cannot sort after its string's prefix, in the database's C collation), so the
-- index narrows the candidates to those names and the few sharing the bound's 24 characters,
-- and the rows are read for those only. 24 characters: a title and a version, past the shared
-- beginnings of one title's builds ("Lucky Lanterns …"), without a distinct entry per request.
DROP INDEX image_requests_search_trgm;
CREATE INDEX image_requests_search_trgm ON image_requests
  USING gin (search_text gin_trgm_ops, state_id, mid, organization_id, manufacturer_id, priority,
             (left(lower(name), 24)))
  WITH (gin_pending_list_limit = 256)
  WHERE removed_at IS NULL;

-- The matches at or before (`descending`: at or after) a bound in the name order, read through
-- that index. As in 009, the SET clauses keep the function from being inlined and its plan on the
-- index: otherwise PostgreSQL walks the name index from its start, reading a row per name (half a
-- million before "lucky"). The branch of the other direction is skipped (a one-time filter).
CREATE FUNCTION request_search_matches_by_name(pattern text, bound_key text, bound_id integer,
                                               descending boolean)
RETURNS TABLE (id integer, manufacturer_id integer, name text)
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
AS $$
  SELECT r.id, r.manufacturer_id, r.name FROM image_requests r
   WHERE NOT descending AND r.removed_at IS NULL AND r.search_text LIKE pattern
     AND left(lower(r.name), 24) <= left(bound_key, 24) AND (lower(r.name), r.id) <= (bound_key, bound_id)
  UNION ALL
  SELECT r.id, r.manufacturer_id, r.name FROM image_requests r
   WHERE descending AND r.removed_at IS NULL AND r.search_text LIKE pattern
     AND left(lower(r.name), 24) >= left(bound_key, 24) AND (lower(r.name), r.id) >= (bound_key, bound_id)
$$;
