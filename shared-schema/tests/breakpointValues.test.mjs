import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BREAKPOINT_KEYS,
  baseValue,
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
  assert.deepEqual(section, ['padding_top', 'padding_bottom']);
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
