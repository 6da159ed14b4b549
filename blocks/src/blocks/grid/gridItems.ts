/**
 * Which items a grid block shows, in order. Manual and unconnected grids list their
 * `collections` entries; grids connected to a collection or a query list the rows of
 * `dynamic_data`. Either way an item is an identifier whose blocks live in the slot
 * `collection_item_{identifier}`. Spec: parse failures of block data yield empty
 * values, and connection data that is not an array counts as an empty list.
 */

const IDENTIFIER = /^[A-Za-z0-9_-]+$/;
const CONNECTED = new Set(['collection', 'query']);

/** A JSON string parsed (undefined when it does not parse); other values as they are. */
export function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (!value.trim()) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** A list from a JSON string or a value; anything that is not an array is []. */
export function jsonList(value: unknown): unknown[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed : [];
}

function identifierOf(entry: unknown): string | undefined {
  const raw =
    typeof entry === 'object' && entry !== null
      ? ((entry as { identifier?: unknown }).identifier ?? (entry as { id?: unknown }).id)
      : entry;
  const identifier = typeof raw === 'number' ? String(raw) : raw;
  return typeof identifier === 'string' && IDENTIFIER.test(identifier) ? identifier : undefined;
}

export function slotName(identifier: string): string {
  return `collection_item_${identifier}`;
}

export function gridItems(props: { connection_type?: unknown; collections?: unknown; dynamic_data?: unknown }): string[] {
  const entries = CONNECTED.has(props.connection_type as string) ? jsonList(props.dynamic_data) : jsonList(props.collections);
  const seen = new Set<string>();
  const identifiers: string[] = [];
  for (const entry of entries) {
    const identifier = identifierOf(entry);
    // Two items with one identifier would share one slot; the first one wins.
    if (identifier && !seen.has(identifier)) {
      seen.add(identifier);
      identifiers.push(identifier);
    }
  }
  return identifiers;
}
