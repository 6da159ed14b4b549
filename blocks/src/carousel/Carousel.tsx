/**
 * A horizontal carousel: a clipped viewport with a row of slides, optional dots and
 * previous/next buttons. The server renders the slides as a static row (the first
 * slides visible); the Embla engine takes over after hydration (useCarousel.ts).
 * How many slides show at once is the caller's `slideClassName` (flex-basis classes).
 *
 * On a public page it is an island (`SiteCarousel`) that hydrates when it comes into
 * view; its slides are slots, server HTML the browser keeps as it is.
 */
import type { CSSProperties, ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import type { CarouselSettings } from './engine.ts';
import { useCarousel } from './useCarousel.ts';

export interface CarouselProps {
  id?: string;
  /** Accessible name of the carousel region, e.g. "Afbeeldingen". */
  label: string;
  slides: ReactNode[];
  settings: CarouselSettings;
  dots: boolean;
  arrows: boolean;
  /** Minimum milliseconds between two navigations by the visitor. */
  throttleMs?: number;
  className?: string;
  /** Width of one slide (flex-basis classes) plus any padding. */
  slideClassName: string;
  /** Custom properties the slide classes read, e.g. {'--wm-per-view': 5}. */
  style?: CSSProperties;
}

const ARROW =
  'absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-dark shadow transition hover:bg-white disabled:opacity-40';

export function Carousel({ id, label, slides, settings, dots, arrows, throttleMs, className, slideClassName, style }: CarouselProps) {
  const carousel = useCarousel(settings, slides.length, throttleMs);
  const positions = Array.from({ length: carousel.snapCount }, (_, index) => index);
  return (
    // A named <section> is a region landmark, like role="region" on a div.
    <section id={id} className={joinClasses('relative', className)} style={style} aria-roledescription="carrousel" aria-label={label} data-carousel={carousel.ready ? 'ready' : 'static'}>
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              className={joinClasses('min-w-0 shrink-0 grow-0', slideClassName)}
              role="group"
              aria-roledescription="dia"
              aria-label={`${index + 1} van ${slides.length}`}
              data-slide={index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows && slides.length > 1 ? (
        <>
          <button type="button" className={joinClasses(ARROW, 'left-2')} onClick={carousel.prev} disabled={carousel.ready && !carousel.canPrev} aria-label="Vorige dia">
            <ChevronLeftIcon />
          </button>
          <button type="button" className={joinClasses(ARROW, 'right-2')} onClick={carousel.next} disabled={carousel.ready && !carousel.canNext} aria-label="Volgende dia">
            <ChevronRightIcon />
          </button>
        </>
      ) : null}
      {dots && positions.length > 1 ? (
        <div className="mt-3 flex flex-wrap justify-center">
          {positions.map((position) => {
            const selected = position === carousel.selected;
            return (
              <button
                key={position}
                type="button"
                // A 24 px target (WCAG 2.5.8) around the 12 px dot.
                className="group flex h-6 w-6 items-center justify-center rounded-full"
                aria-label={`Ga naar dia ${position + 1}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => carousel.goTo(position)}
              >
                <span aria-hidden="true" className={joinClasses('h-3 w-3 rounded-full transition-colors', selected ? 'bg-primary-500' : 'bg-gray-300 group-hover:bg-gray-400')} />
              </button>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}

/** The carousel's settings and looks, without the slides: plain JSON for an island. */
export type CarouselIslandProps = Omit<CarouselProps, 'slides'> & {
  slideCount: number;
  slots?: Record<string, ReactNode>;
};

/** The name of slide `index`'s slot. */
export function slideSlot(index: number): string {
  return `slide${index}`;
}

/** The island's component: slide N is the slot `slideN`. */
export function CarouselIsland({ slideCount, slots = {}, ...props }: CarouselIslandProps) {
  const slides = Array.from({ length: slideCount }, (_, index) => slots[slideSlot(index)] ?? null);
  return <Carousel {...props} slides={slides} />;
}

/**
 * The carousel of a page: an island that hydrates when it comes into view (autoplay,
 * dots and arrows need it); until then the slides show as a static row.
 */
export function SiteCarousel({ slides, ...props }: CarouselProps) {
  const slots = Object.fromEntries(slides.map((slide, index) => [slideSlot(index), slide]));
  return <Island name="carousel" props={{ ...props, slideCount: slides.length }} slots={slots} />;
}
