/**
 * A list of images laid out by the caller (grid, masonry columns) where each image,
 * when `zoomable`, is a button that opens the popup viewer on that image over ALL
 * images of the list. Shared by the gallery block and the gallery sections.
 *
 * On a public page a zoomable gallery is an island (`SiteImageGallery`) that hydrates
 * on the first interaction with it: its images are buttons, so a click made before
 * that is replayed once it has. A gallery that does not zoom is server HTML only.
 */
import type { CSSProperties } from 'react';
import { Island } from '../islands/Island.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { useImageViewer, type ViewerImage } from './ImageViewer.tsx';

export interface ImageGalleryProps {
  urls: readonly string[];
  /** The alt text of every image; empty: 'Afbeelding N'. */
  alt?: string;
  zoomable: boolean;
  className: string;
  itemClassName?: string;
  itemStyle?: CSSProperties;
  imageClassName?: string;
  imageStyle?: CSSProperties;
  width?: number;
  height?: number;
}

export function galleryImages(urls: readonly string[], alt = ''): ViewerImage[] {
  return urls.map((src, index) => ({ src, alt: alt.trim() || `Afbeelding ${index + 1}` }));
}

export function ImageGallery({ urls, alt, zoomable, className, itemClassName, itemStyle, imageClassName, imageStyle, width, height }: ImageGalleryProps) {
  const images = galleryImages(urls, alt);
  const { open, preload, viewer } = useImageViewer(images);
  const imageClasses = joinClasses('block', imageClassName);
  return (
    <>
      <ul className={className} data-gallery="">
        {images.map((image, index) => {
          const img = (
            <img src={image.src} alt={image.alt} loading="lazy" decoding="async" width={width} height={height} className={imageClasses} style={imageStyle} />
          );
          return (
            <li key={`${index}-${image.src}`} className={itemClassName} style={itemStyle}>
              {zoomable ? (
                <button
                  type="button"
                  className="block h-full w-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
                  aria-label={`${image.alt} vergroten (${index + 1} van ${images.length})`}
                  onClick={() => open(index)}
                  onPointerEnter={preload}
                  onFocus={preload}
                >
                  {img}
                </button>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
      {viewer}
    </>
  );
}

/**
 * The gallery of a page: zoomable, an island (plain JSON props: the URLs and the
 * classes computed by the caller); otherwise the same list without any script.
 */
export function SiteImageGallery(props: ImageGalleryProps) {
  if (!props.zoomable) return <ImageGallery {...props} />;
  return <Island name="imageGallery" props={props} />;
}
