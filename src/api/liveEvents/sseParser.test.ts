import { createSseParser, type SseEvent } from './sseParser';

function parse(...chunks: string[]) {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return { events, lastEventId: parser.lastEventId() };
}

describe('the event-stream parser', () => {
  it('reads a change frame: id, event name and data', () => {
    const { events } = parse('id: 7\nevent: change\ndata: {"kind":"note","id":"3"}\n\n');
    expect(events).toEqual([
      { event: 'change', data: '{"kind":"note","id":"3"}', lastEventId: '7' },
    ]);
  });

  it('puts frames split anywhere back together, CRLF and CR line ends included', () => {
    const { events } = parse(
      'id: 1\r',
      '\nevent: cha',
      'nge\rdata: a\r\n',
      '\r\n',
      'data: b\n',
      '\n',
    );
    expect(events).toEqual([
      { event: 'change', data: 'a', lastEventId: '1' },
      { event: 'message', data: 'b', lastEventId: '1' },
    ]);
  });

  it('skips comments (the heartbeat) and joins data lines with a line feed', () => {
    const { events } = parse(': ping\n\nevent: refresh\ndata: {\ndata:}\n\n');
    expect(events).toEqual([{ event: 'refresh', data: '{\n}', lastEventId: '' }]);
  });

  it('keeps the id of a frame without data, and dispatches nothing for it', () => {
    const { events, lastEventId } = parse('id: 41\n\n');
    expect(events).toEqual([]);
    expect(lastEventId).toBe('41');
  });

  it('waits for the empty line before dispatching', () => {
    const { events } = parse('event: change\ndata: x\n');
    expect(events).toEqual([]);
  });

  it('ignores an id containing NUL', () => {
    expect(parse('id: 5\n\nid: 6\0\n\n').lastEventId).toBe('5');
  });
});
