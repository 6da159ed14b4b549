/**
 * The search filter string of the URL and the search call (spec 000 §5):
 * `key:v1,v2|price:10<->50` — entries separated by '|', each `key:values`, list values
 * comma separated, a range `from<->to`. Filters without values are dropped; a part
 * that cannot be read is ignored. The format has no escaping: a value holding ',', '|'
 * or a key holding ':' cannot be expressed (the API reads the string the same way).
 * Entries keep their order, so toggling a value never reshuffles the URL.
 */

export interface Range {
  from: number;
  to: number;
}

export type FilterEntry = { key: string; values: string[] } | { key: string; range: Range };

/** A shopper's choice of filters, in URL order. */
export type FilterSelection = FilterEntry[];

const RANGE = /^\s*(-?\d+(?:[.,]\d+)?)\s*<->\s*(-?\d+(?:[.,]\d+)?)\s*$/;

function number(text: string): number {
  return Number(text.replace(',', '.'));
}

export function parseFilters(text: unknown): FilterSelection {
  if (typeof text !== 'string') return [];
  const selection: FilterSelection = [];
  for (const part of text.split('|')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const key = part.slice(0, colon).trim();
    const value = part.slice(colon + 1);
    if (!key || selection.some((entry) => entry.key === key)) continue;
    if (value.includes('<->')) {
      const match = RANGE.exec(value);
      if (match) selection.push({ key, range: { from: number(match[1]), to: number(match[2]) } });
      continue;
    }
    const values = [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
    if (values.length) selection.push({ key, values });
  }
  return selection;
}

export function buildFilters(selection: FilterSelection): string {
  return selection
    .map((entry) => {
      if ('range' in entry) return `${entry.key}:${entry.range.from}<->${entry.range.to}`;
      const values = [...new Set(entry.values.filter(Boolean))];
      return values.length ? `${entry.key}:${values.join(',')}` : '';
    })
    .filter(Boolean)
    .join('|');
}

/** The chosen values of a list filter ([] when none). */
export function selectedValues(selection: FilterSelection, key: string): string[] {
  const entry = selection.find((item) => item.key === key);
  return entry && 'values' in entry ? entry.values : [];
}

/** The chosen range of a range filter, or null. */
export function selectedRange(selection: FilterSelection, key: string): Range | null {
  const entry = selection.find((item) => item.key === key);
  return entry && 'range' in entry ? entry.range : null;
}

/** `value` added to the list filter `key`, or removed when chosen; an emptied filter is dropped. */
export function toggleValue(selection: FilterSelection, key: string, value: string): FilterSelection {
  const current = selectedValues(selection, key);
  const values = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return replaceEntry(selection, key, values.length ? { key, values } : null);
}

/** The range filter `key` set to `range` (null removes it). */
export function setRange(selection: FilterSelection, key: string, range: Range | null): FilterSelection {
  return replaceEntry(selection, key, range ? { key, range } : null);
}

function replaceEntry(selection: FilterSelection, key: string, entry: FilterEntry | null): FilterSelection {
  const index = selection.findIndex((item) => item.key === key);
  if (index === -1) return entry ? [...selection, entry] : selection;
  const next = [...selection];
  if (entry) next[index] = entry;
  else next.splice(index, 1);
  return next;
}
