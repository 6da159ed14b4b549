/**
 * Dutch one-line descriptions of what a webshop block has selected (products,
 * categories, one product), shown to editors in the placeholders until the webshop
 * can render the real thing. Values are read defensively: stored props may be stale.
 */

type Key = string | number;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function key(value: unknown): string {
  return (typeof value === 'string' && value.trim()) || (typeof value === 'number' && Number.isFinite(value)) ? String(value).trim() : '';
}

function keys(value: unknown): string[] {
  return Array.isArray(value) ? (value as Key[]).map(key).filter(Boolean) : [];
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function columnsText(columns: unknown): string {
  return key(columns) ? `${key(columns)} kolommen` : '';
}

function joined(...parts: string[]): string {
  return parts.filter(Boolean).join(' · ');
}

export const selectionSummary = {
  products(selection: unknown, columns: unknown): string {
    const { ids, category, limit, filters } = record(selection);
    const chosen = keys(ids);
    let what = 'alle producten';
    if (chosen.length) what = plural(chosen.length, 'gekozen product', 'gekozen producten');
    else if (key(category)) what = `producten uit categorie ${key(category)}`;
    const max = typeof limit === 'number' && limit > 0 ? `maximaal ${limit}` : '';
    return joined(`Selectie: ${what}`, max, filters === true ? 'met filters' : '', columnsText(columns));
  },

  categories(selection: unknown, columns: unknown): string {
    const { ids, parent } = record(selection);
    const chosen = keys(ids);
    let what = 'de hoofdcategorieën';
    if (chosen.length) what = plural(chosen.length, 'gekozen categorie', 'gekozen categorieën');
    else if (key(parent)) what = `subcategorieën van categorie ${key(parent)}`;
    return joined(`Selectie: ${what}`, columnsText(columns));
  },

  product(selection: unknown): string {
    const id = key(record(selection).id);
    return id ? `Product: ${id}` : 'Nog geen product gekozen.';
  },
};
