import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BREAKPOINT_KEYS,
  baseValue,
  blockSchemas,
  breakpointEntries,
  breakpointValue,
  breakpoints,
  fieldDefinitions,
  isResponsiveValue,
  ownBreakpointValue,
  schemaDefinitions,
  sectionSchemas,
  setBreakpointValue,
  styleSchema,
} from '../index.js';
import { createValidator } from './validator.mjs';

const ajv = createValidator();
const style = ajv.getSchema(styleSchema.$id);
const RESPONSIVE_STYLE = ['padding_top', 'padding_bottom', 'padding_left', 'padding_right', 'margin_top',
  'margin_bottom', 'margin_left', 'margin_right', 'font_size', 'alignment', 'hidden'];

test('the breakpoints of the spec with Dutch labels, base first', () => {
  assert.deepEqual(breakpoints.map((b) => b.value), ['base', '640', '768', '1190', '1340', '1600']);
  assert.deepEqual(breakpoints.map((b) => b.min_width), [0, 640, 768, 1190, 1340, 1600]);
  assert.deepEqual(breakpoints.map((b) => b.label), ['Mobiel', 'Groot mobiel', 'Tablet', 'Laptop', 'Desktop', 'Breed scherm']);
  assert.deepEqual([...BREAKPOINT_KEYS], breakpoints.slice(1).map((b) => b.value));
});

test('responsive fields are marked and each wraps its own option set', () => {
  const marked = fieldDefinitions(styleSchema).filter((f) => f.responsive).map((f) => f.key);
  assert.deepEqual(marked.sort(), [...RESPONSIVE_STYLE].sort());
  const section = fieldDefinitions(sectionSchemas.headerOne).filter((f) => f.responsive).map((f) => f.key);
  assert.deepEqual(section, ['padding_top', 'padding_bottom', 'hidden']);
  for (const [key, property] of Object.entries(styleSchema.properties)) {
    if (!property['x-field'].responsive) continue;
    const [plain, perBreakpoint] = property.anyOf;
    const set = plain.$ref.split('/').at(-1);
    assert.equal(perBreakpoint.$ref, `responsive.schema.json#/$defs/${set}`, key);
    assert.equal(property['x-field'].options, set, key);
    const wrapper = schemaDefinitions.responsive.$defs[set];
    assert.deepEqual(Object.keys(wrapper.properties).sort(), ['base', ...BREAKPOINT_KEYS].sort(), key);
  }
});

test('plain values keep validating; the per-breakpoint object validates', () => {
  assert.equal(style({ padding_top: '10', font_size: 'text-lg', hidden: '0' }), true);
  assert.equal(style({ padding_top: { base: '4', 768: '10', 1600: '24' } }), true);
  assert.equal(style({ font_size: { base: 'text-sm', 1190: 'text-2xl' } }), true);
  assert.equal(style({ alignment: { base: '', 640: 'text-center' } }), true);
  assert.equal(style({ hidden: { base: '1', 1190: '0' } }), true);
  const header = ajv.getSchema(sectionSchemas.headerOne.$id);
  assert.equal(header({ padding_top: { base: '10', 1340: '20' } }), true);
  assert.equal(header({ padding_top: { base: '10', 1340: 'calc(1px)' } }), false);
});

test('bad per-breakpoint values are rejected: no base, unknown breakpoints, values outside the options', () => {
  assert.equal(style({ padding_top: { 768: '10' } }), false);
  assert.equal(style({ padding_top: { base: '4', 1024: '10' } }), false);
  assert.equal(style({ padding_top: { base: '4', 768: '1000' } }), false);
  assert.equal(style({ padding_top: { base: '4', 768: '10px;}body{display:none' } }), false);
  assert.equal(style({ font_size: { base: 'text-sm', 1190: 'text-[99px]' } }), false);
  assert.equal(style({ padding_top: { base: { base: '4' } } }), false);
  assert.equal(style({ padding_top: ['4'] }), false);
  // Fields that are not responsive keep accepting only their plain value.
  assert.equal(style({ shadow: { base: 'shadow-lg' } }), false);
  assert.equal(style({ padding_top_mobile: { base: '4' } }), false);
});

test('breakpointValue reads mobile first; ownBreakpointValue only what is set there', () => {
  const value = { base: '4', 768: '10', 1340: '' , 1600: '24' };
  assert.equal(breakpointValue(value, 'base'), '4');
  assert.equal(breakpointValue(value, '640'), '4');
  assert.equal(breakpointValue(value, '768'), '10');
  assert.equal(breakpointValue(value, '1340'), '10');
  assert.equal(breakpointValue(value, '1600'), '24');
  assert.equal(breakpointValue('8', '1190'), '8');
  assert.equal(ownBreakpointValue(value, '1190'), undefined);
  assert.equal(ownBreakpointValue(value, '768'), '10');
  assert.equal(ownBreakpointValue('8', 'base'), '8');
  assert.equal(baseValue(value), '4');
  assert.equal(baseValue('8'), '8');
  assert.equal(isResponsiveValue(value), true);
  assert.equal(isResponsiveValue('8'), false);
  assert.deepEqual(breakpointEntries(value), [['768', '10'], ['1600', '24']]);
  assert.throws(() => breakpointValue(value, '1024'), /Unknown breakpoint/);
});

