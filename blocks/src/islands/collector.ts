/**
 * Server side of one page render in islands mode: numbers the islands, keeps their
 * props and records which site keys they read; `pageIslands()` is what the page
 * serialises for the browser (islands/client.ts reads it back).
 * React's string renderer is passed in, so this module stays free of react-dom/server.
 */
import type { ReactNode } from 'react';
import type { SiteContextValue, SiteInput } from '../site/SiteContext.tsx';
import { emptyNeeds, siteSlice, type SiteNeeds } from './siteSlice.ts';

export type RenderToString = (node: ReactNode, options?: { identifierPrefix?: string }) => string;

export interface IslandEntry {
  name: string;
  props: object;
  /** Names of the slots kept in the page's HTML. */
  slots?: string[];
  /** Server HTML of the slots shown only later, by name. */
  htmlSlots?: Record<string, string>;
  /** Islands its own render shows inline (loaded before it hydrates). */
  uses?: string[];
}

export interface PageIslands {
  site: SiteInput;
  islands: Record<string, IslandEntry>;
}

export interface IslandCollector {
  readonly renderToString: RenderToString;
  readonly needs: SiteNeeds;
  /** Registers an island; answers its id on the page. */
  add(entry: IslandEntry): string;
  count(): number;
  /** The islands' props and the part of `site` they read; null without islands. */
  pageIslands(site: SiteContextValue): PageIslands | null;
}

/** `idPrefix`: the islands' ids are `{idPrefix}0`, `{idPrefix}1`…; a section rendered alone for the editor uses its own. */
export function createIslandCollector(renderToString: RenderToString, idPrefix = 'i'): IslandCollector {
  const islands: Record<string, IslandEntry> = {};
  let next = 0;
  const needs = emptyNeeds();
  return {
    renderToString,
    needs,
    add(entry) {
      const id = `${idPrefix}${next}`;
      next += 1;
      islands[id] = entry;
      return id;
    },
    count: () => next,
    pageIslands(site) {
      if (next === 0) return null;
      return { site: siteSlice(site, needs), islands };
    },
  };
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for a `<script type="application/json">`: nothing in it can end the element
 * (one pass over the JSON for the five characters). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character]);
}

/** The id of the element holding a page's islands data. */
export const PAGE_ISLANDS_ID = 'wm-islands';
