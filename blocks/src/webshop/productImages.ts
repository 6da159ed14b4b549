/**
 * The product page's images in gallery order: main_image, then sub_images (both the
 * spec's pipe-separated strings, a leading pipe stripped; lists of files work too),
 * each URL once. The first image's alt text is the product title; the others say which
 * image of the product they are.
 */
import { imageUrls } from '../media/imageUrl.ts';
import type { GalleryImage } from './ProductGallery.tsx';

export function productImages(mainImage: unknown, subImages: unknown, title: string): GalleryImage[] {
  const urls = [...new Set([...imageUrls(mainImage), ...imageUrls(subImages)])];
  return urls.map((url, index) => ({ url, alt: index === 0 ? title : `${title} — afbeelding ${index + 1}`.trim() }));
}
