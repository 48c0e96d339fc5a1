import {
  formBytes,
  parseBody,
  TransportTimeoutError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport';

async function sendWithFetch(request: TransportRequest): Promise<TransportResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const signal = request.timeoutMs === undefined ? undefined : AbortSignal.timeout(request.timeoutMs);
  let result: TransportResponse;
  try {
    const response = await fetch(request.url, { method: request.method, headers, body, signal });
    result = { status: response.status, body: parseBody(await response.text()) };
  } catch (failure) {
    if (signal?.aborted) throw timedOut(request);
    throw failure;
  }
  // fetch gives no upload progress: report the whole upload once it is done.
  if (request.onUploadProgress && request.form) {
    const total = formBytes(request.form);
    request.onUploadProgress(total, total);
  }
  return result;
}

function timedOut(request: TransportRequest): TransportTimeoutError {
  const path = new URL(request.url, 'http://localhost').pathname;
  return new TransportTimeoutError(`no answer to ${request.method} ${path} within ${String(request.timeoutMs)} ms`);
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
    if (request.timeoutMs !== undefined) xhr.timeout = request.timeoutMs;
    xhr.ontimeout = () => reject(timedOut(request));
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
