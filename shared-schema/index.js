/**
 * @site/shared-schema: the section and block catalogue (JSON Schema 2020-12) for JS.
 * The schemas come from generated/schemas.js (regenerate with `npm run generate -w shared-schema`).
 */
import { sections, blocks, definitions } from './generated/schemas.js';
import {
  catalogueEntry,
  fieldDefinitions as definitionsOf,
  schemaDefaults,
} from './lib/catalogue.js';

import { breakpointList } from './lib/responsive.js';

export { optionSetName } from './lib/catalogue.js';
export {
  BREAKPOINT_KEYS,
  baseValue,
  breakpointEntries,
  breakpointValue,
  compactResponsive,
  isResponsiveValue,
  ownBreakpointValue,
  setBreakpointValue,
} from './lib/responsive.js';

/** Section template id -> schema. */
export const sectionSchemas = sections;
/** Block type -> schema (validates block.props). */
export const blockSchemas = blocks;
/** The style-settings catalogue (validates block.style). */
export const styleSchema = definitions.style;
/** Rich-text document schema (Editor.js data). */
export const richTextSchema = definitions.richtext;
/** Image value schema. */
export const imageSchema = definitions.image;
/** Option set name -> schema with enum and x-options ({value, label, group?}). */
export const optionSets = definitions.options.$defs;
/** The breakpoints of per-breakpoint values: [{value: 'base'|'640'|..., min_width, label}], base first. */
export const breakpoints = Object.freeze(breakpointList(definitions.responsive));
/** Every definition file by name (fields, options, responsive, richtext, image, style). */
export const schemaDefinitions = definitions;

/** Catalogue entries of all section templates ({id, title, description, groups, disabled, is_template, defaults}). */
export function sectionCatalogue() {
  return Object.values(sections).map(catalogueEntry);
}

/** Catalogue entries of all block types ({id, title, description, slots?, developer?, defaults}). */
export function blockCatalogue() {
  return Object.values(blocks).map(catalogueEntry);
}

function known(map, key, kind) {
  const schema = map[key];
  if (!schema) throw new Error(`Unknown ${kind} '${key}'`);
  return schema;
}

// The defaults of each schema, read once: [key, value, JSON of an object value or null].
// Every page render asks for them per section and block; copying each default through
// JSON on every call was a few per cent of a server render (docs/performance.md, "SSR").
const defaultsBySchema = new Map();

/** schemaDefaults(schema), as fresh copies: plain values shared, objects and lists new. */
function freshDefaults(schema) {
  let entries = defaultsBySchema.get(schema);
  if (!entries) {
    entries = Object.entries(schemaDefaults(schema)).map(([key, value]) => [
      key,
      value,
      value !== null && typeof value === 'object' ? JSON.stringify(value) : null,
    ]);
    defaultsBySchema.set(schema, entries);
  }
  const values = {};
  for (const [key, value, json] of entries) values[key] = json === null ? value : JSON.parse(json);
  return values;
}

/** Default meta of a section template (a fresh copy). */
export function sectionDefaults(id) {
  return freshDefaults(known(sections, id, 'section template'));
}

/** Default props of a block type (a fresh copy). */
export function blockDefaults(type) {
  return freshDefaults(known(blocks, type, 'block type'));
}

/** Default style settings (a fresh copy). */
export function styleDefaults() {
  return freshDefaults(definitions.style);
}

/** Field definitions of a schema in field order: [{key, title, group, type, options, default, ...}]. */
export function fieldDefinitions(schema) {
  return definitionsOf(schema, optionSets);
}

/** Meta with every missing key filled from the template defaults (what renderers read). */
export function withSectionDefaults(id, meta = {}) {
  return { ...sectionDefaults(id), ...meta };
}

/** Props with every missing key filled from the block defaults. */
export function withBlockDefaults(type, props = {}) {
  return { ...blockDefaults(type), ...props };
}

/** An empty rich-text document (Editor.js data, version 2.18.0). */
export function emptyRichText() {
  return { time: Date.now(), version: '2.18.0', blocks: [] };
}
