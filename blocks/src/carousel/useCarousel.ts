/**
 * React side of the carousel: starts Embla on the viewport after mount (see
 * engine.ts), restarts it when the settings or the number of slides change, and
 * exposes the state the dots and arrows render from. Before the engine runs (and on
 * the server) `ready` is false and the controls that need it are not rendered, so
 * server HTML and the first client render agree.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { startCarousel, type CarouselSettings } from './engine.ts';

export interface CarouselState {
  ready: boolean;
  /** Number of positions (a position can hold several slides). */
  snapCount: number;
  selected: number;
  canPrev: boolean;
  canNext: boolean;
}

export interface CarouselControls extends CarouselState {
  viewportRef: RefObject<HTMLDivElement | null>;
  goTo: (index: number) => void;
  prev: () => void;
  next: () => void;
}

const IDLE: CarouselState = { ready: false, snapCount: 0, selected: 0, canPrev: false, canNext: false };

function stateOf(api: EmblaCarouselType): CarouselState {
  return {
    ready: true,
    snapCount: api.scrollSnapList().length,
    selected: api.selectedScrollSnap(),
    canPrev: api.canScrollPrev(),
    canNext: api.canScrollNext(),
  };
}

export function useCarousel(settings: CarouselSettings, slideCount: number, throttleMs = 0): CarouselControls {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const apiRef = useRef<EmblaCarouselType | null>(null);
  const lastMove = useRef(0);
  const [state, setState] = useState<CarouselState>(IDLE);
  const key = JSON.stringify(settings);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || slideCount === 0) return undefined;
    let cancelled = false;
    let api: EmblaCarouselType | undefined;
    startCarousel(viewport, JSON.parse(key) as CarouselSettings)
      .then((started) => {
        if (cancelled) return started.destroy();
        api = started;
        apiRef.current = started;
        const sync = () => setState(stateOf(started));
        started.on('select', sync).on('reInit', sync);
        sync();
      })
      .catch((error: unknown) => console.error('[carousel] could not start', error));
    return () => {
      cancelled = true;
      api?.destroy();
      apiRef.current = null;
      setState(IDLE);
    };
  }, [key, slideCount]);

  // Visitors clicking quickly should not queue up slide changes (spec: throttle).
  const move = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      const api = apiRef.current;
      if (!api) return;
      const now = Date.now();
      if (throttleMs > 0 && now - lastMove.current < throttleMs) return;
      lastMove.current = now;
      action(api);
      api.plugins().autoplay?.reset();
    },
    [throttleMs],
  );

  return {
    ...state,
    viewportRef,
    goTo: useCallback((index: number) => move((api) => api.scrollTo(index)), [move]),
    prev: useCallback(() => move((api) => api.scrollPrev()), [move]),
    next: useCallback(() => move((api) => api.scrollNext()), [move]),
  };
}
