import { contractProperty } from '@/testing/openapiSchemas';
import { PHONE_PATTERN, formatPhone, isValidPhone } from './phone';

describe('phone numbers', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, true],
    ['', true],
    ['555-123-4567', true],
    ['5551234567', true],
    ['555-123-45', true],
    ['555-123-4', false],
    ['555123456', false],
    ['555 123 4567', false],
    ['(555)123-4567', false],
    ['+15551234567', false],
  ])('%p is valid: %p', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  it.each<[string, string]>([
    ['5551234567', '555-123-4567'],
    ['(555) 123-4567 ext', '555-123-4567'],
    ['55512345678901', '555-123-4567'],
    ['5551', '555-1'],
    ['55', '55'],
    ['abc', ''],
  ])('the mask turns %p into %p', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it("is the contract's SupportTicketForm.phoneNumber pattern, and the mask fits its maxLength", () => {
    const { pattern, maxLength } = contractProperty('SupportTicketForm', 'phoneNumber');
    expect(PHONE_PATTERN.source).toBe(pattern);
    expect(formatPhone('9'.repeat(30)).length).toBeLessThanOrEqual(maxLength ?? 0);
  });
});
