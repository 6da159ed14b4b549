/** The product gallery's thumbnail strip, as the product page and shop tests read it. */
import { eventually, indexesInView } from './browser.mjs';

/** Indexes of the thumbnails whose middle lies inside the strip's visible area. */
export function thumbnailsInView(page) {
  const strip = page.locator('[data-gallery-strip]').first();
  return indexesInView(strip, { frame: '.overflow-hidden', item: '[data-thumbnail]', key: 'thumbnail' });
}

/** Waits until exactly the thumbnails `expected` are in view. */
export async function expectStrip(page, expected, message) {
  await eventually(async () => JSON.stringify(await thumbnailsInView(page)) === JSON.stringify(expected), `${message}: ${JSON.stringify(await thumbnailsInView(page))}`);
}