test('setBreakpointValue writes the stored form: unset breakpoints dropped, plain when only the base is left', () => {
  const one = setBreakpointValue('4', '1190', '16');
  assert.deepEqual(one, { base: '4', 1190: '16' });
  const two = setBreakpointValue(one, '640', '6');
  assert.deepEqual(two, { base: '4', 640: '6', 1190: '16' });
  assert.deepEqual(setBreakpointValue(two, 'base', '2'), { base: '2', 640: '6', 1190: '16' });
  assert.deepEqual(setBreakpointValue(setBreakpointValue(two, '640', ''), '1190', undefined), '4');
  assert.equal(setBreakpointValue('4', 'base', '8'), '8');
  assert.deepEqual(one, { base: '4', 1190: '16' }, 'the input is not changed');
  assert.equal(style({ padding_top: two }), true);
});

// Grids: the columns block and the column sections; their layout options are inline.
const GRIDS = [
  ['block', 'columns', 'columns'],
  ['section', 'columnsOne', 'layout'],
  ['section', 'columnsTwo', 'layout'],
  ['section', 'columnsThree', 'layout'],
  ['section', 'columnsFour', 'layout'],
  ['section', 'columnsSix', 'layout'],
  ['section', 'sectionContent', 'layout'],
];

test('the columns of the columns block and of the column sections are responsive, with their own options at every breakpoint', () => {
  for (const [kind, id, key] of GRIDS) {
    const schema = kind === 'block' ? blockSchemas[id] : sectionSchemas[id];
    const fields = fieldDefinitions(schema);
    const layout = fields.find((f) => f.key === key);
    assert.equal(layout.responsive, true, `${id}.${key}`);
    const values = layout.options.map((o) => o.value);
    const [plain, perBreakpoint] = schema.properties[key].anyOf;
    assert.deepEqual(plain.enum, values, id);
    assert.deepEqual(perBreakpoint.required, ['base'], id);
    assert.equal(perBreakpoint.additionalProperties, false, id);
    assert.deepEqual(Object.keys(perBreakpoint.properties).sort(), ['base', ...BREAKPOINT_KEYS].sort(), id);
    for (const branch of Object.values(perBreakpoint.properties)) assert.deepEqual(branch.enum, values, id);
    // sectionContent has a fixed gap, no spacing field.
    const spacing = fields.find((f) => f.key === 'column_spacing');
    if (id !== 'sectionContent') assert.equal(spacing.responsive, true, `${id}.column_spacing`);
  }
  // A layout with a single option has nothing to choose per breakpoint.
  assert.equal(fieldDefinitions(sectionSchemas.columnsFive).find((f) => f.key === 'layout').responsive, undefined);
});

test('per-breakpoint columns validate with the options only; plain values as before', () => {
  const columns = ajv.getSchema(blockSchemas.columns.$id);
  assert.equal(columns({ columns: '2', column_spacing: '4' }), true);
  assert.equal(columns({ columns: { base: '2', 1190: '4', 1600: '42' }, column_spacing: { base: '4', 1190: '10' } }), true);
  assert.equal(columns({ columns: { base: '2', 1190: '13' } }), false);
  assert.equal(columns({ columns: { 1190: '4' } }), false);
  assert.equal(columns({ columns: { base: '2', 900: '4' } }), false);
  assert.equal(columns({ columns: { base: '2', 1190: 'repeat(9,1fr)' } }), false);
  assert.equal(columns({ column_spacing: { base: '4', 768: '10;}body{x:y' } }), false);
  // The mobile forms stay plain.
  assert.equal(columns({ column_spacing_mobile: { base: '4' } }), false);
  const three = ajv.getSchema(sectionSchemas.columnsThree.$id);
  assert.equal(three({ layout: { base: 'equal', 768: 'one_two_one' }, column_spacing: { base: '8', 1340: '16' } }), true);
  assert.equal(three({ layout: { base: 'equal', 768: 'two_equal' } }), false);
  assert.equal(three({ layout: 'sidebar_left' }), false);
});

test('a section can be hidden per breakpoint; templates that render no frame have no such field', () => {
  const withHidden = Object.keys(sectionSchemas).filter((id) => sectionSchemas[id].properties.hidden);
  assert.deepEqual(Object.keys(sectionSchemas).filter((id) => !withHidden.includes(id)).sort(), ['divider', 'templatePartial']);
  const hidden = fieldDefinitions(sectionSchemas.columnsTwo).find((f) => f.key === 'hidden');
  assert.equal(hidden.title, 'Verbergen');
  assert.equal(hidden.responsive, true);
  assert.equal(hidden.default, '0');
  const header = ajv.getSchema(sectionSchemas.headerOne.$id);
  assert.equal(header({ hidden: '1' }), true);
  assert.equal(header({ hidden: { base: '0', 1190: '1' } }), true);
  assert.equal(header({ hidden: { base: '0', 1190: 'none' } }), false);
  assert.equal(header({ hidden: { base: '0', 1190: '1', extra: '1' } }), false);
});
