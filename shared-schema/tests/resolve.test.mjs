import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockSchemas, fieldDefinitions, sectionDefaults, sectionSchemas } from '../index.js';
import { resolveFolder } from '../lib/resolve.js';
import { loadSources } from '../scripts/generate.mjs';
import { createValidator } from './validator.mjs';

const sources = loadSources();
const authored = createValidator(sources);
const resolved = createValidator();

// Values that each field must accept or refuse the same way, authored or resolved.
const PROBES = [12345, 'not-an-option', '', '1', null, [], { blocks: [] }];

test('the authored files validate natively exactly like the resolved schemas', () => {
  for (const [folder, schemas] of [['sections', sectionSchemas], ['blocks', blockSchemas]]) {
    for (const [id, schema] of Object.entries(schemas)) {
      const mine = authored.getSchema(schema.$id);
      const flat = resolved.getSchema(schema.$id);
      const defaults = Object.fromEntries(fieldDefinitions(schema).map((f) => [f.key, f.default]));
      assert.equal(mine(defaults), true, `${folder}/${id} defaults`);
      const unknown = { ...defaults, zz_unknown_field: '1' };
      assert.equal(mine(unknown), flat(unknown), `${folder}/${id} with an unknown key`);
      for (const key of Object.keys(schema.properties)) {
        for (const probe of PROBES) {
          const values = { ...defaults, [key]: probe };
          assert.equal(mine(values), flat(values), `${folder}/${id}.${key} = ${JSON.stringify(probe)}`);
        }
      }
    }
  }
});

test('base fields are one shared definition; templates override only their defaults', () => {
  const shared = sources.definitions.fields.$defs;
  for (const key of ['section_bg_color', 'section_text_color', 'padding_top', 'padding_bottom']) {
    for (const [id, schema] of Object.entries(sources.sections)) {
      const property = schema.properties?.[key];
      if (!property) continue;
      assert.equal(property.$ref, `../definitions/fields.schema.json#/$defs/${key}`, `${id}.${key}`);
      assert.deepEqual(Object.keys(property).filter((k) => k !== '$ref' && k !== 'default'), [], `${id}.${key}`);
    }
    assert.ok(shared[key], key);
  }
  assert.equal(sectionDefaults('columnsOne').padding_top, '13');
  assert.equal(sectionDefaults('dynamic').padding_top, shared.padding_top.default);
});

test('a variant has its base\'s fields in the base\'s order, with its own overrides', () => {
  const keys = (id) => fieldDefinitions(sectionSchemas[id]).map((f) => f.key);
  assert.deepEqual(keys('headerOneSearch'), keys('headerOne'));
  assert.deepEqual(fieldDefinitions(sectionSchemas.headerOneSearch), fieldDefinitions(sectionSchemas.headerOne));
  assert.equal(sectionDefaults('headerOneText').show_text_header, '1');
  assert.equal(sectionDefaults('headerOne').show_text_header, '0');
  const logo = (id) => fieldDefinitions(sectionSchemas[id]).find((f) => f.key === 'logo_image');
  assert.deepEqual(logo('masonryGallery').settings, { maxFiles: 10 });
  assert.deepEqual(logo('blockGalleryFive').settings, { maxFiles: 40 });
  assert.equal(logo('masonryGallery').title, logo('blockGalleryThree').title);
});

const FIELDS = { $defs: { gap: { title: 'Gap', type: 'string', default: '4', 'x-field': { type: 'text', group: 'layout' } } } };
const REF = '../definitions/fields.schema.json#/$defs/gap';

test('a shared field keeps its definition and takes the property\'s annotations', () => {
  const { base } = resolveFolder({ base: { properties: { a: { type: 'string' }, gap: { $ref: REF, default: '8', 'x-field': { group: 'content' } } } } }, FIELDS);
  assert.deepEqual(Object.keys(base.properties), ['a', 'gap']);
  assert.deepEqual(base.properties.gap, { title: 'Gap', type: 'string', default: '8', 'x-field': { type: 'text', group: 'content' } });
});

test('new fields of a variant follow the base fields; the variant keeps its own catalogue entry', () => {
  const folder = {
    base: { title: 'Base', properties: { a: { type: 'string', default: 'x' }, b: { type: 'string' } } },
    child: { title: 'Child', allOf: [{ $ref: 'base.schema.json' }], properties: { c: { type: 'string' }, a: { default: 'y' } } },
  };
  const { child } = resolveFolder(folder, FIELDS);
  assert.equal(child.title, 'Child');
  assert.equal(child.allOf, undefined);
  assert.deepEqual(Object.keys(child.properties), ['a', 'b', 'c']);
  assert.deepEqual(child.properties.a, { type: 'string', default: 'y' });
});

test('a variant inherits the base\'s schema-level keywords, not its identity', () => {
  const folder = {
    base: { $id: 'b', title: 'Base', type: 'object', required: ['a'], additionalProperties: false, properties: { a: { type: 'string' } } },
    child: { $id: 'c', title: 'Child', allOf: [{ $ref: 'base.schema.json' }] },
  };
  const { child } = resolveFolder(folder, FIELDS);
  assert.deepEqual(child, { $id: 'c', title: 'Child', type: 'object', required: ['a'], additionalProperties: false, properties: { a: { type: 'string' } } });
});

test('the resolver refuses overrides that would change validation, unknown and circular bases', () => {
  const base = { properties: { a: { type: 'string' } } };
  assert.throws(() => resolveFolder({ base, child: { allOf: [{ $ref: 'base.schema.json' }], properties: { a: { enum: ['1'] } } } }, FIELDS), /not 'enum'/);
  assert.throws(() => resolveFolder({ x: { properties: { gap: { $ref: REF, type: 'number' } } } }, FIELDS), /not 'type'/);
  assert.throws(() => resolveFolder({ x: { properties: { gap: { $ref: '../definitions/fields.schema.json#/$defs/nope' } } } }, FIELDS), /unknown shared field 'nope'/);
  assert.throws(() => resolveFolder({ x: { allOf: [{ $ref: 'missing.schema.json' }] } }, FIELDS), /unknown base 'missing'/);
  assert.throws(() => resolveFolder({ x: { allOf: [{ $ref: 'y.schema.json' }] }, y: { allOf: [{ $ref: 'x.schema.json' }] } }, FIELDS), /circular base/);
  assert.throws(() => resolveFolder({ x: { allOf: [{ type: 'object' }] } }, FIELDS), /allOf must be exactly/);
});
