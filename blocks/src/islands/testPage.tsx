/**
 * Test helper: a public page render in islands mode, as ssr/pages/+onRenderHtml.tsx
 * does it (page HTML plus the islands data element).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteProvider, siteValue, type SiteInput } from '../site/SiteContext.tsx';
import { PAGE_ISLANDS_ID, createIslandCollector, scriptJson, type PageIslands } from './collector.ts';
import { IslandRenderingProvider } from './IslandRendering.tsx';

export interface IslandPage {
  html: string;
  body: string;
  data: PageIslands | null;
}

export function renderIslandPage(node: ReactNode, site: SiteInput): IslandPage {
  const collector = createIslandCollector(renderToString);
  const body = renderToString(
    <IslandRenderingProvider value={{ collector, inside: false }}>
      <SiteProvider value={site}>{node}</SiteProvider>
    </IslandRenderingProvider>,
  );
  const data = collector.pageIslands(siteValue(site));
  const script = data ? `<script type="application/json" id="${PAGE_ISLANDS_ID}">${scriptJson(data)}</script>` : '';
  return { html: `${body}${script}`, body, data };
}
