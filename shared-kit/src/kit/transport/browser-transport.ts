import type { Transport, TransportRequest, TransportResponse } from './transport';

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { debug_message: text.slice(0, 500) };
  }
}

async function sendWithFetch(request: TransportRequest): Promise<TransportResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const response = await fetch(request.url, { method: request.method, headers, body });
  const result = { status: response.status, body: parseBody(await response.text()) };
  // fetch gives no upload progress: report the whole upload once it is done.
  if (request.onUploadProgress && request.form) {
    const total = formSize(request.form);
    request.onUploadProgress(total, total);
  }
  return result;
}

function formSize(form: FormData): number {
  let size = 0;
  form.forEach((value) => {
    size += typeof value === 'string' ? value.length : value.size;
  });
  return size;
}

/** XMLHttpRequest is the only browser API that reports upload progress. */
function sendWithXhr(
  request: TransportRequest,
  onUploadProgress: (loaded: number, total: number) => void,
): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    // The path only: the query carries the access token, and error texts may end up in reports.
    xhr.onerror = () =>
      reject(new TypeError(`network error on ${request.method} ${new URL(request.url, 'http://localhost').pathname}`));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = xhr.onerror;
    xhr.send(request.form ?? (request.json === undefined ? null : JSON.stringify(request.json)));
  });
}

/** The transport used outside tests: fetch, or XHR when upload progress is wanted. */
export const browserTransport: Transport = (request) => {
  if (request.onUploadProgress && request.form && typeof XMLHttpRequest !== 'undefined') {
    return sendWithXhr(request, request.onUploadProgress);
  }
  return sendWithFetch(request);
};
