/**
 * `npm run bench:live`'s clients (server/bench/live.ts): a process of its own, so 500 streams and
 * their frames do not share an event loop with autocannon. Driven over IPC: `open` the streams,
 * then `probe` (a note every 250 ms, its frame timed on every stream) until `stop`; answers with
 * the latencies. A real lab's browsers are other machines; here they still share the two cores.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** A frame not read this long after its write counts as missed. */
const MISSED_AFTER_MS = 5_000;
const PROBE_EVERY_MS = 250;

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

type Command = { open: StreamsSetup } | { probe: true } | { stop: true };
type Reply = { opened: number } | { result: ProbeResult } | { failed: string };

/** Opens one stream; calls `onMarker` each time a frame holding `marker` arrives. */
function openStream(baseUrl: string, token: string, marker: string, onMarker: () => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/Events/Stream`,
      { headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`a stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        // The marker may straddle two chunks: keep the end of the last one.
        let tail = '';
        response.on('data', (chunk: string) => {
          if ((tail + chunk).includes(marker)) onMarker();
          tail = chunk.slice(-marker.length);
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

/** The child's side: holds the streams, writes and times the probes. */
function serve(): void {
  let setup: StreamsSetup | undefined;
  let current: { sentAt: number; heard: Set<number> } | null = null;
  let result: ProbeResult = { latencies: [], missed: 0 };
  let probing = false;
  const reply = (message: Reply) => process.send?.(message);

  async function probe(config: StreamsSetup): Promise<void> {
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
      await sleep(PROBE_EVERY_MS);
    }
  }

  let probing$: Promise<void> = Promise.resolve();
  process.on('message', (command: Command) => {
    void (async () => {
      if ('open' in command) {
        const config = command.open;
        setup = config;
        const marker = `"requestId":${config.probeRequest}}`;
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
        probing$ = probe(setup);
      } else if ('stop' in command) {
        probing = false;
        await probing$;
        reply({ result });
      }
    })().catch((error: unknown) => reply({ failed: String(error) }));
  });
}

/** The parent's side: the clients' process, and its commands as promises. */
export function startClients() {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: ['--import', 'tsx'],
  });
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
    probe(): void {
      child.send({ probe: true } satisfies Command);
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
