/**
 * The `layout` select of the column sections (columnsOne .. columnsSix,
 * sectionContent): each option of the schema carries how many slots it shows, the
 * grid class and the per-slot classes in slot order. This module only reads them; a
 * stored value the schema does not offer falls back to the field's default layout.
 *
 * `layout` and `column_spacing` may hold per-breakpoint values: the base decides the
 * slots and classes as before; the breakpoints become rules of the grid element
 * (`rules`, for a `<style>` just before it), which set its columns, the slots' spans
 * and order, and the gap from that width up (style/responsive.ts).
 */
import { baseValue, type FieldOption } from '@site/shared-schema';
import type { FieldMap } from '../schema/fields.ts';
import { fieldClass, joinClasses } from '../style/fieldClasses.ts';
import { classValue, responsiveStyle, type ResponsiveStyle } from '../style/responsive.ts';

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

/**
 * The per-breakpoint rules of a grid's `layout` and `column_spacing`, or undefined;
 * `spacing` is what an empty column_spacing stands for from md up (the grid's own gap),
 * `slots` the child position of each slot when some are not rendered (responsive.ts).
 */
export function gridRules(fields: FieldMap, meta: Record<string, unknown>, spacing: string, slots?: readonly number[]): ResponsiveStyle | undefined {
  return responsiveStyle(fields, meta, { only: ['layout', 'column_spacing'], fallbacks: { column_spacing: spacing }, slots });
}

/** The column spacing's classes of its base. */
export function spacingClass(fields: FieldMap, value: unknown): string {
  return fieldClass(fields, 'column_spacing', classValue('column_spacing', value));
}

function chosen(fields: FieldMap, value: unknown): FieldOption | undefined {
  const field = fields.get('layout');
  const options = field?.options ?? [];
  const base = baseValue(value);
  return options.find((option) => option.value === base) ?? options.find((option) => option.value === field?.default);
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
