/**
 * The visitor's file calls of a form's upload field (spec 000 section 7):
 *
 * - `files/get/visitor-signed-url` {filePath, contentType, isPrivate, form_id} ->
 *   {url, path, method, headers, max_size, expires_at}: where to send the file (a file
 *   over `max_size` is refused here, as the API would, without being sent);
 * - the file itself, sent to that url with the signed headers (XMLHttpRequest: fetch
 *   reports no upload progress), without a time-out (spec section 9);
 * - `files/visitor-get` {filePath, isPrivate} -> {url}: a short-lived link (thumbnails);
 * - `files/visitor-delete` {filePath, form_id} -> {deleted: true}.
 *
 * Every failure comes back as the messages to show (each one a toast, spec section 8).
 */
import { errorsOf } from './formSubmission.ts';

export const SIGNED_URL_PATH = '/api/services/websites/v1/files/get/visitor-signed-url';
export const VISITOR_GET_PATH = '/api/services/websites/v1/files/visitor-get';
export const VISITOR_DELETE_PATH = '/api/services/websites/v1/files/visitor-delete';

export const UPLOAD_FAILED = 'Het bestand kon niet worden geüpload. Probeer het opnieuw.';
export const UPLOAD_OFFLINE = 'Het bestand kon niet worden geüpload. Controleer je internetverbinding en probeer het opnieuw.';
export const DELETE_FAILED = 'Het bestand kon niet worden verwijderd. Probeer het opnieuw.';

export type CallResult<T> = { ok: true; value: T } | { ok: false; messages: string[] };

export interface SignedUpload {
  url: string;
  /** The stored file's path: the value the form sends for it. */
  path: string;
  method: string;
  headers: Record<string, string>;
  /** The largest file the url takes (bytes), when the answer names it. */
  maxSize?: number;
}

/** `10485760` -> '10 MB', `1572864` -> '1,5 MB', `512000` -> '500 kB', as the API says it. */
export function sizeText(size: number): string {
  const [amount, unit] = size >= 1024 * 1024 ? [size / (1024 * 1024), 'MB'] : [size / 1024, 'kB'];
  return `${amount.toFixed(1).replace(/\.0$/, '').replace('.', ',')} ${unit}`;
}

/** The API's own refusal of a file over the maximum (api/files/messages.py `too_large`). */
export function tooLargeMessage(maxSize: number): string {
  return `Het bestand is te groot (maximaal ${sizeText(maxSize)}).`;
}

/** Every message of an error answer, or `fallback` when it names none. */
function messagesOf(body: unknown, fallback: string): string[] {
  const messages = Object.values(errorsOf(body)).flat();
  return messages.length > 0 ? messages : [fallback];
}

function failed<T>(messages: string[]): CallResult<T> {
  return { ok: false, messages };
}

async function postJson(apiBase: string, path: string, body: object): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textHeaders(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A url the API answers relative to itself ('/api/...') is relative to the API base. */
function absolute(apiBase: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${apiBase}${url}` : url;
}

export async function requestSignedUpload(apiBase: string, formId: string, file: File): Promise<CallResult<SignedUpload>> {
  const contentType = file.type || 'application/octet-stream';
  const answer = await postJson(apiBase, SIGNED_URL_PATH, { filePath: file.name, contentType, isPrivate: true, form_id: formId });
  if (answer === null) return failed([UPLOAD_OFFLINE]);
  const body = answer.body;
  if (answer.status >= 400 || !isRecord(body) || typeof body.url !== 'string' || typeof body.path !== 'string') {
    return failed(messagesOf(body, UPLOAD_FAILED));
  }
  const headers = textHeaders(body.headers);
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = contentType;
  const method = typeof body.method === 'string' && body.method ? body.method : 'PUT';
  const value: SignedUpload = { url: absolute(apiBase, body.url), path: body.path, method, headers };
  if (typeof body.max_size === 'number' && Number.isFinite(body.max_size) && body.max_size > 0) value.maxSize = body.max_size;
  return { ok: true, value };
}

/** Sends the file to its signed url; `onProgress` gets 0..1 as the bytes go out. */
export function sendFile(signed: SignedUpload, file: File, onProgress: (fraction: number) => void): Promise<CallResult<null>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(signed.method, signed.url);
    // No time-out: a large file over a slow line takes what it takes (spec section 9).
    request.timeout = 0;
    for (const [name, value] of Object.entries(signed.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve({ ok: true, value: null });
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      resolve(failed(messagesOf(body, UPLOAD_FAILED)));
    };
    request.onerror = () => resolve(failed([UPLOAD_OFFLINE]));
    request.onabort = () => resolve(failed([UPLOAD_FAILED]));
    request.send(file);
  });
}

/** A short-lived link to a private upload (for its thumbnail), or null. */
export async function visitorFileUrl(apiBase: string, path: string): Promise<string | null> {
  const answer = await postJson(apiBase, VISITOR_GET_PATH, { filePath: path, isPrivate: true });
  if (answer === null || answer.status >= 400 || !isRecord(answer.body) || typeof answer.body.url !== 'string') return null;
  return absolute(apiBase, answer.body.url);
}

export async function deleteVisitorFile(apiBase: string, formId: string, path: string): Promise<CallResult<null>> {
  const answer = await postJson(apiBase, VISITOR_DELETE_PATH, { filePath: path, form_id: formId });
  if (answer === null) return failed([DELETE_FAILED]);
  if (answer.status >= 400) return failed(messagesOf(answer.body, DELETE_FAILED));
  return { ok: true, value: null };
}

/** One whole upload: a signed url, then the file; answers the stored path. */
export async function uploadFile(apiBase: string, formId: string, file: File, onProgress: (fraction: number) => void): Promise<CallResult<string>> {
  const signed = await requestSignedUpload(apiBase, formId, file);
  // A refused signed url abandons this upload (spec 001 section 8).
  if (!signed.ok) return signed;
  // The API refuses it up front, but a browser sends the whole body before it reads
  // that answer (12 MB over a phone line: minutes for nothing): say so before sending.
  // The unused url expires; its row is swept with the abandoned uploads.
  const { maxSize } = signed.value;
  if (maxSize !== undefined && file.size > maxSize) return failed([tooLargeMessage(maxSize)]);
  const sent = await sendFile(signed.value, file, onProgress);
  return sent.ok ? { ok: true, value: signed.value.path } : sent;
}
