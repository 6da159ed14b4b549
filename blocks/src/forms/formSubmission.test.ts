import { describe, expect, test, vi } from 'vitest';
import { FAILED_MESSAGE, FORM_SUBMIT_PATH, HONEYPOT_NAME, NETWORK_MESSAGE, UNAVAILABLE_MESSAGE, submitForm, wantsRedirect } from './formSubmission.ts';

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? 'Not Found' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const request = { apiBase: 'https://api.example', formId: 'contact', fields: { naam: 'Anna' }, url: 'https://bakkerij.example/contact' };

describe('form submission call', () => {
  test('posts form_id, fields and url as JSON to the submit endpoint', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { message: 'Dank je!', redirection_url: '0' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await submitForm(request);
    expect(fetchMock.mock.calls[0][0]).toBe(`https://api.example${FORM_SUBMIT_PATH}`);
    expect(FORM_SUBMIT_PATH).toBe('/api/services/websites/v1/forms/submit');
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ form_id: 'contact', fields: { naam: 'Anna' }, url: 'https://bakkerij.example/contact' });
    expect(result).toEqual({ ok: true, message: 'Dank je!', redirectionUrl: '0' });
  });

  test('the honeypot goes along only when filled in', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { message: 'Ok', redirection_url: '0' }));
    vi.stubGlobal('fetch', fetchMock);
    await submitForm({ ...request, honeypot: '' });
    expect(Object.keys(JSON.parse(String(fetchMock.mock.calls[0][1]!.body)))).toEqual(['form_id', 'fields', 'url']);
    await submitForm({ ...request, honeypot: 'spam' });
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]!.body))[HONEYPOT_NAME]).toBe('spam');
  });

  test('field errors come back as field -> messages', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(422, { errors: { naam: ['Vul je naam in.'], email: 'Ongeldig e-mailadres.', leeg: [] } })));
    expect(await submitForm(request)).toEqual({ ok: false, errors: { naam: ['Vul je naam in.'], email: ['Ongeldig e-mailadres.'] } });
  });

  test('a 404 (endpoint or form missing) gives a clear Dutch message, not "Niet gevonden."', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(404, { errors: { general: ['Niet gevonden.'] } })));
    expect(await submitForm(request)).toEqual({ ok: false, errors: { general: [UNAVAILABLE_MESSAGE] } });
    vi.stubGlobal('fetch', vi.fn(async () => answer(404, undefined)));
    expect(await submitForm(request)).toEqual({ ok: false, errors: { general: [UNAVAILABLE_MESSAGE] } });
  });

  test('a failure without messages and a network failure still tell the visitor something', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('boom', { status: 502 })));
    expect(await submitForm(request)).toEqual({ ok: false, errors: { general: [FAILED_MESSAGE] } });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await submitForm(request)).toEqual({ ok: false, errors: { general: [NETWORK_MESSAGE] } });
  });

  test("redirection_url '0' or empty means no redirect", () => {
    expect(wantsRedirect('0')).toBe(false);
    expect(wantsRedirect('')).toBe(false);
    expect(wantsRedirect(undefined)).toBe(false);
    expect(wantsRedirect('/bedankt')).toBe(true);
  });
});
