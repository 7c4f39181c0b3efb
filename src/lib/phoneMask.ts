/** Formats typed digits as ###-###-####, dropping anything else; at most ten digits. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return parts.join('-');
}

/** Optional, but when given: more than 9 characters of digits and dashes only (spec section 5). */
export function isValidPhone(value: string | undefined): boolean {
  if (!value) return true;
  return value.length > 9 && /^[\d-]+$/.test(value);
}
