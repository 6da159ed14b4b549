/** Island hydration: see docs/islands.md. */
export { Island, type IslandProps } from './Island.tsx';
export { IslandSlot, type IslandSlotProps } from './IslandSlot.tsx';
export { IslandRenderingProvider, useIslandRendering, type IslandRendering } from './IslandRendering.tsx';
export { createIslandCollector, scriptJson, PAGE_ISLANDS_ID, type IslandCollector, type PageIslands, type RenderToString } from './collector.ts';
export { preloadIslands, loadIsland } from './loaded.ts';
export { renderWithIslands, type RenderedWithIslands } from './renderWithIslands.tsx';
export { islands, type IslandName } from './registry.ts';
export { HYDRATE_NOW_EVENT, type HydrationMoment } from './hydrationMoments.ts';
