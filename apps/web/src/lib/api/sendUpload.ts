import { ApiRequestError } from './ApiRequestError';
import { api } from './apiClient';

export type UploadProgress = { loaded: number; total: number };

/** The upload never reached the server (offline, connection dropped) or was cancelled. */
export class UploadNetworkError extends Error {
  override name = 'UploadNetworkError';
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendOnce(
  url: string,
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports how much of the request body has been sent.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'orbit');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new UploadNetworkError('network'));
    xhr.onabort = () => reject(new UploadNetworkError('aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * POSTs the files as multipart/form-data with progress, straight to the server (not the outbox: the
 * bytes need the network now). A 401 goes through the app's one refresh path, then the upload is sent
 * once more; any other failure rejects with ApiRequestError (status and body) or UploadNetworkError.
 */
export async function sendUpload(
  url: string,
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  let answer = await sendOnce(url, files, onProgress, signal);
  if (answer.status === 401) {
    // Any call through the API client refreshes an expired access token (once for all callers).
    await api('/api/auth/me', { signal });
    answer = await sendOnce(url, files, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiRequestError(answer.status, answer.body);
  return answer.body;
}
