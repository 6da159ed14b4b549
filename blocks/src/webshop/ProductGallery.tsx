/**
 * The product page's images (spec 000 §4, 001 §4): the main image with previous and
 * next arrows (previous hidden on the first image, next on the last; each moves one
 * image), and below it a strip of thumbnails showing 2 at a time below 768 px and 4
 * from there, paged by its own arrows (hidden at the ends, their places kept). Clicking
 * a thumbnail shows that image; whichever way an image is selected, the strip moves to
 * keep it in view.
 *
 * On a page it is the `productGallery` island, hydrating when it comes into view: the
 * strip's window depends on the viewport width, which only the browser knows. The main
 * images are slots (server HTML the browser keeps), so the first one is the real
 * <img> the server rendered under the page's fold rule (eager, fetchpriority high as
 * the page's first lead image); the others stay lazy and hidden until selected.
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import {
  STRIP_BREAKPOINT_QUERY,
  STRIP_PER_VIEW_NARROW,
  STRIP_PER_VIEW_WIDE,
  clampStart,
  lastStart,
  nextStart,
  previousStart,
  startShowing,
} from './galleryStrip.ts';

export interface GalleryImage {
  url: string;
  alt: string;
}

export interface ProductGalleryProps {
  images: GalleryImage[];
  /** Main image N is the slot `imageN`. */
  slots?: Record<string, ReactNode>;
}

export function imageSlot(index: number): string {
  return `image${index}`;
}

function subscribeWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const query = window.matchMedia(STRIP_BREAKPOINT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function perViewNow(): number {
  const wide = typeof window.matchMedia === 'function' ? window.matchMedia(STRIP_BREAKPOINT_QUERY).matches : window.innerWidth >= 768;
  return wide ? STRIP_PER_VIEW_WIDE : STRIP_PER_VIEW_NARROW;
}

/** Thumbnails per view; the server renders the wide strip (CSS sizes the thumbnails either way). */
function usePerView(): number {
  return useSyncExternalStore(subscribeWidth, perViewNow, () => STRIP_PER_VIEW_WIDE);
}

const MAIN_ARROW =
  'absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-dark shadow transition hover:bg-white';
const STRIP_ARROW = 'flex h-10 w-8 shrink-0 items-center justify-center rounded text-dark hover:bg-gray-100';
/**
 * An arrow's place while it has nothing to page to. Both places stay taken whatever the
 * window, so the thumbnails keep their width: the server renders the wide strip, and an
 * arrow appearing at hydration (a phone shows fewer) or at an end would move them.
 */
const STRIP_ARROW_PLACE = 'h-10 w-8 shrink-0';

export function ProductGallery({ images, slots = {} }: ProductGalleryProps) {
  const perView = usePerView();
  const [view, setView] = useState({ active: 0, start: 0 });
  const count = images.length;
  const active = Math.min(view.active, Math.max(0, count - 1));
  const start = clampStart(view.start, count, perView);
  if (count === 0) return null;

  const select = (index: number) => setView({ active: index, start: startShowing(index, start, count, perView) });
  const page = (to: number) => setView({ active, start: to });
  const offset = `${(-start * 100) / perView}%`;

  return (
    <div className="wm-product-gallery" data-product-gallery="" data-active-image={active}>
      <div className="relative">
        {images.map((image, index) => (
          <div key={image.url + index} hidden={index !== active} data-gallery-image={index}>
            {slots[imageSlot(index)] ?? null}
          </div>
        ))}
        {active > 0 ? (
          <button type="button" className={joinClasses(MAIN_ARROW, 'left-2')} onClick={() => select(active - 1)} aria-label="Vorige afbeelding">
            <ChevronLeftIcon />
          </button>
        ) : null}
        {active < count - 1 ? (
          <button type="button" className={joinClasses(MAIN_ARROW, 'right-2')} onClick={() => select(active + 1)} aria-label="Volgende afbeelding">
            <ChevronRightIcon />
          </button>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center gap-1" data-gallery-strip="">
          {start > 0 ? (
            <button type="button" className={STRIP_ARROW} onClick={() => page(previousStart(start, count, perView))} aria-label="Vorige afbeeldingen">
              <ChevronLeftIcon />
            </button>
          ) : (
            <span className={STRIP_ARROW_PLACE} aria-hidden="true" data-strip-arrow-place="previous" />
          )}
          <div className="min-w-0 grow overflow-hidden">
            <ul className="flex transition-transform duration-300" style={{ transform: `translateX(${offset})` }} data-strip-start={start} data-strip-per-view={perView}>
              {images.map((image, index) => {
                const inView = index >= start && index < start + perView;
                return (
                  <li key={image.url + index} className="shrink-0 basis-1/2 p-1 md:basis-1/4" data-thumbnail={index} data-in-view={inView ? 'true' : 'false'}>
                    <button
                      type="button"
                      className={joinClasses('block w-full overflow-hidden rounded border-2', index === active ? 'border-primary-500' : 'border-transparent hover:border-gray-300')}
                      onClick={() => select(index)}
                      aria-label={`Afbeelding ${index + 1} van ${count} tonen`}
                      aria-current={index === active ? 'true' : undefined}
                      // Thumbnails outside the window are not reachable by Tab either.
                      tabIndex={inView ? undefined : -1}
                    >
                      <ResponsiveImage src={image.url} alt="" lazy sizes="(min-width: 768px) 12vw, 25vw" className="aspect-square w-full object-cover" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          {start < lastStart(count, perView) ? (
            <button type="button" className={STRIP_ARROW} onClick={() => page(nextStart(start, count, perView))} aria-label="Volgende afbeeldingen">
              <ChevronRightIcon />
            </button>
          ) : (
            <span className={STRIP_ARROW_PLACE} aria-hidden="true" data-strip-arrow-place="next" />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The product gallery of a page: an island; the main images are server-rendered slots. */
export function SiteProductGallery({ images }: { images: GalleryImage[] }) {
  const slots = Object.fromEntries(
    images.map((image, index) => [
      imageSlot(index),
      // Only the first image loads at once (the fold rule decides eager / fetchpriority).
      <ResponsiveImage key={index} src={image.url} alt={image.alt} lazy={index > 0} sizes="(min-width: 768px) 50vw, 100vw" className="aspect-square w-full rounded object-cover" />,
    ]),
  );
  return <Island name="productGallery" props={{ images }} slots={slots} />;
}
