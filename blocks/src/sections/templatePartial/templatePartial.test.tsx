import { describe, expect, test } from 'vitest';
import type { ReusableTemplate } from '../../site/types.ts';
import { block, renderSection, renderSections, richText } from '../../test/render.tsx';
import { NO_TEMPLATE_TEXT } from './index.tsx';

const templates: Record<string, ReusableTemplate> = {
  cta: {
    id: 'cta',
    title: 'Call to action',
    components: [
      { id: 'balk', template: 'callToAction', meta: { title: richText('Bestel vandaag, morgen in huis'), button_title: 'Bestellen' } },
      { id: 'lijn', template: 'divider', meta: {} },
    ],
  },
  lus: { id: 'lus', components: [{ id: 'zelf', template: 'templatePartial', meta: { template: 'lus' } }, { id: 'tekst', template: 'notification', meta: {} }] },
  a: { id: 'a', components: [{ id: 'naar-b', template: 'templatePartial', meta: { template: 'b' } }] },
  b: { id: 'b', components: [{ id: 'naar-a', template: 'templatePartial', meta: { template: 'a' } }, { id: 'b-tekst', template: 'CopyrightCenter', meta: {} }] },
  leeg: { id: 'leeg', components: [] },
  // A loop through both kinds of placement: partial -> saved-content block -> same template.
  gemengd: {
    id: 'gemengd',
    components: [
      { id: 'melding', template: 'notification', meta: {} },
      { id: 'vrij', template: 'dynamic', meta: {}, blocks: [block('savedcontent', { savedcontent_mutated: { id: 'gemengd' } })] },
    ],
  },
};

describe('reusable template partial', () => {
  test("renders the stored template's sections through the section renderer", () => {
    const page = renderSection('templatePartial', { template: 'cta' }, { templates });
    expect(page.$('[data-template="callToAction"]')?.textContent).toContain('Bestel vandaag, morgen in huis');
    expect(page.$('[data-template="callToAction"] a')?.textContent).toBe('Bestellen');
    expect(page.$('[data-template="divider"] hr')).not.toBeNull();
    // Its sections keep their order and get ids unique to this placement.
    expect(page.$$('[data-template="templatePartial"] > [data-template]').map((el) => el.id)).toEqual(['s1-balk', 's1-lijn']);
    expect(page.$('[data-template="templatePartial"]')?.className).toBe('contents');
    expect(page.text).not.toContain('Bewerk de template');
  });

  test('the same template twice on a page gives distinct element ids', () => {
    const page = renderSections([
      { id: 'boven', template: 'templatePartial', meta: { template: 'cta' } },
      { id: 'onder', template: 'templatePartial', meta: { template: 'cta' } },
    ], { templates });
    const ids = page.$$('[data-template="callToAction"]').map((el) => el.id);
    expect(ids).toEqual(['boven-balk', 'onder-balk']);
  });

  test('a template that places itself renders once, without looping', () => {
    const page = renderSection('templatePartial', { template: 'lus' }, { templates });
    expect(page.$$('[data-template="notification"]')).toHaveLength(1);
    const cycle = renderSection('templatePartial', { template: 'a' }, { templates });
    expect(cycle.$$('[data-template="CopyrightCenter"]')).toHaveLength(1);
  });

  test('read-only: nothing without a (known) template', () => {
    expect(renderSection('templatePartial', {}, { templates }).html).toBe('');
    expect(renderSection('templatePartial', { template: 'weg' }, { templates }).html).toBe('');
    expect(renderSection('templatePartial', { template: 'leeg' }, { templates }).html).toBe('');
  });

  test('editable without a template: exactly the spec placeholder and no edit button', () => {
    const page = renderSection('templatePartial', {}, { templates, editable: true });
    expect(page.text).toBe(NO_TEMPLATE_TEXT);
    expect(NO_TEMPLATE_TEXT).toBe('Er is nog geen herbruikbare template geselecteerd. Klik op het configuratie icoontje om deze te selecteren.');
    expect(page.$('button')).toBeNull();
  });

  test("editable with a template: its sections plus a 'Bewerk de template' button", () => {
    const page = renderSection('templatePartial', { template: 'cta' }, { templates, editable: true });
    expect(page.$('[data-template="callToAction"]')).not.toBeNull();
    expect(page.$('button')?.textContent).toBe('Bewerk de template');
    const missing = renderSection('templatePartial', { template: 'weg' }, { templates, editable: true });
    expect(missing.text).toContain('bestaat niet');
    expect(missing.$('button')?.textContent).toBe('Bewerk de template');
    const loop = renderSection('templatePartial', { template: 'lus' }, { templates, editable: true });
    expect(loop.text).toContain('niet nogmaals getoond');
  });

  test('partials and saved content share one loop guard: a template never renders inside itself', () => {
    const page = renderSection('templatePartial', { template: 'gemengd' }, { templates });
    expect(page.$$('[data-template="notification"]')).toHaveLength(1);
    const saved = renderSections([{ id: 'v', template: 'dynamic', meta: {}, blocks: [block('savedcontent', { savedcontent_mutated: { id: 'gemengd' } })] }], { templates });
    expect(saved.$$('[data-template="notification"]')).toHaveLength(1);
    const editor = renderSection('templatePartial', { template: 'gemengd' }, { templates, editable: true });
    expect(editor.text).toContain('niet nogmaals getoond');
  });
});
