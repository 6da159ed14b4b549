/**
 * Reading the images the API stored: sizes and metadata from the file headers (no
 * image library in Node), pixels decoded by the browser under test.
 */
import { join } from 'node:path';

import { ROOT } from './stack.mjs';

const FIXTURES = join(ROOT, 'tests', 'e2e', 'fixtures', 'uploads');

/**
 * The upload fixtures (made by fixtures/uploads/make_images.py). PHOTO: 1600x1200 on
 * disk with EXIF orientation 6 and a GPS tag, 1200x1600 upright, red top half and blue
 * bottom half when upright. LOGO: 400x300 RGBA, a green disc on transparency.
 */
export const PHOTO = join(FIXTURES, 'foto-tuin.jpg');
export const LOGO = join(FIXTURES, 'logo-transparant.png');

/** Start-of-frame markers (every SOFn but DHT C4, JPG C8 and DAC CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** `{ width, height, exif }` of a JPEG: its frame size and whether an EXIF block is left. */
export function jpegInfo(bytes) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let exif = false;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`no JPEG marker at ${offset}`);
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xe1 && bytes.subarray(offset + 4, offset + 10).toString('latin1') === 'Exif\0\0') exif = true;
    if (SOF.has(marker)) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5), exif };
    }
    offset += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}

/** `{ width, height, colourType }` of a PNG (colour type 6: RGBA). */
export function pngInfo(bytes) {
  if (bytes.subarray(0, 8).toString('latin1') !== '\x89PNG\r\n\x1a\n') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

/**
 * The RGBA values at `points` ([x, y] in pixels) of an image, decoded by the page's
 * browser exactly as stored (no EXIF turning: the stored file must already be upright).
 */
export function pixelsOf(page, bytes, type, points) {
  return page.evaluate(
    async ({ data, type, points }) => {
      const raw = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([raw], { type }), { imageOrientation: 'none' });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      return points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data));
    },
    { data: bytes.toString('base64'), type, points },
  );
}

/** Whether an RGB(A) value is near the expected one (JPEG shifts colours a little). */
export function near(actual, expected, tolerance = 40) {
  return expected.every((value, index) => Math.abs(actual[index] - value) <= tolerance);
}
