/**
 * An image as the media pipeline knows it (docs/media.md): with facts for its URL in
 * the site context (the page bundle's `media` map) a `<picture>` with an AVIF and a
 * WebP `<source>` over the variants and an `<img>` of the hashed original, with width
 * and height, so the browser reserves the space and picks the smallest file that
 * fills the layout. Without facts (an external URL) the plain `<img>` it always was.
 *
 * `<picture>` is `display: contents`: the `<img>` keeps its place in the layout (flex
 * and grid items, percentage sizes) and every class of the caller. Loading follows the
 * image's place on the page (imageFold.tsx).
 */
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { useSite } from '../site/SiteContext.tsx';
import type { MediaFacts } from '../site/types.ts';
import { useImageLoading } from './imageFold.tsx';

/** `sizes` for common layouts: how wide the image is shown at each viewport width. */
export const SIZES = {
  full: '100vw',
  half: '(min-width: 768px) 50vw, 100vw',
  third: '(min-width: 768px) 33vw, 100vw',
  quarter: '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
} as const;

/** `sizes` of an image in one of `columns` equal columns (stacked on phones). */
export function columnSizes(columns: number): string {
  if (columns <= 1) return SIZES.full;
  return `(min-width: 768px) ${Math.ceil(100 / columns)}vw, 100vw`;
}

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'> {
  src: string;
  alt: string;
  /** Shown size in CSS pixels when the layout fixes it (e.g. the image block's width field). */
  width?: number;
  height?: number;
  /** How wide the image is shown; default: its pixel `width` when given, else the full viewport. */
  sizes?: string;
  /** Stay lazy even above the fold (slides that are not shown first). */
  lazy?: boolean;
}

const CONTENTS: CSSProperties = { display: 'contents' };

/** Width and height attributes: the caller's pixel sizes, completed from the image's aspect ratio. */
function dimensions(facts: MediaFacts | undefined, width?: number, height?: number) {
  if (!facts || (width && height)) return { width, height };
  const ratio = facts.width / facts.height;
  if (width) return { width, height: Math.round(width / ratio) };
  if (height) return { width: Math.round(height * ratio), height };
  return { width: facts.width, height: facts.height };
}

export function ResponsiveImage({ src, alt, width, height, sizes, lazy = false, ...rest }: ResponsiveImageProps) {
  const { media } = useSite();
  const facts = Object.hasOwn(media, src) ? media[src] : undefined;
  const { loading, fetchPriority } = useImageLoading(lazy);
  const size = dimensions(facts, width, height);
  const image = (
    <img
      {...rest}
      src={facts?.src ?? src}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={loading}
      decoding={fetchPriority ? undefined : 'async'}
      fetchPriority={fetchPriority}
    />
  );
  if (!facts?.sources.length) return image;
  const shownSizes = sizes ?? (width ? `${width}px` : SIZES.full);
  return (
    <picture style={CONTENTS}>
      {facts.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={shownSizes} />
      ))}
      {image}
    </picture>
  );
}
