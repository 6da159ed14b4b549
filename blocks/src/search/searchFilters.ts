/**
 * The filters of a search answer or a category page (spec 000 §3, Search): list
 * filters `{key, title, uid, type: 'list', values: [{title, results, active}]}` and
 * range filters `{key, title, uid, type: 'range', min, max, active: {from, to} | null}`.
 * Read defensively: an entry that is neither is left out, a list without values too.
 */
import type { Range } from './filterString.ts';

export interface ListFilterValue {
  title: string;
  results: number;
  active: boolean;
}

export interface ListFilter {
  type: 'list';
  key: string;
  title: string;
  uid: string;
  values: ListFilterValue[];
}

export interface RangeFilter {
  type: 'range';
  key: string;
  title: string;
  uid: string;
  min: number;
  max: number;
  active: Range | null;
}

export type SearchFilter = ListFilter | RangeFilter;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function finite(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

function readValue(value: unknown): ListFilterValue | null {
  if (!isRecord(value) || !text(value.title)) return null;
  return { title: text(value.title), results: Math.max(0, Math.floor(finite(value.results) ?? 0)), active: value.active === true };
}

function readRange(value: unknown): Range | null {
  if (!isRecord(value)) return null;
  const from = finite(value.from);
  const to = finite(value.to);
  return from !== null && to !== null ? { from, to } : null;
}

function readFilter(value: unknown): SearchFilter | null {
  if (!isRecord(value) || !text(value.key)) return null;
  const key = text(value.key);
  const title = text(value.title) || key;
  const uid = text(value.uid) || key;
  if (value.type === 'range') {
    const min = finite(value.min);
    const max = finite(value.max);
    if (min === null || max === null) return null;
    return { type: 'range', key, title, uid, min, max, active: readRange(value.active) };
  }
  if (value.type !== 'list' || !Array.isArray(value.values)) return null;
  const values = value.values.map(readValue).filter((item): item is ListFilterValue => item !== null);
  return values.length ? { type: 'list', key, title, uid, values } : null;
}

export function readFilters(value: unknown): SearchFilter[] {
  return Array.isArray(value) ? value.map(readFilter).filter((filter): filter is SearchFilter => filter !== null) : [];
}
