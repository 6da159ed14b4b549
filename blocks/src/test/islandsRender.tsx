/**
 * Test helpers for island hydration: render sections or blocks the way SSR renders a
 * public page (ssr/pages/+onRenderHtml.tsx: an island collector, islands become
 * `<wm-island>` elements) and read back the islands data the page would carry.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandEntry, PageIslands } from '../islands/collector.ts';
import { renderWithIslands } from '../islands/renderWithIslands.tsx';
import { PageSections } from '../render/PageSections.tsx';
import { SiteProvider, type SiteInput } from '../site/SiteContext.tsx';
import type { Block, Section } from '../site/types.ts';
import { parseHtml, type Rendered } from './render.tsx';

export interface IslandsPage extends Rendered {
  /** What the page serialises for the browser; null without islands. */
  data: PageIslands | null;
  /** The islands of one kind, with their element in the HTML, in page order. */
  islands: (name: string) => Array<{ element: HTMLElement; entry: IslandEntry }>;
}

export function renderIslandsPage(sections: Section[], context: SiteInput = {}): IslandsPage {
  const { body, islands: data } = renderWithIslands(renderToString, <PageSections sections={sections} context={context} />, context);
  const page = parseHtml(body);
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

export interface IslandNodePage {
  /** The body followed by the islands data element, as the page carries them. */
  html: string;
  body: string;
  data: PageIslands | null;
}

/** Any node rendered like a public page, under `site`. */
export function renderIslandNode(node: ReactNode, site: SiteInput): IslandNodePage {
  const { body, islands, script } = renderWithIslands(renderToString, <SiteProvider value={site}>{node}</SiteProvider>, site);
  return { html: `${body}${script}`, body, data: islands };
}
