/**
 * NIST SP 800-63B 5.1.1.2: a new password is checked against passwords known to be common (from
 * breach corpuses) and refused when it is one. The list is zxcvbn-ts's common-password
 * dictionary (about 49,000 entries, ranked by frequency); zxcvbn's matcher also finds an entry
 * written in l33t (P@ssw0rd), reversed or capitalised. A password counts as common when it is
 * one such entry, or one with at most four digits or symbols around it (Summer2024, Sunshine!):
 * the first guesses of any attacker.
 *
 * The rule is here; the server runs the matcher over the dictionary wherever a password is set
 * (server/auth/commonPassword.ts), and the browser shows its refusal: the dictionary, over
 * 300 KB, never enters the browser's bundle.
 */
export const COMMON_PASSWORD =
  'This password is too common: it is on the list of passwords attackers try first. Please choose another (a few unrelated words make a strong one).';

export const COMMON_DICTIONARY = 'passwords-common';
const PADDING_MAX = 4;

/** One part of a password as zxcvbn's matcher splits it. */
export interface PasswordMatch {
  pattern: string;
  dictionaryName?: string;
  token: string;
}

/** Whether the matcher's reading of a password makes it a common one (see above). */
export function isCommonPasswordReading(sequence: readonly PasswordMatch[]): boolean {
  const common = sequence.filter(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === COMMON_DICTIONARY,
  );
  if (common.length !== 1) return false;
  const padding = sequence
    .filter((match) => !common.includes(match))
    .map((match) => match.token)
    .join('');
  return padding.length <= PADDING_MAX && !/[\p{L}]/u.test(padding);
}
