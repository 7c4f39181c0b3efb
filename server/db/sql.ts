/**
 * SQL written as tagged templates: sql`SELECT … WHERE r.id = ${id}` is text written in the code
 * plus parameters, never a value spliced into the text. Only a template's own literal text becomes
 * SQL; every interpolated value is sent apart as `$n`, unless it is itself a fragment made by
 * `sql` (composed in place) or a parameter made by `sqlParams` (numbered once, however often used).
 *
 * Parameters are numbered in the order they were made: a statement that declares its values with
 * `sqlParams({ ids, pattern, limit })` gets $1, $2, $3 in that order wherever they appear, which
 * keeps a statement's text (and so a prepared statement's name) the same for every call. A value
 * written straight into a template becomes a parameter when the template is evaluated.
 */

let made = 0;

/** A value sent apart from the statement's text. */
export class SqlParam {
  /** Its place among the parameters of any statement it ends up in. */
  readonly order = made++;
  constructor(readonly value: unknown) {}
}

// Only this module makes fragments, so a fragment's text is always text written in the code.
const MADE_HERE: unique symbol = Symbol('sql');

/** A piece of SQL: literal text from the code, and parameters. Made by `sql`, never by hand. */
export class Sql {
  constructor(
    readonly parts: readonly (string | SqlParam)[],
    made: typeof MADE_HERE,
  ) {
    if (made !== MADE_HERE) throw new TypeError('sql: fragments are made by the sql tag');
  }
}

/** What node-postgres runs: the text with $n placeholders, the values in their order, and, prepared, a name. */
export interface SqlQuery {
  text: string;
  values: unknown[];
  name?: string;
}

export function sql(strings: TemplateStringsArray, ...items: unknown[]): Sql {
  // A tagged template's strings are frozen with their raw form: no runtime string gets in as text.
  if (!Object.isFrozen(strings) || !Array.isArray(strings.raw))
    throw new TypeError('sql: use it as a tag, sql`...`');
  const parts: (string | SqlParam)[] = [];
  strings.forEach((text, i) => {
    parts.push(text);
    if (i >= items.length) return;
    const item = items[i];
    // undefined is no SQL value (null is): most likely a missing entry of a lookup table.
    if (item === undefined) throw new TypeError('sql: undefined interpolated into a statement');
    if (item instanceof Sql) parts.push(...item.parts);
    else parts.push(item instanceof SqlParam ? item : new SqlParam(item));
  });
  return new Sql(parts, MADE_HERE);
}

/** Named parameters, numbered in the order of the keys wherever a statement uses them. */
export function sqlParams<T extends Record<string, unknown>>(
  values: T,
): { readonly [K in keyof T]: SqlParam } {
  const params: Partial<Record<keyof T, SqlParam>> = {};
  for (const key of Object.keys(values) as (keyof T)[]) params[key] = new SqlParam(values[key]);
  return params as { readonly [K in keyof T]: SqlParam };
}

export const emptySql = new Sql([], MADE_HERE);

/** The fragments one after another, `separator` between them. */
export function sqlJoin(fragments: readonly Sql[], separator: Sql): Sql {
  const parts = fragments.flatMap((f, i) => (i === 0 ? f.parts : [...separator.parts, ...f.parts]));
  return new Sql(parts, MADE_HERE);
}

/**
 * A table or column name that is not written in the code (a sort column is better picked from a
 * fixed map of `sql` fragments): quoted, its own double quotes doubled, so it can only be a name.
 */
export function sqlIdentifier(name: string): Sql {
  if (name === '' || name.includes('\0')) throw new TypeError('sql: not an identifier');
  return new Sql([`"${name.replaceAll('"', '""')}"`], MADE_HERE);
}

/** The statement's text and values: each parameter numbered once, in the order it was made. */
export function toQuery(statement: Sql): SqlQuery {
  const params = [
    ...new Set(statement.parts.filter((p): p is SqlParam => p instanceof SqlParam)),
  ].sort((a, b) => a.order - b.order);
  const numbers = new Map(params.map((p, i) => [p, i + 1]));
  const text = statement.parts
    .map((p) => (typeof p === 'string' ? p : `$${numbers.get(p)}`))
    .join('');
  return { text, values: params.map((p) => p.value) };
}
