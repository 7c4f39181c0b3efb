const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop): doubling
 * from 1 s up to 30 s, each drawn between half and all of that ("equal jitter"), so the browsers
 * a restarted server dropped at once do not all come back in the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}
