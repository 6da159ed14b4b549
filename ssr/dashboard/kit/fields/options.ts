/** Reading options the way definitions give them: track_by for the value, label_key for the label. */
import type { FieldBase, FieldOption } from '../types.ts';

export function optionValue(field: FieldBase, option: FieldOption): unknown {
  return option[field.track_by ?? 'value'];
}

export function optionLabel(field: FieldBase, option: FieldOption): string {
  const label = field.label_key ? option[field.label_key] : (option.label ?? option.title);
  return label == null ? String(optionValue(field, option) ?? '') : String(label);
}

/** React Aria keys and DOM values are strings; this maps them back to the option's own value. */
export function optionKey(field: FieldBase, option: FieldOption): string {
  return String(optionValue(field, option) ?? '');
}

export function findOption(field: FieldBase, options: FieldOption[], key: string): FieldOption | undefined {
  return options.find((option) => optionKey(field, option) === key);
}

/** Static classes so Tailwind sees them: `columns` options per row from the sm breakpoint. */
export const gridColumns: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  5: 'grid-cols-2 sm:grid-cols-5',
  6: 'grid-cols-2 sm:grid-cols-6',
};
