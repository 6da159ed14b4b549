/**
 * Which images load at once and which wait until they scroll near (docs/media.md):
 * the page gives every section its place (`foldPosition`), and images read it.
 *
 * - 'top': the header sections (logo, menu bar): eager.
 * - 'lead': the first section after them, where the largest visible image (LCP)
 *   almost always is: eager, and its first image also `fetchpriority="high"`.
 * - 'below': everything else, and any image outside a page (editor, tests): lazy.
 *
 * "First image" is decided in render order: the first image of a lead section to
 * render claims the priority by its `useId`, which server and client share.
 */
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';

export type FoldPosition = 'top' | 'lead' | 'below';

interface FoldValue {
  position: FoldPosition;
  claim: { owner?: string };
}

const FoldContext = createContext<FoldValue>({ position: 'below', claim: {} });

/** The fold position of the section at `index`, after `headerCount` header sections. */
export function foldPosition(index: number, headerCount: number): FoldPosition {
  if (index < headerCount) return 'top';
  return index === headerCount ? 'lead' : 'below';
}

export function ImageFold({ position, children }: { position: FoldPosition; children: ReactNode }) {
  const value = useMemo<FoldValue>(() => ({ position, claim: {} }), [position]);
  return <FoldContext.Provider value={value}>{children}</FoldContext.Provider>;
}

export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | undefined;
}

/** How this image loads; `lazy` keeps it lazy wherever it is (e.g. a hidden slide). */
export function useImageLoading(lazy = false): ImageLoading {
  const id = useId();
  const { position, claim } = useContext(FoldContext);
  if (lazy || position === 'below') return { loading: 'lazy', fetchPriority: undefined };
  if (position === 'lead' && (claim.owner ?? (claim.owner = id)) === id) return { loading: 'eager', fetchPriority: 'high' };
  return { loading: 'eager', fetchPriority: undefined };
}
