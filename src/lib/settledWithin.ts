/**
 * Settles when `work` settles, fulfilled or rejected, or after `ms`, whichever comes first; never
 * rejects. For a wait that helps when the answer is quick and must not hold the user up when it
 * is slow (a cold load's first list, a screen's list asked for ahead): what failed is reported
 * where the work's result is read.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((done) => (timer = setTimeout(done, ms)));
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, waited]).finally(() => clearTimeout(timer));
}
