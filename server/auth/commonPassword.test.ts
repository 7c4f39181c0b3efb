import { isCommonPassword } from './commonPassword';

/** The common-password rule (src/lib/domain/commonPassword.ts) over zxcvbn-ts's dictionary. */
describe('isCommonPassword', () => {
  it.each(['password', 'P@ssw0rd', 'Password1', 'iloveyou', 'drowssap', 'Summer2024', 'Sunshine!'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Demo!2026', 'Tr0ub4dor&3', 'correct horse battery staple', 'Matrix!Passw0rd-2026'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
