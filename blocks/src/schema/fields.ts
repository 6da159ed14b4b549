/**
 * Read access to shared-schema for renderers: merged defaults and field definitions
 * per section template, block type and the style catalogue. Defaults are never
 * retyped in components; they come from here.
 */
import {
  blockDefaults,
  blockSchemas,
  fieldDefinitions,
  sectionDefaults,
  sectionSchemas,
  styleDefaults,
  styleSchema,
  type FieldDefinition,
  type JsonSchema,
} from '@site/shared-schema';

export type FieldMap = ReadonlyMap<string, FieldDefinition>;

const fieldMaps = new WeakMap<JsonSchema, FieldMap>();
const EMPTY_FIELDS: FieldMap = new Map();

function fieldsOf(schema: JsonSchema | undefined): FieldMap {
  if (!schema) return EMPTY_FIELDS;
  let fields = fieldMaps.get(schema);
  if (!fields) {
    fields = new Map(fieldDefinitions(schema).map((definition) => [definition.key, definition]));
    fieldMaps.set(schema, fields);
  }
  return fields;
}

function hasKey(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

export function hasSectionSchema(id: string): boolean {
  return hasKey(sectionSchemas, id);
}

export function hasBlockSchema(type: string): boolean {
  return hasKey(blockSchemas, type);
}

export function sectionFields(id: string): FieldMap {
  return hasSectionSchema(id) ? fieldsOf((sectionSchemas as Record<string, JsonSchema>)[id]) : EMPTY_FIELDS;
}

export function blockFields(type: string): FieldMap {
  return hasBlockSchema(type) ? fieldsOf((blockSchemas as Record<string, JsonSchema>)[type]) : EMPTY_FIELDS;
}

export function styleFields(): FieldMap {
  return fieldsOf(styleSchema);
}

type Values = Record<string, unknown>;

const LOCAL_SUFFIX = '_local';

/**
 * A field `X` whose `X_local` is '0' (Globaal) shows the site-wide value of `X`
 * (`project.global_fields`, keyed by the plain field key); without one it keeps its
 * own value.
 */
export function withGlobalValues(values: Values, globals: Values | undefined): Values {
  if (!globals) return values;
  let resolved = values;
  for (const [toggle, choice] of Object.entries(values)) {
    if (!toggle.endsWith(LOCAL_SUFFIX) || choice !== '0') continue;
    const key = toggle.slice(0, -LOCAL_SUFFIX.length);
    if (!key || !hasKey(globals, key) || globals[key] === undefined || globals[key] === null) continue;
    if (resolved === values) resolved = { ...values };
    resolved[key] = globals[key];
  }
  return resolved;
}

// Stored values win; a key the stored data lacks falls back to the schema default;
// fields switched to Globaal then take the project's site-wide value.
export function sectionMeta(id: string, meta: Values | undefined, globals?: Values): Values {
  const defaults = hasSectionSchema(id) ? (sectionDefaults(id as never) as Values) : {};
  return withGlobalValues({ ...defaults, ...(meta ?? {}) }, globals);
}

export function blockProps(type: string, props: Values | undefined): Values {
  const defaults = hasBlockSchema(type) ? (blockDefaults(type as never) as Values) : {};
  return { ...defaults, ...(props ?? {}) };
}

export function blockStyle(style: Values | undefined): Values {
  return { ...(styleDefaults() as Values), ...(style ?? {}) };
}
