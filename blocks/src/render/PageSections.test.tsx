import { describe, expect, test } from 'vitest';
import { MAIN_CONTENT_END_ID, MAIN_CONTENT_ID, PageSections } from './PageSections.tsx';
import { pageRegions } from './pageRegions.ts';
import { renderSections, serverRender } from '../test/render.tsx';

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

  test('fillViewport: a full-height column whose content grows, so the footer ends at the bottom of the window', () => {
    const sections = [
      { id: 'top', template: 'headerTopBar', meta: {} },
      { id: 'kop', template: 'headerOne', meta: {} },
      { id: 'tekst', template: 'dynamic', meta: {} },
      { id: 'voet', template: 'footersTwo', meta: {} },
      { id: 'copy', template: 'CopyrightCenter', meta: {} },
    ];
    const page = serverRender(<PageSections sections={sections} context={{}} fillViewport />);
    const column = page.root.firstElementChild;
    expect(column?.className.split(' ')).toEqual(expect.arrayContaining(['flex', 'min-h-screen', 'flex-col']));
    const parts = Array.from(column?.children ?? []).map((el) => (el.tagName === 'MAIN' ? 'main' : el.hasAttribute('data-skip-link') ? 'skip' : el.id));
    // The skip link first: it leads past the header to the content.
    expect(parts).toEqual(['skip', 'top', 'kop', 'main', 'voet', 'copy']);
    expect(page.$('[data-skip-link]')?.getAttribute('href')).toBe(`#${MAIN_CONTENT_ID}`);
    expect(page.$('[data-skip-link]')?.textContent).toBe('Naar de inhoud');
    const main = page.$('main');
    expect(main?.className.split(' ')).toContain('grow');
    expect(main?.id).toBe(MAIN_CONTENT_ID);
    expect(main?.getAttribute('tabindex')).toBe('-1');
    // The content's sections, then the empty element the head's render-blocking expect
    // link waits for (ssr/site/documentHead.ts): the first paint waits for the whole <main>.
    expect(Array.from(main?.children ?? []).map((el) => el.id)).toEqual(['tekst', MAIN_CONTENT_END_ID]);
    expect(main?.lastElementChild?.hasAttribute('hidden')).toBe(true);
    expect(main?.lastElementChild?.childNodes).toHaveLength(0);
    // Only the content grows; the footer keeps its own height.
    expect(page.$('#voet')?.className.split(' ')).not.toContain('grow');
  });

  test('page regions: only leading headers and trailing footers leave the content', () => {
    const ids = (list: { id?: string }[]) => list.map((section) => section.id);
    const regions = pageRegions([
      { id: 'a', template: 'footersTwo' },
      { id: 'b', template: 'headerOne' },
      { id: 'c', template: 'CopyrightCenter' },
      { id: 'd', template: 'templatePartial' },
      { id: 'e', template: 'CopyrightCenter' },
      { id: 'f', template: 'footersTwo' },
    ]);
    expect([ids(regions.header), ids(regions.main), ids(regions.footer)]).toEqual([[], ['a', 'b', 'c', 'd'], ['e', 'f']]);
    expect(pageRegions([{ id: 'x', template: 'headerOne' }, { id: 'y', template: 'onbekend' }]).header).toHaveLength(1);
    expect(pageRegions([{ id: 'x', template: 'constructor' }]).main).toHaveLength(1);
  });

  test('without fillViewport the sections render on their own (previews, tests)', () => {
    const page = renderSections([{ id: 'weg', template: 'PageNotFound', meta: {} }]);
    expect(page.$('main')).toBeNull();
    expect(page.root.firstElementChild?.id).toBe('weg');
  });
});
