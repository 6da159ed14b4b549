/**
 * Island components already loaded, by name. The server loads every island once before
 * its first render (`preloadIslands`), so rendering stays synchronous; the browser loads
 * an island's module right before hydrating it.
 */
import { islandDefinition, islands, type IslandComponent } from './registry.ts';

const loaded = new Map<string, IslandComponent>();

export async function loadIsland(name: string): Promise<IslandComponent> {
  const known = loaded.get(name);
  if (known) return known;
  const definition = islandDefinition(name);
  if (!definition) throw new Error(`Onbekend eiland "${name}"`);
  const component = await definition.load();
  loaded.set(name, component);
  return component;
}

export function loadedIsland(name: string): IslandComponent | undefined {
  return loaded.get(name);
}

let everything: Promise<void> | null = null;

/** Loads every island (server start, tests): afterwards `<Island>` renders synchronously. */
export function preloadIslands(): Promise<void> {
  everything ??= Promise.all(Object.keys(islands).map(loadIsland)).then(() => undefined);
  return everything;
}
