import { contractPropertiesNamed } from '@/testing/openapiSchemas';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, isEmail } from './email';

describe('e-mail addresses', () => {
  it.each<[string, boolean]>([
    ['jane.doe@lab.example', true],
    ['a@b.c', true],
    ['first+tag@sub.domain.org', true],
    ['ünïcode@lab.example', true],
    ['jane@lab', false],
    ['jane.lab.example', false],
    ['@lab.example', false],
    ['jane@.', false],
    ['jane doe@lab.example', false],
    ['jane@lab.example ', false],
    ['jane@@lab.example', false],
    ['', false],
    [`${'x'.repeat(MAX_EMAIL_LENGTH - 'x@y.z'.length + 1)}x@y.z`, false],
    [`${'x'.repeat(MAX_EMAIL_LENGTH - 'x@y.z'.length)}x@y.z`, true],
  ])('%p is an address: %p', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('is the simple pattern: something@something.something, no spaces', () => {
    expect(EMAIL_PATTERN.source).toBe('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$');
  });

  it('every e-mail field the contract checks has format email and the same maxLength', () => {
    const checked = Object.entries(contractPropertiesNamed('email')).filter(
      ([, property]) => property.format !== undefined || property.maxLength !== undefined,
    );
    expect(checked.map(([schema]) => schema).sort()).toEqual([
      'SaveUserInformationRequest',
      'SendUserInviteRequest',
      'SupportTicketForm',
      'User',
    ]);
    for (const [, property] of checked) {
      expect(property).toMatchObject({ format: 'email', maxLength: MAX_EMAIL_LENGTH });
    }
  });
});
