/**
 * Starts an Embla carousel on a server-rendered viewport. The carousel code (embla
 * core, and the autoplay and fade plugins only when asked for) is imported inside
 * the browser effect, so it is a separate chunk that only pages with a slider load;
 * until it arrives the slides simply show as a static row.
 */
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

export interface CarouselSettings {
  loop: boolean;
  /** Milliseconds between automatic slides; 0 or undefined: no autoplay. */
  autoplayMs?: number;
  fade?: boolean;
  /** Scroll animation length in ms (mapped onto Embla's duration scale). */
  transitionMs?: number;
  /** Pixels a pointer must travel before a drag counts as a swipe, not a click. */
  dragThreshold?: number;
}

// Embla's duration is a physics step count, not milliseconds: 20-60 is its useful range.
export function emblaDuration(transitionMs: number | undefined): number | undefined {
  if (transitionMs === undefined || !Number.isFinite(transitionMs)) return undefined;
  return Math.min(60, Math.max(20, Math.round(transitionMs / 10)));
}

export function emblaOptions(settings: CarouselSettings): EmblaOptionsType {
  const options: EmblaOptionsType = { loop: settings.loop, align: 'start', slidesToScroll: 'auto' };
  const duration = emblaDuration(settings.transitionMs);
  if (duration !== undefined) options.duration = duration;
  if (settings.dragThreshold !== undefined) options.dragThreshold = settings.dragThreshold;
  return options;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export async function startCarousel(viewport: HTMLElement, settings: CarouselSettings): Promise<EmblaCarouselType> {
  const autoplay = Boolean(settings.autoplayMs) && !prefersReducedMotion();
  const [core, autoplayModule, fadeModule] = await Promise.all([
    import('embla-carousel'),
    autoplay ? import('embla-carousel-autoplay') : undefined,
    settings.fade ? import('embla-carousel-fade') : undefined,
  ]);
  const plugins: EmblaPluginType[] = [];
  // Interaction pauses autoplay only while it lasts: the slider keeps looping afterwards.
  if (autoplayModule) plugins.push(autoplayModule.default({ delay: settings.autoplayMs, stopOnInteraction: false }));
  if (fadeModule) plugins.push(fadeModule.default());
  return core.default(viewport, emblaOptions(settings), plugins);
}
