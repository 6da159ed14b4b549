import { describe, expect, test, vi } from 'vitest';
import { file, sentFiles, stubUploadApi } from '../test/uploadApi.ts';
import { UPLOAD_FAILED, UPLOAD_OFFLINE, requestSignedUpload, sendFile, sizeText, uploadFile } from './uploadCalls.ts';

describe('upload calls', () => {
  test('a file the browser has no type for is asked for as application/octet-stream, and sent so', async () => {
    const api = stubUploadApi({
      'files/get/visitor-signed-url': (body) => ({ status: 200, body: { url: '/api/services/websites/v1/files/put/1', path: `p/${String(body.filePath)}` } }),
    });
    const signed = await requestSignedUpload('https://api.example', 'contact', file('notities', ''));
    expect(api.callsTo('files/get/visitor-signed-url')[0].contentType).toBe('application/octet-stream');
    // Relative to the API; PUT and the content type when the answer names none.
    expect(signed).toEqual({
      ok: true,
      value: { url: 'https://api.example/api/services/websites/v1/files/put/1', path: 'p/notities', method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' } },
    });
  });

  test('a refusal without messages, or no answer at all, still says something', async () => {
    stubUploadApi({ 'files/get/visitor-signed-url': () => ({ status: 500, body: null }) });
    expect(await requestSignedUpload('', 'contact', file('a.png'))).toEqual({ ok: false, messages: [UPLOAD_FAILED] });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await requestSignedUpload('', 'contact', file('a.png'))).toEqual({ ok: false, messages: [UPLOAD_OFFLINE] });
  });

  test('sending reports progress as a fraction and ends with the whole file', async () => {
    stubUploadApi();
    const progress: number[] = [];
    const sent = sendFile({ url: 'https://uploads.example/x', path: 'x', method: 'PUT', headers: { 'Content-Type': 'image/png' } }, file('a.png'), (f) => progress.push(f));
    sentFiles[0].progress(25, 100);
    sentFiles[0].finish(204);
    expect(await sent).toEqual({ ok: true, value: null });
    expect(progress).toEqual([0.25, 1]);
  });

  test('a refused send answers its messages; a refused signed url never sends', async () => {
    stubUploadApi({ 'files/get/visitor-signed-url': () => ({ status: 422, body: { errors: { filePath: ['Te lange naam.'] } } }) });
    expect(await uploadFile('', 'contact', file('a.png'), () => {})).toEqual({ ok: false, messages: ['Te lange naam.'] });
    expect(sentFiles).toHaveLength(0);
    stubUploadApi();
    const upload = uploadFile('', 'contact', file('b.png'), () => {});
    await vi.waitFor(() => expect(sentFiles).toHaveLength(1));
    sentFiles[0].finish(413, JSON.stringify({ errors: { file: ['Te groot.'] } }));
    expect(await upload).toEqual({ ok: false, messages: ['Te groot.'] });
  });

  test('a file over the signed maximum is refused with the API\'s message, without sending a byte', async () => {
    const api = stubUploadApi({
      'files/get/visitor-signed-url': () => ({ status: 200, body: { url: '/api/services/websites/v1/files/upload/1', path: 'p/groot.pdf', method: 'PUT', max_size: 10_485_760 } }),
    });
    const result = await uploadFile('', 'contact', file('groot.pdf', 'application/pdf', 10_485_761), () => {});
    expect(result).toEqual({ ok: false, messages: ['Het bestand is te groot (maximaal 10 MB).'] });
    expect(api.callsTo('files/get/visitor-signed-url')).toHaveLength(1);
    expect(sentFiles).toHaveLength(0);
    // Exactly the maximum still goes.
    const upload = uploadFile('', 'contact', file('precies.pdf', 'application/pdf', 10_485_760), () => {});
    await vi.waitFor(() => expect(sentFiles).toHaveLength(1));
    sentFiles[0].finish(200);
    expect(await upload).toEqual({ ok: true, value: 'p/groot.pdf' });
  });

  test('sizes read as the API writes them', () => {
    expect(sizeText(10_485_760)).toBe('10 MB');
    expect(sizeText(1_572_864)).toBe('1,5 MB');
    expect(sizeText(512_000)).toBe('500 kB');
    expect(sizeText(104_857_600)).toBe('100 MB');
  });
});
