/**
 * Marks an interactive component as an island:
 *
 *   <Island name="accordion" props={{ title, open }} slots={{ content: <BlockList blocks={...} /> }} />
 *
 * Inline (editor, tests, inside another island) it is just the component. In a server
 * page render with islands it becomes `<wm-island>` holding the component's own server
 * render (with its own useId prefix, exactly what the browser's hydration root
 * renders), and its props join the page's islands data.
 *
 * The component receives `slots` as ready React nodes: server content it places
 * somewhere. `slots` stay in the page's HTML and are kept as they are when the island
 * hydrates (their own islands hydrate on their own); `htmlSlots` are for content the
 * component renders only later (e.g. inside an overlay): their server HTML travels
 * with the props instead.
 */
import type { ReactNode } from 'react';
import { useImageFold } from '../media/imageFold.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { RegistryProvider } from '../registry/RegistryContext.tsx';
import { SiteProvider, useSite } from '../site/SiteContext.tsx';
import { IslandRoot } from './IslandRoot.tsx';
import { IslandRenderingProvider, useIslandRendering } from './IslandRendering.tsx';
import { IslandSlot, SlotHtml } from './IslandSlot.tsx';
import type { IslandEntry } from './collector.ts';
import { loadedIsland } from './loaded.ts';
import { islandDefinition, type IslandName } from './registry.ts';
import { recordingSite } from './siteSlice.ts';

export interface IslandProps {
  name: IslandName;
  /** Plain JSON: they are serialised into the page. */
  props?: object;
  slots?: Record<string, ReactNode>;
  htmlSlots?: Record<string, ReactNode>;
}

export function Island({ name, props = {}, slots = {}, htmlSlots = {} }: IslandProps) {
  const rendering = useIslandRendering();
  const site = useSite();
  const registry = useRegistry();
  const fold = useImageFold();
  const Component = loadedIsland(name);
  const definition = islandDefinition(name);
  if (!Component || !definition) throw new Error(`Eiland "${name}" is niet geladen (preloadIslands)`);
  const { collector } = rendering;
  if (!collector || rendering.inside) {
    // Part of the island around it (or of a whole-tree render): its code comes with that island.
    rendering.nested?.add(name);
    return <Component {...props} slots={{ ...slots, ...htmlSlots }} />;
  }

  const html: Record<string, string> = {};
  for (const [key, node] of Object.entries(htmlSlots)) {
    html[key] = collector.renderToString(
      <IslandRenderingProvider value={{ collector: null, inside: false }}>
        <SiteProvider value={site}>
          <RegistryProvider registry={registry}>{node}</RegistryProvider>
        </SiteProvider>
      </IslandRenderingProvider>,
    );
  }
  const entry: IslandEntry = { name, props };
  if (Object.keys(slots).length > 0) entry.slots = Object.keys(slots);
  if (Object.keys(html).length > 0) entry.htmlSlots = html;
  const id = collector.add(entry);
  const nested = new Set<string>();
  const rendered = collector.renderToString(
    <IslandRoot
      rendering={{ collector, inside: true, outer: { site, registry, fold }, nested }}
      site={recordingSite(site, collector.needs)}
      component={Component}
      props={{ ...props, slots: serverSlots(slots, html) }}
    />,
    { identifierPrefix: `${id}-` },
  );
  if (nested.size > 0) entry.uses = [...nested];
  return <wm-island data-island={name} data-id={id} data-hydrate={definition.hydrate} dangerouslySetInnerHTML={{ __html: rendered }} />;
}

function serverSlots(slots: Record<string, ReactNode>, html: Record<string, string>): Record<string, ReactNode> {
  const nodes: Record<string, ReactNode> = {};
  for (const [key, node] of Object.entries(slots)) nodes[key] = <IslandSlot id={key}>{node}</IslandSlot>;
  for (const [key, value] of Object.entries(html)) nodes[key] = <SlotHtml id={key} html={value} />;
  return nodes;
}

/** The slots of an island in the browser, from its data (the same nodes as on the server). */
export function browserSlots(entry: IslandEntry): Record<string, ReactNode> {
  const nodes: Record<string, ReactNode> = {};
  for (const key of entry.slots ?? []) nodes[key] = <IslandSlot id={key}>{null}</IslandSlot>;
  for (const [key, value] of Object.entries(entry.htmlSlots ?? {})) nodes[key] = <SlotHtml id={key} html={value} />;
  return nodes;
}
