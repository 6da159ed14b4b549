/**
 * Field definitions of the kit from the catalogue in shared-schema/: a section
 * template's or a block type's schema becomes tabs 'Inhoud', 'Opmaak' and 'Globaal'
 * (the fields' x-field groups content, layout, global) and, for blocks, 'Stijl' (the
 * style-settings catalogue, definitions/style.schema.json). Nothing here names a
 * template: a new *.schema.json gets its form from its properties.
 *
 * The flat form values hold the meta/props under their own keys, the style under
 * `style.<key>` and the project's global values under `global.<key>`, so the three
 * never collide (blocks have a `width` prop and a `width` style).
 *
 * `X_local` (the boolean_global set: '1' Lokaal, '0' Globaal) is shown just before
 * its field X, whatever its own group; while it says Globaal the form edits the
 * site-wide value of X (`global.X`) instead of this section's.
 */
import {
  blockDefaults,
  blockSchemas,
  type FieldDefinition as SchemaField,
  fieldDefinitions,
  type JsonSchema,
  sectionDefaults,
  sectionSchemas,
  styleDefaults,
  styleSchema,
} from '@site/shared-schema';
import type { FieldDefinition, FieldOption, FormValues, TabDefinition } from '../types.ts';

export type SchemaKind = 'section' | 'block';

export const STYLE_PREFIX = 'style.';
export const GLOBAL_PREFIX = 'global.';
const LOCAL_SUFFIX = '_local';

const TAB_TITLES: Record<string, string> = { content: 'Inhoud', layout: 'Opmaak', global: 'Globaal', style: 'Stijl' };

/** Dutch help for the few catalogue descriptions written for developers. */
const HELP: Record<string, string | null> = {
  'Empty: a tel: link to the phone number.': 'Leeg: een tel:-link naar het telefoonnummer.',
  "Empty: the page's post_title, fallback 'De pagina titel'.": "Leeg: de titel van de pagina ('De pagina titel' als die er niet is).",
  'A plain hash id, or key=value pairs joined by &.': "Een hash-id, of sleutel=waarde-paren gescheiden door '&'.",
};
/** Types whose value the schema describes for developers, not for the owner. */
const NO_HELP = new Set(['select_prefill', 'category_connections', 'flexible', 'hidden']);

export function schemaOf(kind: SchemaKind, type: string): JsonSchema {
  const schema = kind === 'section' ? (sectionSchemas as Record<string, JsonSchema>)[type] : (blockSchemas as Record<string, JsonSchema>)[type];
  if (!schema) throw new Error(`Unknown ${kind} '${type}'`);
  return schema;
}

/** The stored value's defaults: what a new section/block holds. */
export function defaultsOf(kind: SchemaKind, type: string): Record<string, unknown> {
  return kind === 'section'
    ? (sectionDefaults as (id: string) => Record<string, unknown>)(type)
    : (blockDefaults as (id: string) => Record<string, unknown>)(type);
}

export function styleDefaultValues(): Record<string, unknown> {
  return styleDefaults() as Record<string, unknown>;
}

function helpOf(field: SchemaField): string | undefined {
  if (!field.description || NO_HELP.has(field.type)) return undefined;
  if (field.description in HELP) return HELP[field.description] ?? undefined;
  return field.description;
}

function codeLanguage(key: string): 'html' | 'css' | 'javascript' {
  if (key.includes('css')) return 'css';
  if (key.includes('script')) return 'javascript';
  return 'html';
}

function options(field: SchemaField): FieldOption[] {
  return (field.options ?? []).map((option) => ({ value: option.value, label: option.label, ...(option.group ? { group: option.group } : {}) }));
}

export interface SchemaFieldOptions {
  /** Prefix of the value key (`style.` for the style settings). */
  prefix?: string;
  /** A developer may change developer-only fields (embed and custom code); others see them read-only. */
  developer?: boolean;
  /** The property's own schema (select_prefill: several products or one). */
  property?: JsonSchema;
}

/** One catalogue field as a kit definition; null for fields edited elsewhere (grid items, on the page). */
export function kitField(field: SchemaField, { prefix = '', developer = false, property }: SchemaFieldOptions = {}): FieldDefinition | null {
  const base = {
    key: `${prefix}${field.key}`,
    title: field.title,
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    ...(helpOf(field) ? { help: helpOf(field) } : {}),
  };
  const locked = field.developer && !developer ? { disabled: true, help: 'Alleen een ontwikkelaar kan dit wijzigen.' } : {};
  switch (field.type) {
    case 'select':
      return { ...base, type: 'select', options: options(field) };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'text':
    case 'textarea':
    case 'hidden':
    case 'menu':
    case 'form':
    case 'partial':
    case 'category_connections':
    case 'editor':
      return { ...base, type: field.type as 'text' };
    case 'image':
      return { ...base, type: 'image', settings: { ...field.settings } };
    case 'code_editor':
      return { ...base, ...locked, type: 'code_editor', settings: { language: codeLanguage(field.key) } };
    case 'dashboard_color_palette':
      return { ...base, type: 'dashboard_color_palette', options: options(field), settings: { store: 'key' } };
    case 'select_prefill': {
      const several = Boolean(property?.properties?.ids);
      return { ...base, type: 'select_prefill', ...(several ? { multiple: true, settings: { selection: true } } : {}) };
    }
    case 'flexible':
      // Grid items are added, moved and deleted on the page itself (spec 4, grid editing).
      return { type: 'description', title: `${field.title}: toevoegen, verplaatsen en verwijderen doe je in de pagina zelf.` };
    default:
      // A kind the kit does not know yet still shows and keeps its value as text.
      return { ...base, type: 'text' };
  }
}

