import { row, type DbClient } from '../db/pool';
import type { SeededCatalogue } from './seedCatalogue';

/** What every part of the demo seed uses: its random numbers, dates and inserts. */

/** A small deterministic generator, so every fresh demo lab is the same lab. */
export function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof random>;

export const DAY = 24 * 60 * 60 * 1000;
export const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function insertId<T extends number | string>(
  client: DbClient,
  sql: string,
  values: unknown[],
): Promise<T> {
  const result = await row<{ id: T }>(client, sql, values);
  if (!result) throw new Error(`seed insert returned nothing: ${sql}`);
  return result.id;
}

/** What the seed's later parts read of the earlier ones. */
export interface SeedLab extends SeededCatalogue {
  rnd: Random;
  now: Date;
  /** By username. */
  users: Map<string, { id: string; name: string }>;
  /** Each workflow's states in sort order, by workflow id. */
  workflowStates: Map<string, Array<{ id: string; description: string }>>;
  organizations: Array<{ id: string; workflowId: string }>;
}
