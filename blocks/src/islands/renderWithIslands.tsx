/**
 * A server render in islands mode (ssr/pages/+onRenderHtml.tsx, and tests rendering a
 * page the same way): the HTML of `node`, with its islands as `<wm-island>` elements,
 * and the islands data element the page carries for the browser (islands/client.ts).
 */
import type { ReactNode } from 'react';
import { siteValue, type SiteInput } from '../site/SiteContext.tsx';
import { createIslandCollector, PAGE_ISLANDS_ID, scriptJson, type PageIslands, type RenderToString } from './collector.ts';
import { IslandRenderingProvider } from './IslandRendering.tsx';

export interface RenderedWithIslands {
  body: string;
  /** The islands' props and the part of `site` they read; null without islands. */
  islands: PageIslands | null;
  /** `<script type="application/json" id="wm-islands">`, or '' without islands. */
  script: string;
}

/** `site`: the site the tree renders with (its slice is what islands read), null when none. */
export function renderWithIslands(
  renderToString: RenderToString,
  node: ReactNode,
  site: SiteInput | null,
  options: { idPrefix?: string } = {},
): RenderedWithIslands {
  const collector = createIslandCollector(renderToString, options.idPrefix);
  const body = renderToString(<IslandRenderingProvider value={{ collector, inside: false }}>{node}</IslandRenderingProvider>);
  const islands = site ? collector.pageIslands(siteValue(site)) : null;
  const script = islands ? `<script type="application/json" id="${PAGE_ISLANDS_ID}">${scriptJson(islands)}</script>` : '';
  return { body, islands, script };
}
