import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  blockDefaults, blockSchemas, fieldDefinitions, optionSets, optionSetName, schemaDefinitions,
  sectionCatalogue, sectionDefaults, sectionSchemas, styleDefaults, styleSchema,
} from '../index.js';
import { createValidator } from './validator.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ajv = createValidator();
const GROUPS = new Set(['content', 'layout', 'global']);

const allSchemas = () => [
  ...Object.entries(sectionSchemas).map(([id, s]) => [`sections/${id}`, s]),
  ...Object.entries(blockSchemas).map(([id, s]) => [`blocks/${id}`, s]),
  ...Object.entries(schemaDefinitions).map(([id, s]) => [`definitions/${id}`, s]),
];

test('generated files match the schemas (generate.mjs --check)', () => {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/generate.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});

test('every schema file is loaded, under its own $id', () => {
  for (const folder of ['sections', 'blocks', 'definitions']) {
    const files = readdirSync(join(ROOT, folder)).filter((n) => n.endsWith('.schema.json'));
    const loaded = { sections: sectionSchemas, blocks: blockSchemas, definitions: schemaDefinitions }[folder];
    assert.deepEqual(Object.keys(loaded).sort(), files.map((n) => n.replace('.schema.json', '')).sort());
  }
  for (const [path, schema] of allSchemas()) {
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema', path);
    assert.ok(schema.$id.endsWith(`/${path}.schema.json`), `${path}: $id ${schema.$id}`);
  }
});

test('every schema is a valid 2020-12 schema and compiles', () => {
  for (const [path, schema] of allSchemas()) {
    assert.ok(ajv.validateSchema(schema), `${path}: ${ajv.errorsText(ajv.errors)}`);
    assert.ok(ajv.getSchema(schema.$id), path);
  }
});

test('catalogue entries name their file and carry the catalogue fields', () => {
  for (const [id, schema] of Object.entries(sectionSchemas)) {
    const entry = schema['x-catalogue'];
    assert.equal(entry.id, id);
    assert.equal(typeof entry.title, 'string');
    assert.equal(typeof entry.description, 'string');
    assert.ok(Array.isArray(entry.groups) && entry.groups.length > 0, id);
    assert.equal(typeof entry.disabled, 'boolean');
    assert.equal(typeof entry.is_template, 'boolean');
  }
  for (const [type, schema] of Object.entries(blockSchemas)) assert.equal(schema['x-catalogue'].id, type);
  assert.deepEqual(sectionCatalogue().map((e) => e.id).sort(), Object.keys(sectionSchemas).sort());
});

test('every property is a complete field definition', () => {
  const schemas = [...Object.entries(sectionSchemas), ...Object.entries(blockSchemas), ['style', styleSchema]];
  for (const [id, schema] of schemas) {
    for (const [key, property] of Object.entries(schema.properties)) {
      const where = `${id}.${key}`;
      const xf = property['x-field'];
      assert.ok(xf, `${where}: x-field`);
      assert.equal(typeof property.title, 'string', where);
      assert.ok('default' in property, `${where}: default`);
      assert.ok(GROUPS.has(xf.group), `${where}: group ${xf.group}`);
      assert.equal(typeof xf.type, 'string', where);
      if (typeof xf.options === 'string') {
        assert.ok(optionSets[xf.options], `${where}: option set ${xf.options}`);
        const refs = [property.$ref, ...(property.anyOf ?? []).map((s) => s.$ref)].map(optionSetName);
        assert.ok(refs.includes(xf.options), `${where}: $ref and options agree`);
      }
      if (Array.isArray(xf.options)) {
        // A responsive select (x-field.responsive) holds the same enum in its plain branch.
        const values = property.enum ?? property.anyOf?.find((branch) => branch.enum)?.enum;
        assert.deepEqual(values, xf.options.map((o) => o.value), `${where}: enum and options agree`);
      }
      if (key.endsWith('_local')) {
        assert.equal(xf.type, 'select', where);
        assert.equal(xf.options, 'boolean_global', where);
      }
      if (xf.type === 'image') assert.ok(xf.settings?.maxFiles >= 1, `${where}: maxFiles`);
    }
  }
});

test('option sets list exactly their valid values', () => {
  for (const [name, set] of Object.entries(optionSets)) {
    const values = set.enum ?? set.anyOf.find((s) => s.enum).enum;
    assert.deepEqual(set['x-options'].map((o) => o.value), values, name);
    for (const option of set['x-options']) assert.equal(typeof option.label, 'string', name);
  }
});

test('every default validates against its own schema', () => {
  for (const id of Object.keys(sectionSchemas)) {
    const validate = ajv.getSchema(sectionSchemas[id].$id);
    assert.ok(validate(sectionDefaults(id)), `${id}: ${ajv.errorsText(validate.errors)}`);
  }
  for (const type of Object.keys(blockSchemas)) {
    const validate = ajv.getSchema(blockSchemas[type].$id);
    assert.ok(validate(blockDefaults(type)), `${type}: ${ajv.errorsText(validate.errors)}`);
  }
  const validate = ajv.getSchema(styleSchema.$id);
  assert.ok(validate(styleDefaults()), ajv.errorsText(validate.errors));
});

test('invalid values are rejected', () => {
  const columns = ajv.getSchema(blockSchemas.columns.$id);
  assert.equal(columns({ columns: '13' }), false);
  assert.equal(columns({ columns: '41', column_spacing: '4' }), true);
  const header = ajv.getSchema(sectionSchemas.headerOne.$id);
  assert.equal(header({ whatsappnumber: '+31600000000' }), false);
  assert.equal(header({ whatsappnumber: '31600000000', fixed_element: '1' }), true);
  assert.equal(header({ fixed_element: true }), false);
  const style = ajv.getSchema(styleSchema.$id);
  assert.equal(style({ background_color: '12, 34, 56' }), true);
  assert.equal(style({ background_color: 'purple-ish' }), false);
  const text = ajv.getSchema(blockSchemas.text.$id);
  assert.equal(text({ data: { blocks: [{ type: 'header', data: { text: 'x', level: 9 } }] } }), false);
});

test('spec defaults: header, footer, columns, button', () => {
  const header = sectionDefaults('headerOne');
  assert.equal(header.logo_height, '10');
  assert.equal(header.logo_height_mobile, '6');
  assert.equal(header.padding_top, '10');
  const footer = sectionDefaults('footersTwo');
  // Content schema 2: '' is "not filled in" (version 1 had '#', docs/content-migrations.md).
  for (const k of ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube', 'github']) assert.equal(footer[`${k}_link`], '');
  assert.equal(footer.padding_bottom, '10');
  assert.equal(footer.copyright.version, '2.18.0');
  assert.equal(blockDefaults('columns').column_spacing, '4');
  assert.equal(blockDefaults('button').default_active_state, '0');
  const layouts = fieldDefinitions(blockSchemas.columns).find((f) => f.key === 'columns').options;
  assert.deepEqual(layouts.map((o) => o.value), ['1', '2', '3', '4', '41', '42', '5', '6', '7', '8', '9', '10', '11', '12']);
});

test('defaults are fresh copies', () => {
  const a = sectionDefaults('footersTwo');
  a.copyright.blocks.push({ type: 'delimiter', data: {} });
  assert.notDeepEqual(sectionDefaults('footersTwo').copyright, a.copyright);
});
