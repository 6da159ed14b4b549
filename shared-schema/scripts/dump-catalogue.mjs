#!/usr/bin/env node
/**
 * Prints what the JS reader makes of the catalogue as JSON: per section template and
 * block type its catalogue entry (with defaults) and field definitions in form order,
 * plus the style fields. `--snapshot` writes the compact form kept in
 * tests/snapshots/catalogue.json (options of a named set shortened to `{"set": name}`,
 * one field per line); `--full` adds the resolved schemas, the definition files and the
 * shared field definitions (definitions/fields.schema.json) read as fields, for the
 * Python/JS agreement test (tests/catalogue/test_readers_agree.py).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import {
  blockSchemas, fieldDefinitions, optionSets, schemaDefinitions, sectionSchemas, styleDefaults, styleSchema,
} from '../index.js';
import { catalogueEntry } from '../lib/catalogue.js';

export function catalogueDump({ full = false } = {}) {
  const describe = (schemas) => Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [
    id, { entry: catalogueEntry(schema), fields: fieldDefinitions(schema) },
  ]));
  return {
    sections: describe(sectionSchemas),
    blocks: describe(blockSchemas),
    style: { entry: { defaults: styleDefaults() }, fields: fieldDefinitions(styleSchema) },
    ...(full ? {
      schemas: { sections: sectionSchemas, blocks: blockSchemas, definitions: schemaDefinitions },
      sharedFields: fieldDefinitions({ properties: schemaDefinitions.fields.$defs }),
    } : {}),
  };
}

function compactField(field) {
  if (!field.options) return field;
  const set = Object.keys(optionSets).find((name) => isDeepStrictEqual(optionSets[name]['x-options'], field.options));
  return set ? { ...field, options: { set } } : field;
}

/** The snapshot text: stable, diffable, one field per line. */
export function snapshotText(dump = catalogueDump()) {
  const item = ({ entry, fields }) => [
    `{"entry": ${JSON.stringify(entry)},`,
    ' "fields": [',
    fields.map((field) => `  ${JSON.stringify(compactField(field))}`).join(',\n'),
    ' ]}',
  ].join('\n');
  const group = (items) => `{\n${Object.entries(items)
    .map(([id, value]) => `${JSON.stringify(id)}: ${item(value)}`).join(',\n')}\n}`;
  return `{"sections": ${group(dump.sections)},\n"blocks": ${group(dump.blocks)},\n"style": ${item(dump.style)}}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--snapshot');
  if (at >= 0) writeFileSync(process.argv[at + 1], snapshotText());
  else process.stdout.write(`${JSON.stringify(catalogueDump({ full: process.argv.includes('--full') }))}\n`);
}
