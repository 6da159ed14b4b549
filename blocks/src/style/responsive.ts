/**
 * Per-breakpoint values as CSS (docs/page-editor.md, "Per-breakpoint values").
 *
 * A responsive field (x-field.responsive) holding `{base, 640?, 768?, 1190?, 1340?,
 * 1600?}` keeps its base rendered as before (the field's Tailwind classes); every
 * breakpoint value becomes a declaration in an `@media (min-width: …px)` rule of a
 * `<style>` element rendered by the server, scoped to a class derived from the rules
 * themselves (`wm-r-<hash>`), so the same values always give the same class and no
 * script is involved.
 *
 * The rules are unlayered, so they win over Tailwind's utilities (which live in
 * `@layer utilities`) without raising specificity, and larger breakpoints come later,
 * so they win over smaller ones (mobile first). A layout (the columns of a grid) also
 * has rules for the grid's children (`.wm-r-x>:nth-child(2)`): their spans and order.
 *
 * No stored text reaches the CSS: a value is written only when it is one of the field's
 * options and matches the strict form its property expects (digits for spacing, a
 * known class for alignment and font size, a `md:grid-cols-N` option for a layout);
 * anything else is skipped.
 */
import { BREAKPOINT_KEYS, baseValue, breakpointEntries, isResponsiveValue, type FieldDefinition } from '@site/shared-schema';
import type { FieldMap } from '../schema/fields.ts';

/** A declaration of the element itself, or of its children when `child` is given ('>*', '>:nth-child(2)'). */
type Declaration = [property: string, value: string, child?: string];
type Declarations = Declaration[];
type Builder = (value: string, definition: FieldDefinition) => Declarations | undefined;

const SPACING = /^\d{1,3}$/;
const SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl']);
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify']);
const FLOAT = new Set(['left', 'right']);

function spacing(property: string): Builder {
  return (value) => (SPACING.test(value) ? [[property, `calc(var(--spacing) * ${value})`]] : undefined);
}

function fontSize(value: string): Declarations | undefined {
  const size = value.startsWith('text-') ? value.slice(5) : '';
  if (!SIZES.has(size)) return undefined;
  return [
    ['font-size', `var(--text-${size})`],
    ['line-height', `var(--tw-leading, var(--text-${size}--line-height))`],
  ];
}

// A text alignment cancels a float of a smaller breakpoint; a float keeps the text as
// it was.
function alignment(value: string): Declarations | undefined {
  const [kind, side] = value.split('-', 2);
  if (kind === 'text' && TEXT_ALIGN.has(side)) return [['text-align', side], ['float', 'none']];
  if (kind === 'float' && FLOAT.has(side)) return [['float', side]];
  return undefined;
}

// '1' hides; '0' shows again: `revert-layer` hands display back to the classes (the
// element's own display: block, flex from div_class, …).
function hidden(value: string): Declarations | undefined {
  if (value === '1') return [['display', 'none']];
  if (value === '0') return [['display', 'revert-layer']];
  return undefined;
}

// In the editor's preview a hidden element stays findable: dimmed with a dashed outline.
function hiddenInEditor(value: string): Declarations | undefined {
  if (value === '1') return [['opacity', '0.35'], ['outline', '2px dashed #6366f1'], ['outline-offset', '-2px']];
  if (value === '0') return [['opacity', 'revert-layer'], ['outline', 'revert-layer'], ['outline-offset', 'revert-layer']];
  return undefined;
}

const GRID_COLUMNS = /^md:grid-cols-(\d{1,2})$/;
const SLOT_CLASS = /^md:(?:col-span-(\d{1,2})|order-(first|last))$/;
const ORDER: Record<string, string> = { first: '-9999', last: '9999' };
/** A declaration of slot k of a layout, before it is placed among the rendered children. */
const SLOT_MARK = 'slot:';

