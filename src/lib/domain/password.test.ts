import { contractProperty } from '@/testing/openapiSchemas';
import { MIN_PASSWORD_LENGTH, isLongEnoughPassword } from './password';

describe('passwords', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['1234567', false],
    ['12345678', true],
    ['a much longer passphrase', true],
  ])('%p is long enough: %p', (value, expected) => {
    expect(isLongEnoughPassword(value)).toBe(expected);
  });

  it.each<[string, string]>([
    ['LoginRequest', 'password'],
    ['RegisterRequest', 'newPassword'],
    ['RegisterRequest', 'confirmPassword'],
    ['SaveNewPasswordRequest', 'newPassword'],
  ])("is the contract's minLength of %s.%s", (schema, name) => {
    expect(contractProperty(schema, name).minLength).toBe(MIN_PASSWORD_LENGTH);
  });
});
