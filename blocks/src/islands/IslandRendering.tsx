/**
 * How `<Island>` and `<IslandSlot>` render, decided by whoever renders the tree:
 *
 * - inline (the default, no collector): islands render as plain components inside the
 *   tree, which hydrates as a whole (the page editor, tests);
 * - server islands (a collector, not inside an island): an island becomes a
 *   `<wm-island>` element holding its own server render, its props collected for the
 *   browser, which hydrates it alone (islands/client.ts);
 * - inside an island (its own render on the server or its root in the browser):
 *   nested islands render inline and slots keep the server HTML they hold.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FoldValue } from '../media/imageFold.tsx';
import type { Registry } from '../registry/config.ts';
import type { SiteContextValue } from '../site/SiteContext.tsx';
import type { IslandCollector } from './collector.ts';

export interface IslandRendering {
  collector: IslandCollector | null;
  inside: boolean;
  /** Server, inside an island: the page's own site and registry, for slot contents. */
  outer?: { site: SiteContextValue; registry: Registry; fold: FoldValue };
  /**
   * Server, inside an island: the names of the islands rendered inline in it, which
   * the browser loads before hydrating it (IslandEntry.uses).
   */
  nested?: Set<string>;
  /** Browser, inside an island: the server HTML of its slots, by slot id. */
  slots?: Readonly<Record<string, string>>;
}

const INLINE: IslandRendering = { collector: null, inside: false };

const IslandRenderingContext = createContext<IslandRendering>(INLINE);

export function IslandRenderingProvider({ value, children }: { value: IslandRendering; children: ReactNode }) {
  return <IslandRenderingContext.Provider value={value}>{children}</IslandRenderingContext.Provider>;
}

export function useIslandRendering(): IslandRendering {
  return useContext(IslandRenderingContext);
}