const isLocalToggle = (field: SchemaField, keys: Set<string>) =>
  field.key.endsWith(LOCAL_SUFFIX) && keys.has(field.key.slice(0, -LOCAL_SUFFIX.length));

/** Whether X is edited site-wide now: its X_local says '0' (Globaal). */
export function usesGlobal(values: FormValues, key: string): boolean {
  return String(values[`${key}${LOCAL_SUFFIX}`] ?? '1') === '0';
}

export interface SchemaFormOptions {
  developer?: boolean;
  /** Blocks: add the 'Stijl' tab of the style-settings catalogue. */
  withStyle?: boolean;
}

/** The kit definition of a schema: one tabs field (tabs without fields left out). */
export function schemaFormDefinition(schema: JsonSchema, { developer = false, withStyle = false }: SchemaFormOptions = {}): FieldDefinition[] {
  const fields = fieldDefinitions(schema);
  const keys = new Set(fields.map((field) => field.key));
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const groups: Record<string, FieldDefinition[]> = { content: [], layout: [], global: [], style: [] };

  for (const field of fields) {
    if (isLocalToggle(field, keys)) continue; // placed before its field below
    const kit = kitField(field, { developer, property: schema.properties?.[field.key] });
    if (!kit) continue;
    const target = groups[field.group] ?? groups.content;
    const toggle = byKey.get(`${field.key}${LOCAL_SUFFIX}`);
    if (!toggle || kit.type === 'description') {
      target.push(kit);
      continue;
    }
    const key = field.key;
    target.push(
      { type: 'radio_buttons', key: toggle.key, title: toggle.title, options: options(toggle) },
      { ...kit, conditional: (values: FormValues) => !usesGlobal(values, key) } as FieldDefinition,
      {
        ...kit,
        key: `${GLOBAL_PREFIX}${key}`,
        title: `${field.title} (globaal)`,
        help: 'Geldt voor de hele site: elke sectie die dit veld op Globaal heeft staan toont deze waarde.',
        conditional: (values: FormValues) => usesGlobal(values, key),
      } as FieldDefinition,
    );
  }
  if (withStyle) groups.style.push(...styleGroups(developer));
  const tabs: TabDefinition[] = Object.entries(groups)
    .filter(([, list]) => list.length > 0)
    .map(([group, list]) => ({ title: TAB_TITLES[group], id: `schema-${group}`, fields: list }));
  return [{ type: 'tabs', fields: tabs }];
}

/**
 * The style-settings catalogue in collapsible groups (the first open), by what a
 * setting's key says it is; a setting added to the catalogue lands in its group, or
 * in 'Overig'.
 */
const STYLE_GROUPS: { title: string; match: RegExp }[] = [
  { title: 'Kleur en achtergrond', match: /^(text_color|background_)/ },
  { title: 'Tekst', match: /^(font_|text_|alignment)/ },
  { title: 'Afmetingen', match: /^(width|height)/ },
  { title: 'Binnenruimte', match: /^padding_/ },
  { title: 'Buitenruimte', match: /^margin_/ },
  { title: 'Rand, afronding en schaduw', match: /^(border_|radius|shadow|opacity)/ },
];

function styleGroups(developer: boolean): FieldDefinition[] {
  const lists = new Map<string, FieldDefinition[]>([...STYLE_GROUPS.map((g) => [g.title, []] as [string, FieldDefinition[]]), ['Overig', []]]);
  for (const field of fieldDefinitions(styleSchema)) {
    const kit = kitField(field, { prefix: STYLE_PREFIX, developer });
    if (!kit) continue;
    const title = STYLE_GROUPS.find((g) => g.match.test(field.key))?.title ?? 'Overig';
    lists.get(title)!.push(kit);
  }
  return [...lists.entries()]
    .filter(([, fields]) => fields.length > 0)
    .map(([title, fields], index) => ({ type: 'group', title, default_open: index === 0 ? '1' : '0', fields }));
}

/** The keys of global values a schema's form can edit (every X with an X_local). */
export function globalKeys(schema: JsonSchema): string[] {
  const keys = new Set(fieldDefinitions(schema).map((field) => field.key));
  return [...keys].filter((key) => keys.has(`${key}${LOCAL_SUFFIX}`));
}
