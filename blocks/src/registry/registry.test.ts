import { describe, expect, test } from 'vitest';
import { blockSchemas, sectionSchemas } from '@site/shared-schema';
import { blockRegistry, sectionRegistry } from './index.ts';

describe('registries', () => {
  test('every section template is registered under its own id and has a schema', () => {
    for (const [key, config] of Object.entries(sectionRegistry)) {
      expect(config.id).toBe(key);
      expect(Object.keys(sectionSchemas)).toContain(key);
      expect(typeof config.render).toBe('function');
    }
  });

  test('every block type is registered under its own type and has a schema', () => {
    for (const [key, config] of Object.entries(blockRegistry)) {
      expect(config.type).toBe(key);
      expect(Object.keys(blockSchemas)).toContain(key);
    }
  });

  test('the first templates and blocks are present', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual(expect.arrayContaining(['PageNotFound', 'dynamic', 'footersTwo', 'headerOne', 'passwordLogin']));
    expect(Object.keys(blockRegistry).sort()).toEqual(expect.arrayContaining(['button', 'columns', 'text']));
  });
});
