/**
 * The catalogue contract: shared-schema, the two registries and the components agree
 * one to one. Every section and block schema has a component registered under the
 * same id and every registered component has a schema; every schema field has a
 * default and the defaults validate (Ajv 2020-12, as shared-schema's own tests do);
 * every component renders from its defaults alone (empty meta / props) on the
 * server, both for visitors and in the editor: under its own `data-template` /
 * `data-block` root, showing the default texts its schema declares. A template that
 * lacks any of these fails here by name.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import {
  blockDefaults, blockSchemas, fieldDefinitions, sectionDefaults, sectionSchemas, type JsonSchema,
} from '@site/shared-schema';
import { createValidator } from '@site/shared-schema/tests/validator.mjs';
import { BlockView } from '../render/BlockView.tsx';
import { sectionMeta } from '../schema/fields.ts';
import { SiteProvider, type SiteInput } from '../site/SiteContext.tsx';
import type { Block, Section } from '../site/types.ts';
import { parseHtml, type Rendered } from '../test/render.tsx';
import { blockRegistry, defaultRegistry, sectionRegistry } from './index.ts';
import { RegistryProvider } from './RegistryContext.tsx';

const ajv = createValidator();

const sectionIds = [...new Set([...Object.keys(sectionSchemas), ...Object.keys(sectionRegistry)])].sort();
const blockTypes = [...new Set([...Object.keys(blockSchemas), ...Object.keys(blockRegistry)])].sort();

/** What a page gives every component: a project, a page, no menus, forms or templates. */
function site(editable: boolean): SiteInput {
  return {
    project: { id: 1, title: 'Contracttest' },
    page: { path: '/contract', post_title: 'Contractpagina', breadcrumbs: [] },
    editable,
  };
}

function renderWithSite(element: ReturnType<typeof createElement>, editable: boolean): Rendered {
  return parseHtml(renderToString(
    <SiteProvider value={site(editable)}>
      <RegistryProvider registry={defaultRegistry}>{element}</RegistryProvider>
    </SiteProvider>,
  ));
}

/**
 * Sections and blocks that show visitors nothing until they get content (images, a
 * chosen template, a product, developer code); in the editor they show a notice.
 */
const EMPTY_WITHOUT_CONTENT = new Set([
  'blockGalleryThree', 'masonryGallery', 'logosOne', 'templatePartial',
  'addtocart', 'customcode', 'embed', 'productcategories', 'products',
]);
/** Default texts a template's default layout has no place for. */
const NOT_IN_DEFAULT_LAYOUT: Record<string, string[]> = { columnsOne: ['sidebar'] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };
const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name])
  .replace(/\s+/g, ' ').trim();
const isVisibleText = (value: unknown): value is string => typeof value === 'string' && /\p{L}/u.test(value)
  && !/^(\/|#|https?:|tel:|mailto:)/.test(value);

/** The texts of a rich-text default (paragraphs, headers, list items, quotes). */
function documentTexts(document: unknown): string[] {
  const blocks = (document as { blocks?: Array<{ data?: Record<string, unknown> }> } | undefined)?.blocks ?? [];
  return blocks.flatMap(({ data = {} }) => {
    const items = Array.isArray(data.items) ? data.items.map((item) => (typeof item === 'string' ? item : (item as { content?: unknown })?.content)) : [];
    return [data.text, ...items].filter((text): text is string => typeof text === 'string').map(plain).filter(Boolean);
  });
}

/**
 * The default texts a visitor reads, per field: rich-text defaults and text fields with
 * words (not links). A field `X` whose `active_X` switch is off by default is left out
 * unless `switchedOn`.
 */
function defaultTexts(id: string, schema: JsonSchema, switchedOn = false): Array<[string, string]> {
  const fields = fieldDefinitions(schema);
  const off = new Set(fields.filter((f) => f.key.startsWith('active_') && f.default !== '1').map((f) => f.key.slice('active_'.length)));
  const skipped = NOT_IN_DEFAULT_LAYOUT[id] ?? [];
  return fields
    .filter((field) => (switchedOn || !off.has(field.key)) && !skipped.includes(field.key))
    .flatMap((field): Array<[string, string]> => {
      if (field.type === 'editor') return documentTexts(field.default).map((text) => [field.key, text]);
      if ((field.type === 'text' || field.type === 'textarea') && isVisibleText(field.default)) return [[field.key, field.default]];
      return [];
    });
}

function switches(schema: JsonSchema): Record<string, string> {
  return Object.fromEntries(fieldDefinitions(schema).filter((f) => f.key.startsWith('active_')).map((f) => [f.key, '1']));
}

function missingTexts(root: Element | null, expected: Array<[string, string]>): string[] {
  const text = (root?.textContent ?? '').replace(/\s+/g, ' ');
  return expected.filter(([, value]) => !text.includes(value)).map(([key, value]) => `${key}: ${value}`);
}

function without(list: string[], other: string[]): string[] {
  return list.filter((key) => !other.includes(key)).sort();
}

/** Schema fields that have no `default` (schemaDefaults leaves them out). */
function fieldsWithoutDefault(schema: { properties?: Record<string, { default?: unknown }> }): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.default === undefined)
    .map(([key]) => key);
}

