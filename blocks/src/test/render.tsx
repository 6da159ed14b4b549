/**
 * Test helpers: render sections or blocks on the server exactly as SSR does
 * (renderToString through PageSections) and query the resulting HTML with a DOM
 * parser, so tests assert what a visitor would see.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Window } from 'happy-dom';
import { PageSections } from '../render/PageSections.tsx';
import type { SiteInput } from '../site/SiteContext.tsx';
import type { Block, Section } from '../site/types.ts';

export interface Rendered {
  html: string;
  root: HTMLElement;
  /** querySelector on the rendered HTML. */
  $: (selector: string) => HTMLElement | null;
  /** querySelectorAll on the rendered HTML, as an array. */
  $$: (selector: string) => HTMLElement[];
  /** The visible text, whitespace collapsed. */
  text: string;
}

/** The text of `root` a visitor sees: text inside `hidden` elements left out, whitespace collapsed. */
export function shownText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (node.nodeType !== 1 || (node as Element).hasAttribute('hidden')) return;
    for (const child of Array.from(node.childNodes)) walk(child);
  };
  for (const child of Array.from(root.childNodes)) walk(child);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

export function parseHtml(html: string): Rendered {
  const window = new Window();
  const root = window.document.createElement('div') as unknown as HTMLElement;
  root.innerHTML = html;
  return {
    html,
    root,
    $: (selector) => root.querySelector(selector),
    $$: (selector) => Array.from(root.querySelectorAll(selector)),
    text: (root.textContent ?? '').replace(/\s+/g, ' ').trim(),
  };
}

export function serverRender(element: ReactElement): Rendered {
  return parseHtml(renderToString(element));
}

export function renderSections(sections: Section[], context: SiteInput = {}): Rendered {
  return serverRender(<PageSections sections={sections} context={context} />);
}

export function renderSection(template: string, meta: Record<string, unknown> = {}, context: SiteInput = {}): Rendered {
  return renderSections([{ id: 's1', template, meta, blocks: [] }], context);
}

/** Blocks rendered inside a free ('dynamic') section, as the editor places them. */
export function renderBlocks(blocks: Block[], context: SiteInput = {}): Rendered {
  return renderSections([{ id: 's1', template: 'dynamic', meta: {}, blocks }], context);
}

export function block(type: string, props: Record<string, unknown> = {}, extra: Partial<Block> = {}): Block {
  return { id: `b-${type}-${Math.random().toString(36).slice(2, 8)}`, type, props, style: {}, slots: {}, ...extra };
}

export function richText(...paragraphs: string[]) {
  return {
    time: 1700000000000,
    version: '2.18.0',
    blocks: paragraphs.map((text, index) => ({ id: `p${index}`, type: 'paragraph', data: { text } })),
  };
}
