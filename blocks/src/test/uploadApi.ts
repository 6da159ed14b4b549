/**
 * A fake of the visitor file calls for upload field tests: `fetch` answers the
 * signed-url, visitor-get, visitor-delete and forms/submit calls from a script, and an
 * XMLHttpRequest stand-in records each file sent, for the test to report progress and
 * finish it.
 */
import { vi } from 'vitest';

export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  timeout = -1;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    sentFiles.push(this);
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  finish(status = 200, body = ''): void {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }
}

export const sentFiles: FakeUpload[] = [];

export type CallAnswer = { status: number; body: unknown };
export type CallScript = Record<string, (body: Record<string, unknown>) => CallAnswer>;

export interface UploadApi {
  /** Every JSON call made, in order: the path's last segments and the body sent. */
  calls: Array<{ path: string; body: Record<string, unknown> }>;
  callsTo: (path: string) => Array<Record<string, unknown>>;
}

/** Path of a signed upload's stored file, as the fake API names it. */
export function storedPath(name: string): string {
  return `uploads/formulieren/contact/${name}`;
}

const DEFAULTS: CallScript = {
  'files/get/visitor-signed-url': (body) => ({
    status: 200,
    body: {
      url: `https://uploads.example/put/${String(body.filePath)}`,
      path: storedPath(String(body.filePath)),
      method: 'PUT',
      headers: { 'Content-Type': String(body.contentType) },
      max_size: 10_000_000,
      expires_at: '2030-01-01T00:00:00Z',
    },
  }),
  'files/visitor-get': (body) => ({ status: 200, body: { url: `https://uploads.example/get/${String(body.filePath)}` } }),
  'files/visitor-delete': () => ({ status: 200, body: { deleted: true } }),
  'forms/submit': () => ({ status: 200, body: { message: 'Ontvangen!', redirection_url: '0' } }),
};

export function stubUploadApi(script: CallScript = {}): UploadApi {
  sentFiles.length = 0;
  const calls: UploadApi['calls'] = [];
  const answers = { ...DEFAULTS, ...script };
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\/services\/websites\/v1\//, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      const answer = answers[path]?.(body) ?? { status: 404, body: { errors: { general: ['Niet gevonden.'] } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls, callsTo: (path) => calls.filter((call) => call.path === path).map((call) => call.body) };
}

export function file(name: string, type = 'image/png', size = 10): File {
  return new File(['x'.repeat(size)], name, { type });
}
