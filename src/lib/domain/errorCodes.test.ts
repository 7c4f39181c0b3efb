import { failure } from '@/testing/mockApi';
import { codeForStatus } from './errorCodes';

describe('the error code of a status', () => {
  it.each<[number, string]>([
    [400, 'validation'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [408, 'timeout'],
    [409, 'conflict'],
    [413, 'too_large'],
    [415, 'unsupported_media_type'],
    [418, 'validation'],
    [429, 'rate_limited'],
    [431, 'too_large'],
    [500, 'internal'],
    [503, 'unavailable'],
  ])('%p is %p', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it.each([408, 418, 431])('is what the client mocks answer %p with', async (status) => {
    const body: unknown = await failure({ status, message: 'x' }).json();
    expect(body).toMatchObject({ code: codeForStatus(status) });
  });
});
