import { EXAMPLES, type Fixtures } from './operationExamples';
import type { TestApp } from './testApp';

/**
 * An operation's example call made by the admin, its set-up done (an example may insert rows
 * first), returned ready to send: a test reads what it compares against in between.
 */
export async function preparedExample(t: TestApp, f: Fixtures, operation: string) {
  const example = EXAMPLES[operation];
  if (!example) throw new Error(`no example call for ${operation}`);
  const call = await example(t, f, 'admin');
  const headers = call.headers ?? (await t.auth('admin'));
  return () =>
    t.inject({ method: call.method, url: call.url, headers, payload: call.json ?? call.form?.() });
}
