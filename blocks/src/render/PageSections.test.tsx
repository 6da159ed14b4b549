import { describe, expect, test } from 'vitest';
import { renderSections } from '../test/render.tsx';

describe('PageSections', () => {
  test('renders the sections in their stored order', () => {
    const page = renderSections([
      { id: 'kop', template: 'headerOne', meta: {}, blocks: [] },
      { id: 'weg', template: 'PageNotFound', meta: {}, blocks: [] },
      { id: 'voet', template: 'footersTwo', meta: {}, blocks: [] },
    ]);
    expect(page.$$('[data-template]').map((el) => `${el.tagName.toLowerCase()}#${el.id}`)).toEqual(['header#kop', 'section#weg', 'footer#voet']);
  });

  test('missing meta keys fall back to the schema defaults, stored values win', () => {
    const page = renderSections([{ id: 'x', template: 'PageNotFound', meta: { title: 'Oeps' } }]);
    expect(page.$('h1')?.textContent).toBe('Oeps');
    expect(page.$('p')?.textContent).toBe('Deze pagina is niet gevonden.');
  });

  test('an unknown template renders nothing for visitors and a Dutch notice for editors', () => {
    const sections = [{ id: 'x', template: 'verdwenen', meta: {}, blocks: [] }];
    expect(renderSections(sections).html).toBe('');
    const notice = renderSections(sections, { editable: true }).$('[role="note"]');
    expect(notice?.textContent).toBe('Onbekende sectie-template "verdwenen": deze sectie wordt niet getoond.');
  });

  test('template ids of Object.prototype are unknown templates, not crashes', () => {
    expect(renderSections([{ id: 'x', template: 'constructor' }]).html).toBe('');
  });
});
