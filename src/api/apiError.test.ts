import { isErrorCode, isStaleError } from './apiError';

describe('isStaleError', () => {
  it('recognises a stale save by its code, whatever the words', () => {
    expect(isStaleError({ status: 409, message: 'Anything at all.', code: 'stale' })).toBe(true);
  });

  it.each([
    [
      'another 409',
      { status: 409, message: 'A workflow named "A" already exists.', code: 'conflict' },
    ],
    [
      'the stale words without the code',
      {
        status: 409,
        message:
          'This request was changed by someone else since you opened it. Reload it to see their changes.',
      },
    ],
    ['a transport failure', { status: 'TIMEOUT', message: 'Failed to save.' }],
    ['not an error', 'stale'],
  ])('is false for %s', (_label, error) => {
    expect(isStaleError(error)).toBe(false);
  });
});

it('knows the codes of the contract and no others', () => {
  expect(isErrorCode('stale')).toBe(true);
  expect(isErrorCode('validation')).toBe(true);
  expect(isErrorCode('toString')).toBe(false);
  expect(isErrorCode('teapot')).toBe(false);
});
