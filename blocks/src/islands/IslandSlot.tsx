/**
 * Server content inside an island (e.g. the blocks in an accordion or the header a
 * sticky wrapper pins): rendered once by the server as part of the page (its own
 * islands hydrate on their own), kept as it is by the island's hydration. The browser
 * never needs the blocks' components or data for it.
 */
import type { ReactNode } from 'react';
import { ImageFold } from '../media/imageFold.tsx';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import { SiteProvider } from '../site/SiteContext.tsx';
import { IslandRenderingProvider, useIslandRendering } from './IslandRendering.tsx';

/** Server HTML of a slot whose content is shown only later (`htmlSlots`). */
export function SlotHtml({ id, html }: { id: string; html: string }) {
  return <wm-slot data-slot-html={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

export interface IslandSlotProps {
  /** Unique within its island. */
  id: string;
  children: ReactNode;
  className?: string;
}

export function IslandSlot({ id, children, className }: IslandSlotProps) {
  const rendering = useIslandRendering();
  if (!rendering.inside) return <>{children}</>;
  if (rendering.collector && rendering.outer) {
    const { collector, outer } = rendering;
    const html = collector.renderToString(
      <IslandRenderingProvider value={{ collector, inside: false }}>
        <SiteProvider value={outer.site}>
          <RegistryProvider registry={outer.registry}>
            {/* Images in a slot load as they would outside the island (fold rule, docs/media.md). */}
            <ImageFold {...outer.fold}>{children}</ImageFold>
          </RegistryProvider>
        </SiteProvider>
      </IslandRenderingProvider>,
    );
    return <wm-slot data-slot={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  // Browser: the HTML the server put there, unchanged (React leaves equal HTML alone).
  return <wm-slot data-slot={id} className={className} dangerouslySetInnerHTML={{ __html: rendering.slots?.[id] ?? '' }} suppressHydrationWarning />;
}
