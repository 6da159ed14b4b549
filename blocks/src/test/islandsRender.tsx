/**
 * Test helpers for island hydration: render sections or blocks the way SSR renders a
 * public page (ssr/pages/+onRenderHtml.tsx: an island collector, islands become
 * `<wm-island>` elements) and read back the islands data the page would carry.
 */
import { renderToString } from 'react-dom/server';
import { createIslandCollector, type IslandEntry, type PageIslands } from '../islands/collector.ts';
import { IslandRenderingProvider } from '../islands/IslandRendering.tsx';
import { PageSections } from '../render/PageSections.tsx';
import { siteValue, type SiteInput } from '../site/SiteContext.tsx';
import type { Block, Section } from '../site/types.ts';
import { parseHtml, type Rendered } from './render.tsx';

export interface IslandsPage extends Rendered {
  /** What the page serialises for the browser; null without islands. */
  data: PageIslands | null;
  /** The islands of one kind, with their element in the HTML, in page order. */
  islands: (name: string) => Array<{ element: HTMLElement; entry: IslandEntry }>;
}

export function renderIslandsPage(sections: Section[], context: SiteInput = {}): IslandsPage {
  const collector = createIslandCollector(renderToString);
  const html = renderToString(
    <IslandRenderingProvider value={{ collector, inside: false }}>
      <PageSections sections={sections} context={context} />
    </IslandRenderingProvider>,
  );
  const data = collector.pageIslands(siteValue(context));
  const page = parseHtml(html);
  const islands = (name: string) =>
    page.$$(`wm-island[data-island="${name}"]`).map((element) => ({ element, entry: data!.islands[element.getAttribute('data-id')!] }));
  return { ...page, data, islands };
}

export function renderIslandsSection(template: string, meta: Record<string, unknown> = {}, context: SiteInput = {}): IslandsPage {
  return renderIslandsPage([{ id: 's1', template, meta, blocks: [] }], context);
}

export function renderIslandsBlocks(blocks: Block[], context: SiteInput = {}): IslandsPage {
  return renderIslandsPage([{ id: 's1', template: 'dynamic', meta: {}, blocks }], context);
}
