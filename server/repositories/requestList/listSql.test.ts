import { LIST_SQL_PINS } from './listSql.pins';
import { listSqlScenarios } from './listSqlScenarios';

/**
 * The statements the request list, its search and the request's writes send keep their text and
 * their parameters' order, so PostgreSQL keeps its plans (and the prepared ones their names).
 */
describe('request list SQL', () => {
  it('sends the pinned statements, word for word, with their values in order', async () => {
    const sent = await listSqlScenarios();
    expect(Object.keys(sent)).toEqual(Object.keys(LIST_SQL_PINS));
    for (const [scenario, statements] of Object.entries(LIST_SQL_PINS)) {
      expect({ scenario, statements: sent[scenario] }).toEqual({ scenario, statements });
    }
  });
});
