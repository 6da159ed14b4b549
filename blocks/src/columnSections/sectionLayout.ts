/**
 * The `layout` select of the column sections (columnsOne .. columnsSix,
 * sectionContent): each option of the schema carries how many slots it shows, the
 * grid class and the per-slot classes in slot order. This module only reads them; a
 * stored value the schema does not offer falls back to the field's default layout.
 */
import type { FieldOption } from '@site/shared-schema';
import type { FieldMap } from '../schema/fields.ts';
import { fieldClass, joinClasses } from '../style/fieldClasses.ts';

export interface SectionLayout {
  /** The chosen option's value (after the fallback). */
  value: string;
  /** Wrapper classes: the field's own classes (grid, stacked on mobile) and the option's grid. */
  wrapper: string;
  /** How many slots the layout shows. */
  count: number;
  /** Classes per slot, in slot order ('' for none). */
  slotClasses: string[];
}

function chosen(fields: FieldMap, value: unknown): FieldOption | undefined {
  const field = fields.get('layout');
  const options = field?.options ?? [];
  return options.find((option) => option.value === value) ?? options.find((option) => option.value === field?.default);
}

export function sectionLayout(fields: FieldMap, value: unknown): SectionLayout {
  const option = chosen(fields, value);
  const count = option?.slots ?? 1;
  return {
    value: option?.value ?? '',
    wrapper: joinClasses(fieldClass(fields, 'layout', option?.value), option?.class),
    count,
    slotClasses: Array.from({ length: count }, (_, index) => option?.slot_classes?.[index] ?? ''),
  };
}
