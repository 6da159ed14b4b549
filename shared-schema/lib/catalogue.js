/**
 * Reading the catalogue: field definitions, defaults and catalogue entries, computed from
 * the schema objects alone. Shared by index.js (runtime) and scripts/generate.mjs.
 */

const OPTIONS_REF = /(?:^|\/)options\.schema\.json#\/\$defs\/([A-Za-z0-9_]+)$/;

/** Name of the option set a `$ref` points at, or undefined. */
export function optionSetName(ref) {
  const match = typeof ref === 'string' ? OPTIONS_REF.exec(ref) : null;
  return match ? match[1] : undefined;
}

function clone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/**
 * The option list of a field: an inline list, or the x-options of a named set.
 * @param {object} property a schema property
 * @param {Record<string, object>} optionSets the $defs of options.schema.json
 */
export function fieldOptions(property, optionSets) {
  const declared = property['x-field']?.options;
  if (Array.isArray(declared)) return clone(declared);
  const name = typeof declared === 'string' ? declared : optionSetName(property.$ref);
  if (!name) return undefined;
  const set = optionSets[name];
  if (!set) throw new Error(`Unknown option set '${name}'`);
  return clone(set['x-options']);
}

/** The field definitions of a section, block or style schema, in field order. */
export function fieldDefinitions(schema, optionSets) {
  return Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const xf = property['x-field'] ?? {};
    const definition = {
      key,
      title: property.title ?? key,
      group: xf.group ?? 'content',
      type: xf.type ?? 'text',
      default: clone(property.default),
    };
    const options = fieldOptions(property, optionSets);
    if (options) definition.options = options;
    if (typeof xf.options === 'string') definition.optionSet = xf.options;
    for (const extra of ['settings', 'developer', 'placeholder', 'classes', 'responsive']) {
      if (xf[extra] !== undefined) definition[extra] = clone(xf[extra]);
    }
    if (property.description) definition.description = property.description;
    return definition;
  });
}

/** Default values of every field of a schema (fresh copies). */
export function schemaDefaults(schema) {
  const values = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (property.default !== undefined) values[key] = clone(property.default);
  }
  return values;
}

/** The catalogue entry of a section or block schema, with its default values. */
export function catalogueEntry(schema) {
  return { ...clone(schema['x-catalogue']), defaults: schemaDefaults(schema) };
}