// A layout option of a grid (the columns block's `columns`, a column section's
// `layout`): its `md:grid-cols-N` as the grid's columns, every child back to one
// column in markup order, then the option's own spans and order per slot. An option
// with any other class is not written at all.
function gridLayout(value: string, definition: FieldDefinition): Declarations | undefined {
  const option = definition.options?.find((candidate) => candidate.value === value);
  const columns = Number(GRID_COLUMNS.exec(option?.class ?? '')?.[1] ?? 0);
  if (!option || columns < 1 || columns > 12) return undefined;
  const declarations: Declarations = [
    ['grid-template-columns', `repeat(${columns}, minmax(0, 1fr))`],
    ['grid-column', 'auto', '>*'],
    ['order', '0', '>*'],
  ];
  for (const [index, classes] of (option.slot_classes ?? []).entries()) {
    // The slot's index; responsiveStyle turns it into the child's place (`slots`).
    const child = `${SLOT_MARK}${index}`;
    for (const token of classes.split(' ').filter(Boolean)) {
      const match = SLOT_CLASS.exec(token);
      if (!match) return undefined;
      const span = Number(match[1] ?? 0);
      if (match[1] && (span < 1 || span > 12)) return undefined;
      declarations.push(match[1] ? ['grid-column', `span ${span} / span ${span}`, child] : ['order', ORDER[match[2]], child]);
    }
  }
  return declarations;
}

const BUILDERS: Record<string, Builder> = {
  padding_top: spacing('padding-top'),
  padding_bottom: spacing('padding-bottom'),
  padding_left: spacing('padding-left'),
  padding_right: spacing('padding-right'),
  margin_top: spacing('margin-top'),
  margin_bottom: spacing('margin-bottom'),
  margin_left: spacing('margin-left'),
  margin_right: spacing('margin-right'),
  font_size: fontSize,
  alignment,
  hidden,
  // Grids: the columns block (`columns`, `column_spacing`), the column sections
  // (`layout`, `column_spacing`).
  columns: gridLayout,
  layout: gridLayout,
  column_spacing: spacing('gap'),
};

/** Fields whose base is rendered by the rules too instead of by classes (see `hidden`). */
const BASE_IN_RULES = new Set(['hidden']);

/** The responsive field keys this module can render (schema tests check the catalogue against it). */
export const RESPONSIVE_RENDERED_FIELDS: readonly string[] = Object.keys(BUILDERS);

const MIN_WIDTH: Record<string, number> = Object.fromEntries(BREAKPOINT_KEYS.map((key) => [key, Number(key)]));
// Tailwind screens of this theme (theme.css): a class template's prefix tells from
// which width the base applies.
const SCREEN: Record<string, number> = { sm: 640, md: 768, lg: 1190, xl: 1340, '2xl': 1600 };

/**
 * The width from which the field's base classes apply: 768 for 'md:pt-{value}', 0
 * unprefixed; a layout whose options carry 'md:grid-cols-N' applies from 768 too.
 */
function baseMinWidth(definition: FieldDefinition): number {
  const template = Array.isArray(definition.classes) ? definition.classes[0] ?? '' : '';
  const prefix = /^([a-z0-9]+):/.exec(template)?.[1] ?? /^([a-z0-9]+):/.exec(definition.options?.[0]?.class ?? '')?.[1];
  return prefix ? SCREEN[prefix] ?? 0 : 0;
}

function offered(definition: FieldDefinition, value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  return definition.options ? definition.options.some((option) => option.value === value) : false;
}

function declarationsOf(key: string, definition: FieldDefinition, value: unknown, editor: boolean): Declarations | undefined {
  if (!Object.hasOwn(BUILDERS, key) || !offered(definition, value)) return undefined;
  return (editor && key === 'hidden' ? hiddenInEditor : BUILDERS[key])(value, definition);
}

export interface ResponsiveStyle {
  /** The class that scopes the rules; put it on the element. */
  className: string;
  /** The rules, for a `<style>` element. */
  css: string;
}

