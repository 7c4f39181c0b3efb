import { KeptValues } from './keptValues';

/**
 * The one store of what a server keeps (kept users, kept list values): versions only grow, the
 * bounds hold least recently used first out, values expire and are frozen.
 */
describe('KeptValues', () => {
  it('keeps at most its entries, the least recently used first out', () => {
    const kept = new KeptValues<string>({ maxEntries: 2 });
    kept.set(1, 'a', 'A');
    kept.set(1, 'b', 'B');
    expect(kept.get(1, 'a')).toBe('A');
    kept.set(1, 'c', 'C');
    expect(kept.has('b')).toBe(false);
    expect(kept.get(1, 'a')).toBe('A');
    expect(kept.get(1, 'c')).toBe('C');
  });

  it('drops everything when a newer version is read, and keeps nothing for an older one', () => {
    const kept = new KeptValues<string>({ maxEntries: 10 });
    kept.set(5, 'a', 'A');
    expect(kept.get(5, 'a')).toBe('A');
    expect(kept.get(4, 'a')).toBeUndefined();
    // An older version's call neither drops nor replaces what the newer one learnt.
    kept.set(4, 'a', 'old');
    expect(kept.get(5, 'a')).toBe('A');
    expect(kept.get(6, 'b')).toBeUndefined();
    expect(kept.has('a')).toBe(false);
    expect(kept.get(5, 'a')).toBeUndefined();
  });

  it('serves a value only before it expires', () => {
    const kept = new KeptValues<string>({ maxEntries: 10 });
    kept.set(1, 'token', 'user', { expiresAt: 1_000 });
    expect(kept.get(1, 'token', 999)).toBe('user');
    expect(kept.get(1, 'token', 1_000)).toBeUndefined();
    expect(kept.has('token')).toBe(false);
  });

  it('forgets a deleted value and counts its bytes no more', () => {
    const kept = new KeptValues<string>({ maxEntries: 10, maxBytes: 100 });
    kept.set(1, 'a', 'A', { bytes: 60 });
    kept.delete('a');
    expect(kept.has('a')).toBe(false);
    kept.set(1, 'b', 'B', { bytes: 60 });
    kept.set(1, 'c', 'C', { bytes: 40 });
    expect(kept.get(1, 'b')).toBe('B');
    expect(kept.get(1, 'c')).toBe('C');
  });

  it('freezes what it keeps, all the way down', () => {
    const kept = new KeptValues<{ roles: string[] }>({ maxEntries: 10 });
    const user = { roles: ['admin'] };
    kept.set(1, 'u', user);
    expect(Object.isFrozen(user)).toBe(true);
    expect(() => kept.get(1, 'u')?.roles.push('staff')).toThrow(TypeError);
  });
});
