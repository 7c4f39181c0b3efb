/** RFC 5987's attr-char leaves out these, which encodeURIComponent keeps. */
const encodeAttrChars = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition` for a download (RFC 6266): `filename*` carries the name exactly
 * (UTF-8, percent-encoded), `filename` an ASCII fallback for clients that do not read
 * `filename*`, in which anything outside printable ASCII, quotes, backslashes and percent
 * signs (some clients decode %xx there) become `_`.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/gu, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeAttrChars(fileName)}`;
}
