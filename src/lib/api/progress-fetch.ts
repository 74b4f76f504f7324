// A fetch that reports how many bytes of a multipart body have been sent (requirements X39):
// fetch() has no upload progress, so while a listener is set, a POST with a FormData body goes
// through XMLHttpRequest and its `upload.progress` events; everything else is the plain fetch.
// Only the public upload page loads it (its on-demand code), so other pages pay no bytes.

/** Bytes of the request body sent so far, of its total (multipart framing included). */
export type UploadListener = (loaded: number, total: number) => void;

/** The fetch, and the switch of the listener the next uploads report to. */
export interface ProgressFetch {
  readonly fetch: typeof fetch;
  readonly listen: (listener: UploadListener | null) => void;
}

/** What XMLHttpRequest the fetch uses (the browser's; a fake in tests). */
export type XhrFactory = () => XMLHttpRequest;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function viaXhr(
  xhr: XMLHttpRequest,
  url: string,
  init: RequestInit,
  listener: UploadListener,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted === true) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    xhr.open(init.method ?? 'POST', url);
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) listener(event.loaded, event.total);
    };
    const abort = (): void => {
      xhr.abort();
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      resolve(
        new Response(xhr.response as Blob, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      reject(new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(init.body as FormData);
  });
}

/** A fetch over `base` whose FormData POSTs report their upload progress to the listener. */
export function createProgressFetch(
  base: typeof fetch,
  makeXhr: XhrFactory = () => new XMLHttpRequest(),
): ProgressFetch {
  let listener: UploadListener | null = null;
  const progressFetch: typeof fetch = (input, init = {}) => {
    if (listener === null || !(init.body instanceof FormData) || typeof input !== 'string') {
      return base(input, init);
    }
    return viaXhr(makeXhr(), input, init, listener);
  };
  return {
    fetch: progressFetch,
    listen(next) {
      listener = next;
    },
  };
}
