-- The live lab (issue 18), measured: a NOTIFY in a transaction makes PostgreSQL serialize the
-- commits of every notifying transaction through their WAL flush (the notify queue's lock is held
-- until after commit), so with the row trigger of 015_change_events.sql every watched write queued
-- behind the others' fsync: 10 connections inserting change_events committed 360-640 times a second
-- against 2,500-3,300 without the trigger (docs/performance.md). The rows stay written in the
-- transaction of the change; the NOTIFY, carrying their ids, is now sent once that transaction has
-- committed, in a transaction of its own that waits for no flush (server/events/publish.ts).
DROP TRIGGER change_events_notify ON change_events;
DROP FUNCTION notify_change_event();
