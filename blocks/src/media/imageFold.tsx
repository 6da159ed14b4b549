/**
 * Which images load at once and which wait until they scroll near (docs/media.md).
 * The page gives every section its place (`pageFold`), and images read it:
 *
 * - 'top': the header sections (logo, menu bar): eager.
 * - 'lead': the content sections from the first one up to the first that holds an
 *   image (at most LEAD_SECTIONS), where the largest visible image (LCP) almost always
 *   is: their first EAGER_IMAGES images are eager, and the very first of them also
 *   `fetchpriority="high"`; further images there are lazy.
 * - 'below': everything else, and any image outside a page (editor, tests): lazy.
 *
 * "First" is render order: each lead image takes a turn by its `useId`, which server
 * and client share, so hydration sees the same answer. The turns belong to the
 * page's sections array: a new page (navigation) starts counting again.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import type { Section } from '../site/types.ts';

export type FoldPosition = 'top' | 'lead' | 'below';

/** Content sections that may lead, and eager images among them. */
export const LEAD_SECTIONS = 3;
export const EAGER_IMAGES = 4;

interface Turns {
  ids: string[];
}

export interface FoldValue {
  position: FoldPosition;
  turns: Turns;
}

const FoldContext = createContext<FoldValue>({ position: 'below', turns: { ids: [] } });
const IMAGE_URL = /\.(jpe?g|png|gif|webp|avif|svg)([?#]|$)/i;
const pageTurns = new WeakMap<readonly Section[], Turns>();

/** True when any string inside `value` looks like an image URL (pipe lists included). */
export function holdsImage(value: unknown): boolean {
  if (typeof value === 'string') return value.split('|').some((part) => IMAGE_URL.test(part.trim()));
  if (Array.isArray(value)) return value.some(holdsImage);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsImage);
  return false;
}

/** The fold position of every section, the first `headerCount` being the header. */
export function foldPositions(sections: readonly Section[], headerCount: number): FoldPosition[] {
  let leading = true;
  return sections.map((section, index) => {
    if (index < headerCount) return 'top';
    if (!leading || index - headerCount >= LEAD_SECTIONS) return 'below';
    if (holdsImage(section)) leading = false;
    return 'lead';
  });
}

export interface PageFold {
  positions: FoldPosition[];
  turns: Turns;
}

export function pageFold(sections: readonly Section[], headerCount: number): PageFold {
  let turns = pageTurns.get(sections);
  if (!turns) {
    turns = { ids: [] };
    pageTurns.set(sections, turns);
  }
  return { positions: foldPositions(sections, headerCount), turns };
}

/**
 * The fold value around the caller: a separate render (an island's server render of
 * its slots) passes it on with `<ImageFold {...useImageFold()}>`, so images there keep
 * their place and turn.
 */
export function useImageFold(): FoldValue {
  return useContext(FoldContext);
}

export function ImageFold({ position, turns, children }: FoldValue & { children: ReactNode }) {
  return <FoldContext.Provider value={{ position, turns }}>{children}</FoldContext.Provider>;
}

export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | undefined;
}

const LAZY: ImageLoading = { loading: 'lazy', fetchPriority: undefined };
const EAGER: ImageLoading = { loading: 'eager', fetchPriority: undefined };

/** How this image loads; `lazy` keeps it lazy wherever it is (e.g. a hidden slide). */
export function useImageLoading(lazy = false): ImageLoading {
  const id = useId();
  const { position, turns } = useContext(FoldContext);
  if (lazy || position === 'below') return LAZY;
  if (position === 'top') return EAGER;
  let turn = turns.ids.indexOf(id);
  if (turn < 0) turn = turns.ids.push(id) - 1;
  if (turn >= EAGER_IMAGES) return LAZY;
  return turn === 0 ? { loading: 'eager', fetchPriority: 'high' } : EAGER;
}
