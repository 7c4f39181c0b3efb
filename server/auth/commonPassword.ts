import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_DICTIONARY, isCommonPasswordReading } from '@/lib/domain/commonPassword';

// Built on first use (a quarter of a second: the dictionary's index), then kept.
let matcher: ZxcvbnFactory | undefined;

/** Whether a new password is a common one (src/lib/domain/commonPassword.ts, NIST SP 800-63B). */
export function isCommonPassword(password: string): boolean {
  // Only the common passwords: no keyboard patterns or other words, which this rule is not about.
  matcher ??= new ZxcvbnFactory({
    dictionary: { [COMMON_DICTIONARY]: dictionary[COMMON_DICTIONARY] },
  });
  return isCommonPasswordReading(matcher.check(password).sequence);
}
