import { describe, expect, test } from 'vitest';
import { sectionMeta, withGlobalValues } from './fields.ts';

describe('site-wide values', () => {
  const globals = { button_title: 'Bestel nu', title: { blocks: [] }, button_link: '/winkel' };

  test('only fields whose _local toggle is 0 take the global value', () => {
    const meta = sectionMeta('callToAction', { button_title: 'Eigen', button_title_local: '0', button_link: '/eigen', button_link_local: '1' }, globals);
    expect(meta.button_title).toBe('Bestel nu');
    expect(meta.button_link).toBe('/eigen');
    // title_local defaults to '1' (Lokaal): the schema default stays.
    expect(meta.title).not.toBe(globals.title);
  });

  test('a global value replaces a schema default too, and the input is left alone', () => {
    const values = { button_title_local: '0' };
    const resolved = sectionMeta('callToAction', values, globals);
    expect(resolved.button_title).toBe('Bestel nu');
    expect(values).toEqual({ button_title_local: '0' });
  });

  test('without a global map or a value for the key nothing changes', () => {
    const values = { copyright: 'eigen', copyright_local: '0' };
    expect(withGlobalValues(values, undefined)).toBe(values);
    expect(withGlobalValues(values, { content: 'x' })).toBe(values);
    expect(withGlobalValues(values, Object.create({ copyright: 'geërfd' }))).toBe(values);
  });
});
