import { settledWithin } from './settledWithin';

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const state = (promise: Promise<void>) => {
    const seen = { settled: false };
    void promise.then(() => (seen.settled = true));
    return seen;
  };

  it('settles as soon as the work is done, and leaves no timer behind', async () => {
    let finish!: () => void;
    const seen = state(settledWithin(new Promise<void>((done) => (finish = done)), 300));
    await jest.advanceTimersByTimeAsync(100);
    expect(seen.settled).toBe(false);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.settled).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('settles, without rejecting, when the work fails', async () => {
    const seen = state(settledWithin(Promise.reject(new Error('offline')), 300));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.settled).toBe(true);
  });

  it('stops waiting after the given time when the work is slow', async () => {
    const seen = state(settledWithin(new Promise<void>(() => undefined), 300));
    await jest.advanceTimersByTimeAsync(299);
    expect(seen.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen.settled).toBe(true);
  });
});
