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
 * so they win over smaller ones (mobile first).
 *
 * No stored text reaches the CSS: a value is written only when it is one of the field's
 * options and matches the strict form its property expects (digits for spacing, a
 * known class for alignment and font size); anything else is skipped.
 */
import { BREAKPOINT_KEYS, baseValue, breakpointEntries, isResponsiveValue, type FieldDefinition } from '@site/shared-schema';
import type { FieldMap } from '../schema/fields.ts';

type Declarations = Array<[property: string, value: string]>;
type Builder = (value: string) => Declarations | undefined;

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
};

/** Fields whose base is rendered by the rules too instead of by classes (see `hidden`). */
const BASE_IN_RULES = new Set(['hidden']);

/** The responsive field keys this module can render (schema tests check the catalogue against it). */
export const RESPONSIVE_RENDERED_FIELDS: readonly string[] = Object.keys(BUILDERS);

const MIN_WIDTH: Record<string, number> = Object.fromEntries(BREAKPOINT_KEYS.map((key) => [key, Number(key)]));
// Tailwind screens of this theme (theme.css): a class template's prefix tells from
// which width the base applies.
const SCREEN: Record<string, number> = { sm: 640, md: 768, lg: 1190, xl: 1340, '2xl': 1600 };

/** The width from which the field's base classes apply: 768 for 'md:pt-{value}', 0 unprefixed. */
function baseMinWidth(definition: FieldDefinition): number {
  const template = Array.isArray(definition.classes) ? definition.classes[0] ?? '' : '';
  const prefix = /^([a-z0-9]+):/.exec(template)?.[1];
  return prefix ? SCREEN[prefix] ?? 0 : 0;
}

function offered(definition: FieldDefinition, value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  return definition.options ? definition.options.some((option) => option.value === value) : false;
}

function declarationsOf(key: string, definition: FieldDefinition, value: unknown): Declarations | undefined {
  if (!Object.hasOwn(BUILDERS, key) || !offered(definition, value)) return undefined;
  return BUILDERS[key](value);
}

export interface ResponsiveStyle {
  /** The class that scopes the rules; put it on the element. */
  className: string;
  /** The rules, for a `<style>` element. */
  css: string;
}

/**
 * The per-breakpoint rules of a set of values (section meta or block style) or
 * undefined when no responsive field holds per-breakpoint values.
 * `fallbacks`: the value a field's base stands for when it is empty (a section's padding
 * default), used where a smaller breakpoint's value must give way to the base again.
 */
export function responsiveStyle(
  fields: FieldMap,
  values: Record<string, unknown>,
  fallbacks: Record<string, string> = {},
): ResponsiveStyle | undefined {
  const byWidth = new Map<number, Declarations>();
  const add = (width: number, declarations: Declarations | undefined) => {
    if (!declarations?.length) return;
    byWidth.set(width, [...(byWidth.get(width) ?? []), ...declarations]);
  };
  for (const [key, value] of Object.entries(values)) {
    const definition = fields.get(key);
    if (!definition?.responsive || !isResponsiveValue(value)) continue;
    const base = baseValue(value);
    // Below every breakpoint there is nothing to revert to: a shown base needs no rule.
    if (BASE_IN_RULES.has(key)) add(0, declarationsOf(key, definition, base)?.filter(([, css]) => css !== 'revert-layer'));
    const entries = breakpointEntries(value).map(([breakpoint, own]) => [MIN_WIDTH[breakpoint], own] as const);
    for (const [width, own] of entries) add(width, declarationsOf(key, definition, own));
    // A breakpoint below the width where the base's classes start (640 for a 'md:' field)
    // would otherwise win over the base from there on: the base takes over again.
    const from = baseMinWidth(definition);
    if (from > 0 && entries.some(([width]) => width < from) && !entries.some(([width]) => width === from)) {
      add(from, declarationsOf(key, definition, offered(definition, base) ? base : fallbacks[key]));
    }
  }
  if (byWidth.size === 0) return undefined;
  const blocks = [...byWidth.entries()].sort(([a], [b]) => a - b);
  const body = (selector: string) =>
    blocks
      .map(([width, declarations]) => {
        const rule = `${selector}{${declarations.map(([property, value]) => `${property}:${value}`).join(';')}}`;
        return width === 0 ? rule : `@media (min-width:${width}px){${rule}}`;
      })
      .join('');
  const className = `wm-r-${hash(body(''))}`;
  return { className, css: body(`.${className}`) };
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
