/**
 * Hydrates one island (loaded by islands/client.ts on demand, with React): the server
 * HTML of its slots is read first and handed back unchanged.
 */
import { hydrateRoot } from 'react-dom/client';
import type { SiteInput } from '../site/SiteContext.tsx';
import { browserSlots } from './Island.tsx';
import { IslandRoot } from './IslandRoot.tsx';
import type { IslandEntry } from './collector.ts';
import { loadIsland } from './loaded.ts';

/** The HTML of the island's own slots (not those of islands nested in them). */
function slotHtml(element: Element): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const slot of element.querySelectorAll('wm-slot')) {
    if (slot.closest('wm-island') !== element) continue;
    const id = slot.getAttribute('data-slot');
    if (id !== null) slots[id] = slot.innerHTML;
  }
  return slots;
}

/**
 * Resolves, once the island's first render has committed and its effects ran, with a
 * function that unmounts it.
 */
export async function hydrateIsland(element: Element, id: string, entry: IslandEntry, site: SiteInput): Promise<() => void> {
  const [component] = await Promise.all([entry.name, ...(entry.uses ?? [])].map(loadIsland));
  const slots = slotHtml(element);
  return new Promise<() => void>((resolve) => {
    const root = hydrateRoot(
      element,
      <IslandRoot rendering={{ collector: null, inside: true, slots }} site={site} component={component} props={{ ...entry.props, slots: browserSlots(entry) }} onHydrated={() => resolve(() => root.unmount())} />,
      {
        identifierPrefix: `${id}-`,
        // A mismatch means the island's props do not reproduce its server HTML: say which.
        onRecoverableError: (error) => console.error(`[site] island ${entry.name} (${id}) hydration:`, error),
      },
    );
  });
}
