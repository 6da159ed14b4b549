import { describe, expect, test } from 'vitest';
import { block, renderSections, richText } from '../test/render.tsx';
import type { Section } from '../site/types.ts';

const text = richText('Welkom bij de bakker');
const sections: Section[] = [
  { id: 'cta', template: 'callToAction', meta: { title: text } },
  {
    id: 'vrij',
    template: 'dynamic',
    meta: {},
    blocks: [
      block('text', { data: text }, { id: 't1' }),
      block('grid', { collections: [{ identifier: 'a' }, { identifier: 'b' }] }, { id: 'g1', slots: { collection_item_a: [block('text', { data: text }, { id: 't2' })] } }),
      block('grid', { connection_type: 'collection', dynamic_data: [{ identifier: 'x' }] }, { id: 'g2' }),
      block('accordion', { accordion_title: 'Vragen' }, { id: 'acc', slots: { accordion_content: [block('text', { data: text }, { id: 't3' })] } }),
    ],
  },
];

describe('editable mode markup', () => {
  test('visitors get none of it', () => {
    const page = renderSections(sections);
    expect(page.html).not.toMatch(/data-wm-/);
  });

  test('each section is wrapped without a box of its own, named by its id', () => {
    const page = renderSections(sections, { editable: true });
    expect(page.$$('[data-wm-section]').map((element) => [element.getAttribute('data-wm-section'), element.className])).toEqual([
      ['cta', 'contents'],
      ['vrij', 'contents'],
    ]);
  });

  test('rich-text fields carry their paragraph id and their stored document', () => {
    const page = renderSections(sections, { editable: true });
    const ids = page.$$('[data-wm-paragraph]').map((element) => element.getAttribute('data-wm-paragraph'));
    expect(ids).toEqual(['cta:title', 'vrij:t1:data', 'vrij:t2:data']);
    expect(JSON.parse(page.$('[data-wm-paragraph="cta:title"]')?.getAttribute('data-wm-data') ?? 'null')).toEqual(text);
  });

  test('an empty rich-text field is still there to be clicked', () => {
    const page = renderSections([{ id: 'leeg', template: 'callToAction', meta: { title: '' } }], { editable: true });
    expect(page.$('[data-wm-paragraph="leeg:title"]')).not.toBeNull();
  });

  test('only manual and unconnected grids are editable grids', () => {
    const page = renderSections(sections, { editable: true });
    const grids = page.$$('[data-wm-grid]');
    expect(grids.map((element) => element.getAttribute('data-wm-grid'))).toEqual(['vrij:g1:collections']);
    expect(JSON.parse(grids[0].getAttribute('data-wm-grid-items') ?? '[]')).toEqual([{ identifier: 'a' }, { identifier: 'b' }]);
  });

  test('an accordion is locked: no island, no editable blocks inside', () => {
    const page = renderSections(sections, { editable: true });
    const locked = page.$('[data-wm-locked]');
    expect(locked?.textContent).toContain('Vragen');
    expect(locked?.querySelector('[data-wm-paragraph]')).toBeNull();
    expect(locked?.querySelector('wm-island')).toBeNull();
  });

  test("a reusable template's own sections are not wrapped as the page's", () => {
    const templates = { kop: { id: 'kop', components: [{ id: 'binnen', template: 'callToAction', meta: { title: text } }] } };
    const page = renderSections([{ id: 'p', template: 'templatePartial', meta: { template: 'kop' } }], { editable: true, templates });
    expect(page.$$('[data-wm-section]').map((element) => element.getAttribute('data-wm-section'))).toEqual(['p']);
    expect(page.$('[data-wm-paragraph]')).toBeNull();
    expect(page.$('[data-wm-template-edit]')?.getAttribute('data-wm-template-edit')).toBe('kop');
  });
});