export interface ResponsiveOptions {
  /**
   * The value a field's base stands for when it is empty (a section's padding
   * default), used where a smaller breakpoint's value must give way to the base again.
   */
  fallbacks?: Record<string, string>;
  /** Only these fields (a section's frame and its grid are different elements). */
  only?: readonly string[];
  /** The editor's preview: a hidden element is dimmed and outlined instead of gone. */
  editor?: boolean;
  /**
   * A grid's slots as rendered: the child position (1-based) of each slot index, 0 for
   * a slot not rendered (a hidden card). Default: slot k is child k + 1.
   */
  slots?: readonly number[];
}

/**
 * The per-breakpoint rules of a set of values (section meta or block style) or
 * undefined when no responsive field holds per-breakpoint values.
 */
export function responsiveStyle(
  fields: FieldMap,
  values: Record<string, unknown>,
  { fallbacks = {}, only, editor = false, slots }: ResponsiveOptions = {},
): ResponsiveStyle | undefined {
  const byWidth = new Map<number, Declarations>();
  const add = (width: number, declarations: Declarations | undefined) => {
    if (!declarations?.length) return;
    byWidth.set(width, [...(byWidth.get(width) ?? []), ...declarations]);
  };
  for (const [key, value] of Object.entries(values)) {
    if (only && !only.includes(key)) continue;
    const definition = fields.get(key);
    if (!definition?.responsive || !isResponsiveValue(value)) continue;
    const base = baseValue(value);
    const of = (own: unknown) => declarationsOf(key, definition, own, editor);
    // Below every breakpoint there is nothing to revert to: a shown base needs no rule.
    if (BASE_IN_RULES.has(key)) add(0, of(base)?.filter(([, css]) => css !== 'revert-layer'));
    const entries = breakpointEntries(value).map(([breakpoint, own]) => [MIN_WIDTH[breakpoint], own] as const);
    for (const [width, own] of entries) add(width, of(own));
    // A breakpoint below the width where the base's classes start (640 for a 'md:' field)
    // would otherwise win over the base from there on: the base takes over again.
    const from = baseMinWidth(definition);
    if (from > 0 && entries.some(([width]) => width < from) && !entries.some(([width]) => width === from)) {
      add(from, of(offered(definition, base) ? base : fallbacks[key]));
    }
  }
  if (byWidth.size === 0) return undefined;
  const blocks = [...byWidth.entries()].sort(([a], [b]) => a - b);
  const body = (selector: string) =>
    blocks
      .map(([width, declarations]) => {
        const rules = rulesOf(selector, placed(declarations, slots));
        return width === 0 ? rules : `@media (min-width:${width}px){${rules}}`;
      })
      .join('');
  const className = `wm-r-${hash(body(''))}`;
  return { className, css: body(`.${className}`) };
}

/** Slot declarations at their child's place (`>:nth-child(n)`); those of slots not rendered dropped. */
function placed(declarations: Declarations, slots: readonly number[] | undefined): Declarations {
  return declarations.flatMap(([property, value, child]): Declarations => {
    if (!child?.startsWith(SLOT_MARK)) return [[property, value, child]];
    const index = Number(child.slice(SLOT_MARK.length));
    const position = slots ? slots[index] ?? 0 : index + 1;
    return Number.isInteger(position) && position > 0 ? [[property, value, `>:nth-child(${position})`]] : [];
  });
}

/** The rules of one width: the element's own declarations, then each child selector's, in order. */
function rulesOf(selector: string, declarations: Declarations): string {
  const bySelector = new Map<string, string[]>();
  for (const [property, value, child = ''] of declarations) {
    bySelector.set(child, [...(bySelector.get(child) ?? []), `${property}:${value}`]);
  }
  const order = [...bySelector.keys()].sort((a, b) => Number(a !== '') - Number(b !== ''));
  return order.map((child) => `${selector}${child}{${bySelector.get(child)!.join(';')}}`).join('');
}

/** The base of a value for the field's classes; a field whose base is in the rules has none. */
export function classValue(key: string, value: unknown): unknown {
  if (!isResponsiveValue(value)) return value;
  return BASE_IN_RULES.has(key) ? '' : baseValue(value);
}

/** FNV-1a, 32 bits, base 36: a short stable name for a set of rules. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
