/**
 * Class names of a columns block for its layout code. The layout table itself (how
 * many slots, grid columns and spans per code) is the `columns` field's options in
 * shared-schema/blocks/columns.schema.json; this module only combines it with the
 * direction, width, spacing and alignment settings.
 *
 * Mobile: one stacked column (grid), or a flex box when reverse_columns_mobile or
 * flex_direction_mobile is set. Desktop (md, 768px): the layout's grid, or a flex
 * row/column when flex_direction or auto_width is set, with the grid spans turned
 * into flex-grow weights so 2/3 + 1/3 stays 2/3 + 1/3 in every direction.
 * Code 6 ("1/3 + 2/3, slots swapped") is encoded in the schema too: item_one keeps
 * the wide span and moves last with md:order-last.
 *
 * `columns` and `column_spacing` may hold per-breakpoint values: the base decides the
 * slots and classes as above; the breakpoints become `rules` of the wrapper (its grid
 * columns, the slots' spans and order, the gap from that width up, style/responsive.ts).
 * With a desktop flex row (auto width, a direction) only the gap follows the
 * breakpoints: a flex row has no grid columns.
 */
import { baseValue, type ColumnsProps, type FieldOption } from '@site/shared-schema';
import type { FieldMap } from '../../schema/fields.ts';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';
import { classValue, responsiveStyle, type ResponsiveStyle } from '../../style/responsive.ts';

export const SLOT_NAMES = ['item_one', 'item_two', 'item_three', 'item_four', 'item_five', 'item_six'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

// Literal class names so Tailwind's scanner sees them.
const FLEX_GROW: Record<number, string> = {
  1: 'md:flex-1',
  2: 'md:flex-2',
  3: 'md:flex-3',
  4: 'md:flex-4',
  5: 'md:flex-5',
};

export interface ColumnsLayout {
  wrapper: string;
  columns: { slot: SlotName; className: string }[];
  /** Rules of per-breakpoint values, for a `<style>` just before the wrapper. */
  rules?: ResponsiveStyle;
}

const SPAN = /(?:^|\s)md:col-span-(\d+)(?=\s|$)/;

/** A slot's grid classes for a flex box: the span becomes a grow weight, the rest (order) stays. */
function asFlex(slotClass: string | undefined): string {
  const classes = slotClass ?? '';
  const weight = Number(SPAN.exec(classes)?.[1] ?? 1);
  return joinClasses(FLEX_GROW[weight] ?? 'md:flex-1', classes.replace(SPAN, ' ').trim());
}

function layoutOption(fields: FieldMap, code: unknown): FieldOption | undefined {
  const options = fields.get('columns')?.options ?? [];
  const fallback = fields.get('columns')?.default;
  const base = baseValue(code);
  return options.find((option) => option.value === base) ?? options.find((option) => option.value === fallback);
}

export function columnsLayout(props: Required<ColumnsProps>, fields: FieldMap): ColumnsLayout {
  const option = layoutOption(fields, props.columns);
  const count = Math.min(option?.slots ?? 1, SLOT_NAMES.length);
  const slotClasses = option?.slot_classes ?? [];
  const desktopFlex = props.auto_width === '1' || props.flex_direction !== '';

  let mobile: string;
  if (props.reverse_columns_mobile === '1') mobile = 'flex flex-col-reverse';
  else if (props.flex_direction_mobile !== '') mobile = joinClasses('flex', fieldClass(fields, 'flex_direction_mobile', props.flex_direction_mobile));
  else mobile = 'grid grid-cols-1';
  const mobileFlex = mobile.startsWith('flex');

  const desktop = desktopFlex
    ? joinClasses('md:flex', fieldClass(fields, 'flex_direction', props.flex_direction) || 'md:flex-row')
    : joinClasses(mobileFlex && 'md:grid', option?.class);

  const wrapper = joinClasses(
    mobile,
    desktop,
    fieldClass(fields, 'column_spacing_mobile', props.column_spacing_mobile),
    fieldClass(fields, 'column_spacing', classValue('column_spacing', props.column_spacing)),
    fieldClass(fields, 'align_wrapper', props.align_wrapper),
  );
  // An empty desktop spacing leaves the mobile one in effect from md up.
  const rules = responsiveStyle(fields, props as unknown as Record<string, unknown>, {
    only: desktopFlex ? ['column_spacing'] : ['columns', 'column_spacing'],
    fallbacks: { column_spacing: String(props.column_spacing_mobile ?? '') },
  });

  const sideBySideOnMobile = mobileFlex && /flex-row/.test(mobile);
  const columns = SLOT_NAMES.slice(0, count).map((slot, index) => {
    let width: string | undefined;
    if (props.auto_width === '1') width = 'md:flex-auto md:w-auto';
    else if (desktopFlex) width = asFlex(slotClasses[index]);
    else width = slotClasses[index];
    return { slot, className: joinClasses('min-w-0', sideBySideOnMobile && 'flex-1', width) };
  });
  return { wrapper: joinClasses(wrapper, rules?.className), columns, ...(rules ? { rules } : {}) };
}
