/**
 * Values no operation accepts, whatever its schema says: text with a NUL character
 * (PostgreSQL cannot store it) and numbers that are not finite (`1e309` coerces to
 * Infinity, which AJV's integer and maximum checks let through). Returns what is wrong,
 * or undefined. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findHostileValue(root: unknown): string | undefined {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'text must not contain NUL characters';
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return 'numbers must be finite';
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return 'names must not contain NUL characters';
        pending.push(item);
      }
    }
  }
  return undefined;
}

/** The media type of a Content-Type header, without parameters, lower case. */
export function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}
