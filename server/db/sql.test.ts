import { emptySql, sql, sqlIdentifier, sqlJoin, sqlParams, toQuery } from './sql';

/** The SQL tag: text only from the code, values always apart, each named parameter numbered once. */
describe('sql', () => {
  it('sends interpolated values as parameters, never as text', () => {
    const name = "Robert'); DROP TABLE users; --";
    expect(toQuery(sql`SELECT id FROM users WHERE name = ${name} AND age > ${18}`)).toEqual({
      text: 'SELECT id FROM users WHERE name = $1 AND age > $2',
      values: [name, 18],
    });
  });

  it('composes fragments in place, renumbering their parameters', () => {
    const filter = sqlJoin([sql`a = ${1}`, sql`b = ${2}`, sql`c IS NULL`], sql` AND `);
    expect(toQuery(sql`SELECT * FROM t WHERE ${filter} LIMIT ${10}`)).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND b = $2 AND c IS NULL LIMIT $3',
      values: [1, 2, 10],
    });
    expect(toQuery(sql`SELECT 1${emptySql}`)).toEqual({ text: 'SELECT 1', values: [] });
  });

  it('numbers named parameters once, in the order they were declared', () => {
    const p = sqlParams({ ids: [1, 2], pattern: '%x%', limit: 10 });
    const statement = sql`SELECT * FROM r WHERE r.name LIKE ${p.pattern} LIMIT ${p.limit}
      AND r.m = ANY(${p.ids}::int[]) AND ${p.pattern} <> ''`;
    expect(toQuery(statement)).toEqual({
      text: `SELECT * FROM r WHERE r.name LIKE $2 LIMIT $3
      AND r.m = ANY($1::int[]) AND $2 <> ''`,
      values: [[1, 2], '%x%', 10],
    });
    // A declared parameter the statement does not use takes no number.
    expect(toQuery(sql`SELECT ${p.limit}`)).toEqual({ text: 'SELECT $1', values: [10] });
  });

  it('refuses undefined (a missing entry of a lookup table), but sends null', () => {
    const columns: Record<string, ReturnType<typeof sql>> = { name: sql`lower(r.name)` };
    expect(() => sql`ORDER BY ${columns['nope']}`).toThrow(TypeError);
    expect(toQuery(sql`SELECT ${null}::int`)).toEqual({ text: 'SELECT $1::int', values: [null] });
  });

  it('takes text only from a tagged template', () => {
    const text = ['DROP TABLE users'] as unknown as TemplateStringsArray;
    expect(() => sql(text)).toThrow(TypeError);
  });

  it('quotes identifiers so that they can only be names', () => {
    expect(toQuery(sql`SELECT ${sqlIdentifier('a"b')} FROM t`).text).toBe('SELECT "a""b" FROM t');
    expect(() => sqlIdentifier('')).toThrow(TypeError);
  });
});
