import { describe, expect, test } from 'vitest';
import type { ReusableTemplate } from '../../site/types.ts';
import { block, renderBlocks, richText } from '../../test/render.tsx';
import { EMPTY_SAVED_CONTENT_TEXT, LOOP_SAVED_CONTENT_TEXT, MISSING_SAVED_CONTENT_TEXT, NO_SAVED_CONTENT_TEXT } from './index.tsx';

const saved = (id: string, blockId = 'opgeslagen') => block('savedcontent', { savedcontent_mutated: { id } }, { id: blockId });

const templates: Record<string, ReusableTemplate> = {
  openingstijden: {
    id: 'openingstijden',
    title: 'Openingstijden',
    components: [
      { id: 'tijden', template: 'notification', meta: { title: richText('Ma t/m za open van 7 tot 18 uur') } },
      { id: 'lijn', template: 'divider', meta: {} },
    ],
  },
  // A template whose free section shows itself again through saved content.
  zelf: {
    id: 'zelf',
    components: [
      { id: 'tekst', template: 'CopyrightCenter', meta: {} },
      { id: 'vrij', template: 'dynamic', meta: {}, blocks: [{ id: 'terug', type: 'savedcontent', props: { savedcontent_mutated: { id: 'zelf' } } }] },
    ],
  },
  // A partial section inside saved content that points back: both share the loop guard.
  kruis: { id: 'kruis', components: [{ id: 'deel', template: 'templatePartial', meta: { template: 'kruis' } }, { id: 'noot', template: 'notification', meta: {} }] },
  leeg: { id: 'leeg', components: [] },
};

describe('saved-content block', () => {
  test("renders the chosen template's sections through the section renderer", () => {
    const page = renderBlocks([saved('openingstijden')], { templates });
    const content = page.$('[data-block="savedcontent"] .wm-saved-content');
    expect(content?.getAttribute('data-template-id')).toBe('openingstijden');
    expect(content?.querySelector('[data-template="notification"]')?.textContent).toContain('Ma t/m za open van 7 tot 18 uur');
    expect(content?.querySelector('[data-template="divider"] hr')).not.toBeNull();
    // Section ids get this placement as prefix: one template placed twice keeps ids unique.
    expect(page.$$('.wm-saved-content [data-template]').map((el) => el.id)).toEqual(['opgeslagen-tijden', 'opgeslagen-lijn']);
    expect(page.$('button')).toBeNull();
  });

  test('the same template twice on a page gives distinct section ids', () => {
    const page = renderBlocks([saved('openingstijden', 'boven'), saved('openingstijden', 'onder')], { templates });
    expect(page.$$('[data-template="notification"]').map((el) => el.id)).toEqual(['boven-tijden', 'onder-tijden']);
  });

  test('a template that contains itself renders once, without looping', () => {
    const page = renderBlocks([saved('zelf')], { templates });
    expect(page.$$('[data-template="CopyrightCenter"]')).toHaveLength(1);
    // A partial section pointing back also stops (at most one extra round while
    // templatePartial keeps its own copy of the loop guard).
    const cross = renderBlocks([saved('kruis')], { templates });
    expect(cross.$$('[data-template="notification"]').length).toBeGreaterThanOrEqual(1);
    expect(cross.$$('[data-template="notification"]').length).toBeLessThanOrEqual(2);
  });

  test('read-only: nothing without a (known, non-empty) template', () => {
    for (const id of ['', 'weg', 'leeg']) {
      expect(renderBlocks([saved(id)], { templates }).$('[data-block="savedcontent"]')?.innerHTML).toBe('');
    }
    expect(renderBlocks([block('savedcontent')], { templates }).text).toBe('');
  });

  test('editable: Dutch placeholders for unset, missing, empty and looping templates', () => {
    const note = (id: string) => renderBlocks([saved(id)], { templates, editable: true }).$('[role="note"] p')?.textContent;
    expect(note('')).toBe(NO_SAVED_CONTENT_TEXT);
    expect(note('weg')).toBe(MISSING_SAVED_CONTENT_TEXT);
    expect(note('leeg')).toBe(EMPTY_SAVED_CONTENT_TEXT);
    const loop = renderBlocks([saved('zelf')], { templates, editable: true });
    expect(loop.$$('[role="note"] p').map((p) => p.textContent)).toContain(LOOP_SAVED_CONTENT_TEXT);
    expect(renderBlocks([block('savedcontent')], { editable: true }).$('[role="note"] p')?.textContent).toBe(NO_SAVED_CONTENT_TEXT);
  });

  test("editable with a template: its sections and a 'Bewerk de template' button", () => {
    const page = renderBlocks([saved('openingstijden')], { templates, editable: true });
    expect(page.$('[data-template="notification"]')).not.toBeNull();
    expect(page.$('button')?.textContent).toBe('Bewerk de template');
    expect(renderBlocks([saved('')], { templates, editable: true }).$('button')).toBeNull();
  });
});
