import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../dashboard/api.ts';
import { deleteFile, displayName, fileUrl, formatSize, isImagePath, uploadFile } from '../../dashboard/files/upload.ts';
import { formatOf, hexToRgb, readItems, rgbToHex, writeItems } from '../../dashboard/kit/fields/upload/uploadValue.ts';

afterEach(() => vi.unstubAllGlobals());

describe('files/upload.ts', () => {
  it('names and sizes as the owner reads them', () => {
    expect(displayName('20261126-101500-abcd1234-foto-tuin.jpeg')).toBe('foto-tuin.jpeg');
    expect(displayName('eigen-naam.pdf')).toBe('eigen-naam.pdf');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(10_240)).toBe('10 kB');
    expect(formatSize(3_565_158)).toBe('3,4 MB');
    expect(formatSize(null)).toBe('');
    expect(isImagePath('/a/b.JPEG?x=1')).toBe(true);
    expect(isImagePath('/a/b.pdf')).toBe(false);
  });

  it('reads URLs and deletes through the owner calls; refusals keep the API messages', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      if (url.endsWith('/delete')) return new Response(JSON.stringify({ errors: { filePath: ['Dit bestand bestaat niet.'] } }), { status: 404 });
      return new Response(JSON.stringify({ url: '/x', data: { url: '/files/a.png' } }), { status: 200 });
    });
    expect(await fileUrl('a.png')).toBe('/files/a.png');
    await expect(deleteFile('a.png', true)).rejects.toMatchObject({ status: 404, errors: { filePath: ['Dit bestand bestaat niet.'] } });
    expect(calls).toEqual([
      { url: '/api/services/websites/v1/files/get', body: { filePath: 'a.png', isPrivate: false } },
      { url: '/api/services/websites/v1/files/delete', body: { filePath: 'a.png', isPrivate: true } },
    ]);
  });

  it('with a project the calls go to its owner API, whatever host serves the dashboard', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ url: '/p.png', deleted: true }), { status: 200 });
    });
    expect(await fileUrl('p.png', false, 7)).toBe('/p.png');
    await deleteFile('p.png', false, 7);
    expect(urls).toEqual(['/api/owner/v1/projects/7/files/read', '/api/owner/v1/projects/7/files/delete']);
  });

  it('a signed-URL refusal abandons the upload before any PUT', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ errors: { contentType: ['Dit bestandstype kan niet worden geüpload.'] } }), { status: 422 }));
    const put = vi.fn();
    vi.stubGlobal('XMLHttpRequest', put);
    const error = await uploadFile(new File(['x'], 'a.exe', { type: 'application/x-msdownload' })).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors.contentType).toEqual(['Dit bestandstype kan niet worden geüpload.']);
    expect(put).not.toHaveBeenCalled();
  });
});

describe('upload field values', () => {
  it('reads items, pipe strings and arrays; writes the shape it was given', () => {
    expect(readItems('https://a.nl/x.png|/y.pdf')).toEqual([
      { path: 'https://a.nl/x.png', name: 'x.png', url: 'https://a.nl/x.png' },
      { path: '/y.pdf', name: 'y.pdf', url: '/y.pdf' },
    ]);
    expect(readItems([{ path: 'p.png', name: 'P', url: '/u/p.png' }, null, ''])).toEqual([{ path: 'p.png', name: 'P', url: '/u/p.png' }]);
    expect(formatOf('a|b')).toBe('string');
    expect(formatOf(['a'])).toBe('array');
    expect(formatOf(undefined)).toBe('items');
    expect(formatOf(undefined, 'string')).toBe('string');
    const items = readItems(['/a.png', '/b.png']);
    expect(writeItems(items, 'string')).toBe('/a.png|/b.png');
    expect(writeItems(items, 'array')).toEqual(['/a.png', '/b.png']);
    expect(hexToRgb('#00ff80')).toBe('0, 255, 128');
    expect(rgbToHex('0, 255, 128, 1')).toBe('#00ff80');
    expect(rgbToHex('groen')).toBe('#ffffff');
  });
});
