-- A search's count, stopped at a cap (issue 10 item 4). Counting every match of a common
-- word cost 320-645 ms at 1,000,000 requests; GetRequests counts up to a cap (SEARCH_COUNT_CAP
-- in server/repositories/requests.ts) and says when more match (openapi.yaml, rowCountCapped). A LIMIT over request_search_matches would not
-- stop its scan: a non-inlined set-returning function in FROM runs to its end first. Here
-- the LIMIT is inside, so the bitmap heap scan stops at the cap; the SET clauses keep the
-- plan on the trigram index, as in 009.
CREATE FUNCTION request_search_count(pattern text, manufacturer_ids integer[], cap integer)
RETURNS integer
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
AS $$
  SELECT count(*)::integer FROM (
    SELECT 1 FROM image_requests r
     WHERE r.removed_at IS NULL AND r.search_text LIKE pattern
       AND (manufacturer_ids IS NULL OR r.manufacturer_id = ANY(manufacturer_ids))
     LIMIT cap
  ) matches
$$;
