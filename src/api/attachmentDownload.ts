import {
  api as generatedBinaryRequestApi,
  type GetAttachmentApiArg,
} from './generated/binaryRequestApi';

/** A downloaded attachment: an object URL of its bytes (the caller revokes it) and its name. */
export interface DownloadedFile {
  url: string;
  /** The name Content-Disposition gives, or null when it gives none. */
  fileName: string | null;
}

/**
 * The name in a Content-Disposition header (RFC 6266): `filename*` (UTF-8, percent-encoded)
 * is exact, `filename` only an ASCII fallback, so the former wins.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A broken encoding: the fallback below still names the file.
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition)?.[1];
  return plain || null;
}

/**
 * The file as the base query's envelope (`success: true`, the file in `result`), so its
 * answers go the way of every call's; an error still answers the JSON envelope.
 */
async function readFile(response: Response) {
  if (!response.ok) return response.json();
  const file: DownloadedFile = {
    url: URL.createObjectURL(await response.blob()),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
  return { success: true, message: '', result: file };
}

/**
 * GetAttachment as the generated endpoint sends it, reading the bytes instead of JSON. It
 * replaces the generated definition before src/api/index.ts (which imports this module
 * first) states the endpoint's tags. Kept in the cache only while a caller holds it: the
 * object URL is revoked once the file is saved.
 */
export const attachmentDownloadApi = generatedBinaryRequestApi.injectEndpoints({
  endpoints: (build) => ({
    getAttachment: build.query<DownloadedFile, GetAttachmentApiArg>({
      query: ({ attachmentId }) => ({
        url: `/api/BinaryRequest/GetAttachment`,
        params: { attachmentId },
        responseHandler: readFile,
      }),
      transformResponse: (envelope: { result: DownloadedFile }) => envelope.result,
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: true,
});

export const { useLazyGetAttachmentQuery } = attachmentDownloadApi;
