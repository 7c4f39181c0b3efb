import type { Queryable } from '../../db/pool';

/** A statement as the repository sent it: its text, its values, and whether it was prepared. */
export interface SentStatement {
  prepared: boolean;
  text: string;
  values: unknown[];
}

type Answer = (text: string) => Record<string, unknown>[];

/**
 * A stand-in database that records every statement and answers from `answer`: the SQL a call
 * sends, without PostgreSQL. Each one is a new key for the kept list values.
 */
export function recordingDb(answer: Answer): { db: Queryable; sent: SentStatement[] } {
  const sent: SentStatement[] = [];
  const query = async (
    config: string | { name?: string; text: string; values?: unknown[] },
    values?: unknown[],
  ) => {
    const statement =
      typeof config === 'string'
        ? { prepared: false, text: config, values: values ?? [] }
        : { prepared: config.name !== undefined, text: config.text, values: config.values ?? [] };
    sent.push(statement);
    return { rows: answer(statement.text) };
  };
  // pg's query has many overloads; the repositories use these two forms only.
  return { db: { query } as unknown as Queryable, sent };
}
