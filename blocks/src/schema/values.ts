/**
 * Reading typed values out of stored field values, with the field's schema as the
 * authority: counts and milliseconds fall back to the field's own default, image
 * lists stop at the field's maxFiles, and an option's `class` is looked up in the
 * field's options (never assembled from fragments).
 */
import type { FieldMap } from './fields.ts';

const WHOLE = /^\s*\d{1,7}\s*$/;

/** A whole number stored as a string or number; undefined for anything else. */
export function parseWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  return typeof value === 'string' && WHOLE.test(value) ? Number(value) : undefined;
}

/** A whole number from `value`, else from the field's default, else `fallback`. */
export function wholeNumber(fields: FieldMap, key: string, value: unknown, fallback = 0): number {
  return parseWholeNumber(value) ?? parseWholeNumber(fields.get(key)?.default) ?? fallback;
}

/** The number of files an image field accepts (x-field.settings.maxFiles). */
export function maxFiles(fields: FieldMap, key: string): number {
  const limit = fields.get(key)?.settings?.maxFiles;
  return typeof limit === 'number' && limit > 0 ? limit : Number.POSITIVE_INFINITY;
}

/** The `class` of the option `value` of a select field ('' when none). */
export function optionClass(fields: FieldMap, key: string, value: unknown): string {
  const option = fields.get(key)?.options?.find((candidate) => candidate.value === value);
  return option?.class ?? '';
}

/** A switch field is on: '1', or the legacy true / 'true' older data stores (active_content, autoplay, ...). */
export function isOn(value: unknown): boolean {
  return value === '1' || value === true || value === 'true';
}

/** `value` when the select field offers it, else the field's default (stale or hand-edited data). */
export function offeredValue(fields: FieldMap, key: string, value: unknown): unknown {
  const field = fields.get(key);
  return field?.options?.some((option) => option.value === value) ? value : field?.default;
}
