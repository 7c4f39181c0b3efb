import type { Handlers } from '../../contract/types';
import type { components } from '@/api/generated/openapi';
import { inTransaction } from '../../db/pool';
import { announceSoon } from '../../events/publish';
import { badRequest, notFound } from '../../http/errors';
import { hasFollowersBesides, notifyFollowers } from '../../notifications/notify';
import {
  addNote,
  requestEvents,
  requestNotes,
  type EventRow,
} from '../../repositories/requestActivity';
import { REQUEST_NOT_FOUND, visibleRequest } from './access';

type Schemas = components['schemas'];

const NOTE_EVENT = 'Note Added';

const eventOut = (e: EventRow): Schemas['Event'] => ({
  ...e,
  createdOn: e.createdOn.toISOString(),
});

/** A request's notes and its history of events. */
export const activityHandlers: Pick<Handlers, 'GetNotes' | 'AddNote' | 'GetEvents'> = {
  async GetNotes({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    const notes = await requestNotes(services.db, request.id);
    return {
      result: notes.map((n) => ({
        ...n,
        createdOn: n.createdOn.toISOString(),
        eventName: NOTE_EVENT,
        eventDescription: n.noteText,
      })),
    };
  },

  async AddNote({ user, body, services }) {
    const noteText = body.noteText.trim();
    if (!noteText) throw badRequest('The note cannot be empty.');
    // The request's checks, the note, its event and its news for the live stream in one statement
    // (see addNote for the lock); with followers to tell, in a transaction with their notifications.
    const write = {
      text: noteText,
      eventName: NOTE_EVENT,
      createdBy: user.displayName,
      createdById: user.userId,
    };
    const added = (await hasFollowersBesides(services.db, body.requestId, user.userId))
      ? await inTransaction(services.db, async (client) => {
          const inserted = await addNote(client, body.requestId, user.manufacturerIds, write);
          if (inserted)
            await notifyFollowers(client, services.config.publicUrl, {
              requestId: body.requestId,
              activity: 'noteAdded',
              text: noteText,
              actor: user,
            });
          return inserted;
        })
      : await addNote(services.db, body.requestId, user.manufacturerIds, write);
    if (!added) throw notFound(REQUEST_NOT_FOUND);
    // Committed either way: announced now.
    const { changeId, ...note } = added;
    announceSoon(services.db, changeId);
    return {
      result: { ...note, createdOn: note.createdOn.toISOString() },
      message: 'Note added successfully.',
    };
  },

  async GetEvents({ user, query, services }) {
    const request = await visibleRequest(services.db, user, query.requestId);
    return { result: (await requestEvents(services.db, request.id)).map(eventOut) };
  },
};
