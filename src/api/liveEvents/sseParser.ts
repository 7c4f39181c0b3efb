/** One dispatched Server-Sent Event: its name (`message` when the frame names none) and data. */
export interface SseEvent {
  event: string;
  data: string;
  /** The stream's last event id after this frame (ids persist across frames, as in EventSource). */
  lastEventId: string;
}

export interface SseParser {
  /** Feeds the next decoded piece of the body; frames may be split anywhere. */
  feed(chunk: string): void;
  /** The last `id:` seen, even from a frame that carried no data. */
  lastEventId(): string;
}

/**
 * Parses `text/event-stream` as the HTML standard's EventSource does: lines end in LF, CR or
 * CRLF; `:` starts a comment (the server's `: ping`); `data:` lines join with LF; an empty line
 * dispatches; an `id` containing NUL is ignored. `retry:` is not used: the reader has its own
 * back-off. Hand-written: the format is small, and a library would add a dependency for ~50 lines.
 */
export function createSseParser(onEvent: (event: SseEvent) => void, initialId = ''): SseParser {
  let buffer = '';
  let lastId = initialId;
  let eventName = '';
  let data: string[] = [];
  // A CR at a chunk's end may be the first half of CRLF: the LF that follows is not a new line.
  let skipLeadingLf = false;

  const dispatch = () => {
    if (data.length > 0)
      onEvent({ event: eventName || 'message', data: data.join('\n'), lastEventId: lastId });
    eventName = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventName = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    feed(chunk) {
      buffer += chunk;
      if (skipLeadingLf && buffer.startsWith('\n')) buffer = buffer.slice(1);
      skipLeadingLf = false;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    lastEventId: () => lastId,
  };
}
