/**
 * Posts a multipart form with the bearer token through XMLHttpRequest, because fetch
 * (and so RTK Query) cannot report upload progress. Resolves with the HTTP status and the
 * parsed JSON body (null when unreadable); rejects only when no answer came back.
 */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export type UploadFailure = 'NETWORK_ERROR' | 'TIMEOUT' | 'CANCELED';

export class UploadError extends Error {
  constructor(readonly kind: UploadFailure) {
    super(kind);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  url: string;
  form: FormData;
  token: string | null;
  /** 0..100 as the bytes go out. */
  onProgress?(percent: number): void;
  timeoutMs?: number;
}

/** Uploads get longer than ordinary calls (the base query's 30 s) before giving up. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function uploadWithProgress({
  url,
  form,
  token,
  onProgress,
  timeoutMs = UPLOAD_TIMEOUT_MS,
}: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Left null: the caller reports an unreadable answer.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadError('NETWORK_ERROR'));
    xhr.ontimeout = () => reject(new UploadError('TIMEOUT'));
    xhr.onabort = () => reject(new UploadError('CANCELED'));
    xhr.send(form);
  });
}
