/**
 * Resolving the authored schema files into the schemas every reader uses.
 *
 * Two kinds of sharing are written as plain JSON Schema, so a validator handles the
 * files as they are, and are flattened here so that readers see each template's
 * complete `properties` in form order:
 *
 * - a field reference: a property `{"$ref": "../definitions/fields.schema.json#/$defs/padding_top",
 *   "default": "13"}` is the shared field definition with the property's own
 *   annotations laid over it;
 * - a variant: a schema with `"allOf": [{"$ref": "headerOne.schema.json"}]` has every
 *   field of that base (same folder) in the base's order; its own `properties`
 *   override annotations of inherited fields in place and append new fields.
 *
 * Overrides may only change annotations (title, description, default, x-field; an
 * x-field is merged key by key), never validation, so the flattened schema validates
 * exactly like the authored one. api/catalogue/schemas.py implements the same rules.
 */

const FIELD_REF = /(?:^|\/)fields\.schema\.json#\/\$defs\/([A-Za-z0-9_]+)$/;
const BASE_REF = /^([A-Za-z0-9_]+)\.schema\.json$/;
export const ANNOTATIONS = ['title', 'description', 'default', 'x-field'];
// Schema-level keywords that belong to one schema and are never inherited by a variant.
const OWN_KEYWORDS = ['$schema', '$id', '$comment', 'title', 'description', 'x-catalogue', 'properties'];

function clone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** Name of the shared field definition a `$ref` points at, or undefined. */
export function fieldRefName(ref) {
  const match = typeof ref === 'string' ? FIELD_REF.exec(ref) : null;
  return match ? match[1] : undefined;
}

/** The base a variant extends (`allOf: [{$ref: "<id>.schema.json"}]`), or undefined. */
export function baseOf(schema, where) {
  if (schema.allOf === undefined) return undefined;
  const ref = schema.allOf.length === 1 ? schema.allOf[0].$ref : undefined;
  const match = typeof ref === 'string' && Object.keys(schema.allOf[0]).length === 1 ? BASE_REF.exec(ref) : null;
  if (!match) throw new Error(`${where}: allOf must be exactly [{"$ref": "<base>.schema.json"}]`);
  return match[1];
}

function overlay(field, override, where) {
  const merged = clone(field);
  for (const [keyword, value] of Object.entries(override)) {
    if (!ANNOTATIONS.includes(keyword)) {
      throw new Error(`${where}: an override may only change ${ANNOTATIONS.join(', ')}, not '${keyword}'`);
    }
    merged[keyword] = keyword === 'x-field' ? { ...(merged['x-field'] ?? {}), ...clone(value) } : clone(value);
  }
  return merged;
}

function resolveProperty(property, fields, where) {
  const name = fieldRefName(property.$ref);
  if (name === undefined) return clone(property);
  if (!fields[name]) throw new Error(`${where}: unknown shared field '${name}'`);
  const { $ref, ...override } = property;
  return overlay(fields[name], override, where);
}

function resolveOne(id, folder, fields, trail) {
  const schema = folder[id];
  if (!schema) throw new Error(`${trail.at(-1) ?? id}: unknown base '${id}'`);
  if (trail.includes(id)) throw new Error(`circular base: ${[...trail, id].join(' -> ')}`);
  const baseId = baseOf(schema, id);
  const base = baseId === undefined ? { properties: {} } : resolveOne(baseId, folder, fields, [...trail, id]);
  const { properties } = base;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const where = `${id}.${key}`;
    properties[key] = Object.hasOwn(properties, key) ? overlay(properties[key], property, where)
      : resolveProperty(property, fields, where);
  }
  // The base's schema-level keywords (type, required, additionalProperties, ...) apply
  // to the variant too, as they do through allOf; its identity does not.
  const inherited = Object.fromEntries(Object.entries(base).filter(([k]) => !OWN_KEYWORDS.includes(k)));
  const { allOf, ...rest } = clone(schema);
  return { ...inherited, ...rest, properties };
}

/**
 * Every schema of one folder (id -> authored schema), resolved.
 * @param {Record<string, object>} folder authored schemas of sections/ or blocks/
 * @param {object} fieldsSchema definitions/fields.schema.json
 */
export function resolveFolder(folder, fieldsSchema) {
  const fields = fieldsSchema?.$defs ?? {};
  return Object.fromEntries(Object.keys(folder).map((id) => [id, resolveOne(id, folder, fields, [])]));
}
