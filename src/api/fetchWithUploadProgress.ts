/**
 * `fetch` for the base query's uploads, through XMLHttpRequest, because fetch cannot report
 * upload progress. It sends the request as fetch would (method, URL, headers, the body's
 * bytes with the multipart boundary its content type names) and answers, or fails, as fetch
 * does, so the base query reads the answer and its errors the same way.
 */
export async function fetchWithUploadProgress(
  input: RequestInfo,
  /** 0..100 as the bytes go out. */
  onProgress: (percent: number) => void,
): Promise<Response> {
  // fetchBaseQuery passes a Request; a URL alone is a GET without a body.
  const request = typeof input === 'string' ? new Request(input) : input;
  const body = await request.blob();
  return new Promise((resolve, reject) => {
    const { signal } = request;
    // As fetch: an abort (the caller's, or the base query's timeout) rejects with its reason.
    const aborted = () =>
      reject(signal.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) {
      aborted();
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(
        new Response(noBody ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    // As fetch: no answer at all is a TypeError.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = aborted;
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
