/** Absolute, like the base query's: a relative URL cannot be resolved outside a browser (tests). */
export function apiUrl(path: string, query: Record<string, string>): string {
  const url = new URL(path, globalThis.location?.origin ?? 'http://localhost');
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The envelope's message when the body is one, else null. */
export function envelopeMessage(body: unknown): { success: boolean; message: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  if (!('success' in body) || !('message' in body)) return null;
  const { success, message } = body;
  return typeof success === 'boolean' && typeof message === 'string' ? { success, message } : null;
}
