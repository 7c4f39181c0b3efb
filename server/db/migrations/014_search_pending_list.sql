-- The request search's trigram index (005) takes new entries into a pending list that every
-- search scans in full until a vacuum or an insert that finds it over gin_pending_list_limit
-- (4 MB by default) merges it into the index. 256 kB bounds that scan and the merge an insert
-- may have to do (measured at 1,000,000 requests, 3,000 inserted in 30 statements, then five
-- rare-term counts: pending pages 300 -> 30, counts 1.1-3.6 -> 0.7-2.1 ms, the slowest insert
-- 144.5 -> 23.5 ms, the median insert 13.5 -> 17.5 ms). Searches far outnumber inserts here.
ALTER INDEX image_requests_search_trgm SET (gin_pending_list_limit = 256);
