/**
 * A phone number (product spec section 5): optional, but when given more than 9 characters,
 * digits and dashes only; typed through the mask ###-###-####. The contract states the same
 * rule as SupportTicketForm.phoneNumber's pattern, which Ajv checks on the server;
 * phone.test.ts keeps PHONE_PATTERN equal to it.
 */
export const PHONE_PATTERN = /^[0-9-]{10,}$/;

/** Formats typed digits as ###-###-####, dropping anything else; at most ten digits. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return parts.join('-');
}

/** True when the number is absent or empty, or follows the rule. */
export function isValidPhone(value: string | undefined): boolean {
  return !value || PHONE_PATTERN.test(value);
}
