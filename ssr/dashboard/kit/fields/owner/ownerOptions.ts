/**
 * The owner API lists the pickers offer: the project's menus, forms, reusable
 * templates (partials), products and categories, as options `{id, title}`. A
 * definition's own fetchOptions replaces them (tests, other sources).
 */
import { get } from '../../../api.ts';
import type { FieldOption } from '../../types.ts';

export type OwnerList = 'menus' | 'forms' | 'templates' | 'products' | 'categories';

/** The shop lists are paged; one page of the API's largest size is what a picker offers. */
const PAGED: Partial<Record<OwnerList, string>> = { products: '?limit=200', categories: '?limit=200' };

export async function loadOwnerList(project: number | undefined, list: OwnerList): Promise<FieldOption[]> {
  if (project == null) throw new Error(`No project given for the ${list} picker`);
  const answer = await get<Record<string, unknown>>(`/projects/${project}/${list}${PAGED[list] ?? ''}`);
  const rows = (answer[list] as Record<string, unknown>[] | undefined) ?? [];
  return rows.map((row) => ({ ...row, id: row.id, title: String(row.title ?? row.id ?? '') }));
}

/** A category with its depth in the tree, in tree order (the spec's {id, label, level}). */
export interface CategoryEntry {
  id: string;
  label: string;
  level: number;
}

export function categoryTree(rows: FieldOption[]): CategoryEntry[] {
  const ids = new Set(rows.map((row) => String(row.id)));
  const children = new Map<string, FieldOption[]>();
  for (const row of rows) {
    const parent = row.parent != null && ids.has(String(row.parent)) ? String(row.parent) : '';
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const order = (list: FieldOption[]) =>
    [...list].sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0) || String(a.title).localeCompare(String(b.title), 'nl'));
  const out: CategoryEntry[] = [];
  const seen = new Set<string>();
  const walk = (parent: string, level: number) => {
    for (const row of order(children.get(parent) ?? [])) {
      const id = String(row.id);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ id, label: String(row.title ?? id), level });
      walk(id, level + 1);
    }
  };
  walk('', 0);
  return out;
}
