/**
 * The catalogue contract: shared-schema, the two registries and the components agree
 * one to one. Every section and block schema has a component registered under the
 * same id and every registered component has a schema; every schema field has a
 * default and the defaults validate (Ajv 2020-12, as shared-schema's own tests do);
 * every component renders from its defaults alone (empty meta / props) on the
 * server, both for visitors and in the editor. A template that lacks any of these
 * fails here by name.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { blockDefaults, blockSchemas, sectionDefaults, sectionSchemas } from '@site/shared-schema';
import { createValidator } from '@site/shared-schema/tests/validator.mjs';
import { blockProps, sectionMeta } from '../schema/fields.ts';
import { SiteProvider, type SiteInput } from '../site/SiteContext.tsx';
import type { Block, Section } from '../site/types.ts';
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

function renderWithSite(element: ReturnType<typeof createElement>, editable: boolean): string {
  return renderToString(
    <SiteProvider value={site(editable)}>
      <RegistryProvider registry={defaultRegistry}>{element}</RegistryProvider>
    </SiteProvider>,
  );
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

    test.each([false, true])('renders from its defaults alone (editable: %s)', (editable) => {
      const config = sectionRegistry[id];
      expect(config, `no component for '${id}'`).toBeDefined();
      const section: Section = { id: 'contract', template: id, meta: {}, blocks: [] };
      const element = createElement(config.render, { section, meta: sectionMeta(id, section.meta) });
      expect(typeof renderWithSite(element, editable)).toBe('string');
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

    test.each([false, true])('renders from its defaults alone (editable: %s)', (editable) => {
      const config = blockRegistry[type];
      expect(config, `no component for '${type}'`).toBeDefined();
      const block: Block = { id: 'contract', type, props: {}, style: {}, slots: {} };
      const element = createElement(config.render, { block, props: blockProps(type, block.props) });
      expect(typeof renderWithSite(element, editable)).toBe('string');
    });
  });
});
