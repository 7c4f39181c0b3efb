import { prepared, row, rows, type Queryable } from '../db/pool';
import { currentOrigin } from '../events/origin';

/** What happens to a request over time: its events (history), notes and attachments. */

export interface EventRow {
  objectId: string;
  eventName: string;
  description: string;
  createdBy: string;
  createdOn: Date;
}

/**
 * Records an event. clock_timestamp(), not now(): several events written by one transaction
 * (created, then status changed) keep their order in the newest-first history.
 */
export async function recordEvent(
  db: Queryable,
  requestId: number,
  eventName: string,
  description: string,
  createdBy: string,
): Promise<EventRow> {
  const event = await row<EventRow>(
    db,
    `INSERT INTO request_events (request_id, event_name, description, created_by, created_on)
     VALUES ($1, $2, $3, $4, clock_timestamp())
     RETURNING id AS "objectId", event_name AS "eventName", description, created_by AS "createdBy", created_on AS "createdOn"`,
    [requestId, eventName, description, createdBy],
  );
  if (!event) throw new Error('INSERT INTO request_events returned nothing');
  return event;
}

export async function requestEvents(db: Queryable, requestId: number): Promise<EventRow[]> {
  return rows<EventRow>(
    db,
    `SELECT id AS "objectId", event_name AS "eventName", description, created_by AS "createdBy", created_on AS "createdOn"
       FROM request_events WHERE request_id = $1 ORDER BY created_on DESC, id DESC`,
    [requestId],
  );
}

export interface NoteRow {
  objectId: string;
  noteText: string;
  createdBy: string;
  createdOn: Date;
}

export async function requestNotes(db: Queryable, requestId: number): Promise<NoteRow[]> {
  return rows<NoteRow>(
    db,
    `SELECT id AS "objectId", note_text AS "noteText", created_by AS "createdBy", created_on AS "createdOn"
       FROM request_notes WHERE request_id = $1 ORDER BY created_on DESC, id DESC`,
    [requestId],
  );
}

export interface AddedNote extends NoteRow {
  eventName: string;
  eventDescription: string;
  /** Its change_events row, for the live stream's announcement (server/events/publish.ts). */
  changeId: number;
}

/**
 * Adds a note and its event to a live request the user may see, in one statement (one round trip,
 * its own transaction); undefined, writing nothing, when the request is absent, removed or of
 * another manufacturer. The request row is locked FOR SHARE: a removal (an UPDATE of the row) waits
 * for the note to commit, and a note that meets a removal under way waits for it and then finds
 * the request removed (PostgreSQL re-reads the locked row's new version). Notes do not exclude one
 * another, so notes on one request commit together instead of queueing on a FOR UPDATE lock.
 */
const ADD_NOTE_SQL = prepared(`
  WITH request AS (
    SELECT r.id FROM image_requests r
     WHERE r.id = $1 AND r.removed_at IS NULL AND ($2::int[] IS NULL OR r.manufacturer_id = ANY($2::int[]))
       FOR SHARE OF r
  ), note AS (
    INSERT INTO request_notes (request_id, note_text, created_by, created_on)
    SELECT id, $3, $4, clock_timestamp() FROM request
    RETURNING id, note_text, created_by, created_on
  ), event AS (
    INSERT INTO request_events (request_id, event_name, description, created_by, created_on)
    SELECT id, $5, $3, $4, clock_timestamp() FROM request
    RETURNING event_name, description
  ), change AS (
    -- The live stream's news of it (what server/events/publish.ts writes), in the same statement:
    -- a transaction around this one would cost three more round trips per note.
    INSERT INTO change_events (kind, record_id, request_id, actor_id, origin)
    SELECT 'note', note.id::text, $1, $6, $7 FROM note
    RETURNING id
  )
  SELECT note.id AS "objectId", note.note_text AS "noteText", note.created_by AS "createdBy", note.created_on AS "createdOn",
         event.event_name AS "eventName", event.description AS "eventDescription",
         change.id AS "changeId"
    FROM note, event, change`);

export async function addNote(
  db: Queryable,
  requestId: number,
  manufacturerIds: number[] | null,
  note: { text: string; eventName: string; createdBy: string; createdById: string },
): Promise<AddedNote | undefined> {
  // The origin is the writing tab's X-Client-Id (server/events/origin.ts), as publishChange keeps it.
  return row<AddedNote>(db, ADD_NOTE_SQL, [
    requestId,
    manufacturerIds,
    note.text,
    note.createdBy,
    note.eventName,
    note.createdById,
    currentOrigin(),
  ]);
}

export interface AttachmentRow {
  objectId: string;
  fileName: string;
  fileDescription: string;
  uploadedBy: string;
  uploadDate: Date;
}

const ATTACHMENT_COLUMNS = `id AS "objectId", file_name AS "fileName", file_description AS "fileDescription",
  uploaded_by AS "uploadedBy", uploaded_on AS "uploadDate"`;

export async function requestAttachments(
  db: Queryable,
  requestId: number,
): Promise<AttachmentRow[]> {
  return rows<AttachmentRow>(
    db,
    `SELECT ${ATTACHMENT_COLUMNS} FROM request_attachments WHERE request_id = $1 ORDER BY uploaded_on DESC, id DESC`,
    [requestId],
  );
}

export interface NewAttachment {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export async function insertAttachment(
  db: Queryable,
  requestId: number,
  file: NewAttachment,
  fileDescription: string,
  uploadedBy: string,
): Promise<AttachmentRow> {
  const saved = await row<AttachmentRow>(
    db,
    `INSERT INTO request_attachments (request_id, file_name, mime_type, file_description, size, data, uploaded_by, uploaded_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, clock_timestamp())
     RETURNING ${ATTACHMENT_COLUMNS}`,
    [
      requestId,
      file.fileName,
      file.mimeType,
      fileDescription,
      file.data.length,
      file.data,
      uploadedBy,
    ],
  );
  if (!saved) throw new Error('INSERT INTO request_attachments returned nothing');
  return saved;
}

export interface AttachmentFile {
  requestId: number;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** An attachment's file, when its request is live and of a manufacturer the user may see. */
export async function findAttachmentFile(
  db: Queryable,
  id: string,
  manufacturerIds: number[] | null,
): Promise<AttachmentFile | undefined> {
  return row<AttachmentFile>(
    db,
    `SELECT a.request_id AS "requestId", a.file_name AS "fileName", a.mime_type AS "mimeType", a.data
       FROM request_attachments a JOIN image_requests r ON r.id = a.request_id
      WHERE a.id = $1 AND r.removed_at IS NULL AND ($2::int[] IS NULL OR r.manufacturer_id = ANY($2::int[]))`,
    [id, manufacturerIds],
  );
}
