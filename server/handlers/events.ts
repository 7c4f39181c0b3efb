import { bearerTokenOf } from '../auth/tokens';
import type { Handlers } from '../contract/types';
import { openEventStream } from '../events/sseStream';
import type { OperationsByTag } from '../generated/operationFacts';
import { unauthorized } from '../http/errors';

type EventsOperation = OperationsByTag['Events'];

/** The live event stream (server/events/): the stream is the answer, written by the hub. */
export const eventsHandlers: Pick<Handlers, EventsOperation> = {
  async StreamEvents({ user, request, reply, services }) {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw unauthorized();
    const { events } = services;
    // Refusals first, while the answer can still be an envelope.
    await events.listening();
    events.admit(user.userId);
    const sink = openEventStream(reply, services.tokens.expiresAt(token));
    const subscriber = events.subscribe(user, token, sink);
    // The contract has checked it is digits; one past the safe integers is unknown (a refresh).
    const lastEventId = request.headers['last-event-id'];
    await events.start(
      subscriber,
      typeof lastEventId === 'string' ? Number(lastEventId) : undefined,
    );
    return { hijacked: true };
  },
};
