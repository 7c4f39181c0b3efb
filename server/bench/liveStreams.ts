/**
 * `npm run bench:live`'s clients (server/bench/live.ts): a process of its own, so 500 streams and
 * their frames do not share an event loop with autocannon. Driven over IPC: `open` the streams,
 * then `probe` (a note, its frame timed on every stream, the next `--probe-every` ms after) until `stop`; answers with
 * the latencies. A real lab's browsers are other machines; here they still share the two cores,
 * so they read on raw sockets and run at a lower priority (`--reader-nice`, 10 by default).
 */
import { fork } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** A frame not read this long after its write counts as missed. */
const MISSED_AFTER_MS = 5_000;

export interface StreamsSetup {
  baseUrl: string;
  /** The streams are opened with these tokens in turn. */
  tokens: string[];
  count: number;
  /** Who writes the probe notes, and on which request (one every stream may see). */
  writerToken: string;
  probeRequest: number;
}

export interface ProbeResult {
  latencies: number[];
  missed: number;
}

type Command = { open: StreamsSetup } | { probe: { everyMs: number } } | { stop: true };
type Reply = { opened: number } | { result: ProbeResult } | { failed: string };

/**
 * Opens one stream on a raw socket (no HTTP client: the readers should cost next to nothing
 * beside the server they measure); calls `onMarker` each time a frame holding `marker` arrives.
 * The answer is chunked, but the server writes each batch of frames as one chunk, so a frame is
 * never split by a chunk's size line; it may be split between two reads, hence the kept tail.
 */
function openStream(baseUrl: string, token: string, marker: Buffer, onMarker: () => void) {
  const url = new URL(baseUrl);
  return new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    socket.write(
      `GET /api/Events/Stream HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n` +
        'Accept: text/event-stream\r\n\r\n',
    );
    let open = false;
    let tail = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      if (!open) {
        if (!chunk.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 200')) {
          reject(new Error(`a stream answered ${chunk.subarray(0, 12).toString('latin1')}`));
          socket.destroy();
          return;
        }
        open = true;
        resolve(socket);
      }
      if (
        chunk.includes(marker) ||
        (tail.length > 0 && Buffer.concat([tail, chunk]).includes(marker))
      )
        onMarker();
      tail = Buffer.from(chunk.subarray(-marker.length));
    });
    socket.on('error', reject);
  });
}

/** The child's side: holds the streams, writes and times the probes. */
function serve(): void {
  let setup: StreamsSetup | undefined;
  let current: { sentAt: number; heard: Set<number> } | null = null;
  let result: ProbeResult = { latencies: [], missed: 0 };
  let probing = false;
  const reply = (message: Reply) => process.send?.(message);

  async function probe(config: StreamsSetup, everyMs: number): Promise<void> {
    while (probing) {
      const probe = { sentAt: performance.now(), heard: new Set<number>() };
      current = probe;
      const res = await fetch(`${config.baseUrl}/api/BinaryRequest/AddNote`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.writerToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ requestId: config.probeRequest, noteText: 'Live probe.' }),
      });
      if (!res.ok) throw new Error(`the probe's AddNote answered ${res.status}`);
      const deadline = probe.sentAt + MISSED_AFTER_MS;
      while (probe.heard.size < config.count && performance.now() < deadline) await sleep(5);
      result.missed += config.count - probe.heard.size;
      current = null;
      await sleep(everyMs);
    }
  }

  let probing$: Promise<void> = Promise.resolve();
  process.on('message', (command: Command) => {
    void (async () => {
      if ('open' in command) {
        const config = command.open;
        setup = config;
        const marker = Buffer.from(`"requestId":${config.probeRequest}}`);
        for (let i = 0; i < config.count; i += 50) {
          const batch = Array.from({ length: Math.min(50, config.count - i) }, (_, j) =>
            openStream(
              config.baseUrl,
              config.tokens[(i + j) % config.tokens.length] ?? '',
              marker,
              () => {
                if (!current || current.heard.has(i + j)) return;
                current.heard.add(i + j);
                result.latencies.push(performance.now() - current.sentAt);
              },
            ),
          );
          await Promise.all(batch);
        }
        reply({ opened: config.count });
      } else if ('probe' in command && setup) {
        result = { latencies: [], missed: 0 };
        probing = true;
        probing$ = probe(setup, command.probe.everyMs);
      } else if ('stop' in command) {
        probing = false;
        await probing$;
        reply({ result });
      }
    })().catch((error: unknown) => reply({ failed: String(error) }));
  });
}

/** The parent's side: the clients' process, and its commands as promises. */
export function startClients(nice: number) {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: ['--import', 'tsx'],
  });
  // Below the server's priority: on shared cores the server is served first, and the readers
  // take what is left (their delay then shows in the latencies, not in the server's figures).
  if (child.pid !== undefined && nice > 0) os.setPriority(child.pid, nice);
  const next = <T>(pick: (reply: Reply) => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Reply) => {
        if ('failed' in message) reject(new Error(message.failed));
        const picked = pick(message);
        if (picked === undefined) return;
        child.off('message', onMessage);
        resolve(picked);
      };
      child.on('message', onMessage);
    });
  return {
    async open(setup: StreamsSetup): Promise<number> {
      const opened = next((r) => ('opened' in r ? r.opened : undefined));
      child.send({ open: setup } satisfies Command);
      return opened;
    },
    /** A probe note, then `everyMs` after every stream heard it (or it was missed), the next. */
    probe(everyMs: number): void {
      child.send({ probe: { everyMs } } satisfies Command);
    },
    async stop(): Promise<ProbeResult> {
      const result = next((r) => ('result' in r ? r.result : undefined));
      child.send({ stop: true } satisfies Command);
      return result;
    },
    close: () => child.kill(),
  };
}

if (process.argv.includes('--serve')) serve();
