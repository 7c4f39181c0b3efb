-- The request list's filters (issue 22 item 1; server/repositories/requestList/filters.ts).
-- Each equality filter gets a partial (filter, created_on, id) index over the live requests:
-- alone it finds a sparse filter's matches, counts a dense one's first thousand (the capped
-- count of filtered.ts) without touching the table, and reads the default sort (CreatedOn
-- desc) of one value in index order. The manufacturer filter has (manufacturer_id, created_on)
-- from 004, and the date range the (created_on, id) index of 004.
CREATE INDEX image_requests_state_filter_idx ON image_requests (state_id, created_on, id)
  WHERE removed_at IS NULL;
CREATE INDEX image_requests_platform_filter_idx ON image_requests (mid, created_on, id)
  WHERE removed_at IS NULL;
CREATE INDEX image_requests_organization_filter_idx ON image_requests (organization_id, created_on, id)
  WHERE removed_at IS NULL;
CREATE INDEX image_requests_creator_filter_idx ON image_requests (created_by_id, created_on, id)
  WHERE removed_at IS NULL;
-- Priority requests by due date: `pastDue` is a range of it (due before today), and
-- `priority=true` the whole index.
CREATE INDEX image_requests_priority_due_filter_idx ON image_requests (priority_due_date, id)
  WHERE removed_at IS NULL AND priority;
-- `following`: the requests a user follows, read from the index alone (016 indexed user_id
-- only, which needed the table for each request id).
DROP INDEX request_followers_user_idx;
CREATE INDEX request_followers_user_idx ON request_followers (user_id, request_id);