function validationErrors(schemaId: string, value: unknown): string {
  const validate = ajv.getSchema(schemaId);
  if (!validate) return `no compiled schema ${schemaId}`;
  return validate(value) ? '' : ajv.errorsText(validate.errors);
}

describe('section templates', () => {
  test('schemas and registered components match one to one', () => {
    const schemas = Object.keys(sectionSchemas);
    const components = Object.keys(sectionRegistry);
    expect({ schemaWithoutComponent: without(schemas, components), componentWithoutSchema: without(components, schemas) }).toEqual({
      schemaWithoutComponent: [],
      componentWithoutSchema: [],
    });
  });

  describe.each(sectionIds)('%s', (id) => {
    test('has a schema and a component registered under its id', () => {
      expect(Object.hasOwn(sectionSchemas, id), `shared-schema/sections/${id}.schema.json`).toBe(true);
      const config = sectionRegistry[id];
      expect(config, `blocks/src/registry/sections.ts has no '${id}'`).toBeDefined();
      expect(config.id).toBe(id);
      expect(typeof config.render).toBe('function');
    });

    test('every field has a default and the defaults validate against the schema', () => {
      const schema = sectionSchemas[id as keyof typeof sectionSchemas];
      expect(schema, `no schema for '${id}'`).toBeDefined();
      expect(fieldsWithoutDefault(schema)).toEqual([]);
      expect(validationErrors(schema.$id, sectionDefaults(id as keyof typeof sectionSchemas))).toBe('');
    });

    const renderSection = (editable: boolean, meta: Record<string, unknown> = {}) => {
      const config = sectionRegistry[id];
      expect(config, `no component for '${id}'`).toBeDefined();
      const section: Section = { id: 'contract', template: id, meta, blocks: [] };
      return renderWithSite(createElement(config.render, { section, meta: sectionMeta(id, section.meta) }), editable);
    };
    const schema = () => sectionSchemas[id as keyof typeof sectionSchemas];

    test.each([false, true])('renders from its defaults alone under data-template, with its default texts (editable: %s)', (editable) => {
      const page = renderSection(editable);
      if (EMPTY_WITHOUT_CONTENT.has(id)) {
        if (editable) expect(page.$('.wm-editor-notice'), 'an editor notice').not.toBeNull();
        else expect(page.html).toBe('');
        return;
      }
      const root = page.$(`[data-template="${id}"]`);
      expect(root, `an element with data-template="${id}"`).not.toBeNull();
      expect(root?.id).toBe('contract');
      expect(missingTexts(root, defaultTexts(id, schema()))).toEqual([]);
    });

    test('shows the default texts of its active_* switches once they are on', () => {
      const on = switches(schema());
      if (Object.keys(on).length === 0) return;
      const root = renderSection(false, on).$(`[data-template="${id}"]`);
      expect(root, `an element with data-template="${id}"`).not.toBeNull();
      expect(missingTexts(root, defaultTexts(id, schema(), true))).toEqual([]);
    });
  });
});

describe('block types', () => {
  test('schemas and registered components match one to one', () => {
    const schemas = Object.keys(blockSchemas);
    const components = Object.keys(blockRegistry);
    expect({ schemaWithoutComponent: without(schemas, components), componentWithoutSchema: without(components, schemas) }).toEqual({
      schemaWithoutComponent: [],
      componentWithoutSchema: [],
    });
  });

  describe.each(blockTypes)('%s', (type) => {
    test('has a schema and a component registered under its type', () => {
      expect(Object.hasOwn(blockSchemas, type), `shared-schema/blocks/${type}.schema.json`).toBe(true);
      const config = blockRegistry[type];
      expect(config, `blocks/src/registry/blocks.ts has no '${type}'`).toBeDefined();
      expect(config.type).toBe(type);
      expect(typeof config.render).toBe('function');
    });

    test('every field has a default and the defaults validate against the schema', () => {
      const schema = blockSchemas[type as keyof typeof blockSchemas];
      expect(schema, `no schema for '${type}'`).toBeDefined();
      expect(fieldsWithoutDefault(schema)).toEqual([]);
      expect(validationErrors(schema.$id, blockDefaults(type as keyof typeof blockSchemas))).toBe('');
    });

    test.each([false, true])('renders from its defaults alone under data-block, with its default texts (editable: %s)', (editable) => {
      const config = blockRegistry[type];
      expect(config, `no component for '${type}'`).toBeDefined();
      const block: Block = { id: 'contract', type, props: {}, style: {}, slots: {} };
      const page = renderWithSite(createElement(BlockView, { block }), editable);
      const root = page.$(`[data-block="${type}"]`);
      if (EMPTY_WITHOUT_CONTENT.has(type) && !editable) {
        expect(page.text).toBe('');
        return;
      }
      expect(root, `an element with data-block="${type}"`).not.toBeNull();
      if (EMPTY_WITHOUT_CONTENT.has(type)) expect(root?.querySelector('.wm-editor-notice'), 'an editor notice').not.toBeNull();
      else expect(missingTexts(root, defaultTexts(type, blockSchemas[type as keyof typeof blockSchemas]))).toEqual([]);
    });
  });
});
