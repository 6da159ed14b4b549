import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');
const slots = (page: ReturnType<typeof renderSection>) => page.$$('[data-slot]').map((slot) => slot.getAttribute('data-slot'));

describe('text column sections', () => {
  test('defaults: primary-500 background, white text, padding 13, gap 8, the sample blocks', () => {
    const page = renderSection('columnsFour');
    expect(classes(page.$('section'))).toEqual(expect.arrayContaining(['bg-primary-500', 'text-white', 'md:pt-13', 'md:pb-13']));
    expect(classes(page.$('[data-layout]'))).toEqual(expect.arrayContaining(['grid', 'grid-cols-1', 'md:grid-cols-4', 'md:gap-8']));
    expect(page.$$('[data-slot] h2').map((h) => h.textContent)).toEqual(['Blok 1', 'Blok 2', 'Blok 3', 'Blok 4']);
  });

  test.each([
    ['columnsFour', '2', 'md:grid-cols-2', 4],
    ['columnsFive', '5', 'md:grid-cols-5', 5],
    ['columnsSix', '3', 'md:grid-cols-3', 6],
    ['columnsSix', '6', 'md:grid-cols-6', 6],
    ['columnsSix', '2', 'md:grid-cols-2', 6],
  ])('%s layout %s: %s with %i blocks', (template, layout, grid, count) => {
    const page = renderSection(template, { layout });
    expect(classes(page.$('[data-layout]'))).toContain(grid);
    expect(slots(page)).toHaveLength(count);
  });

  test('columnsSix defaults to three columns', () => {
    expect(classes(renderSection('columnsSix').$('[data-layout]'))).toContain('md:grid-cols-3');
  });

  test("top and bottom content only when switched on ('1' or the legacy true)", () => {
    const content = { content: richText('Bovenaan'), content_bottom: richText('Onderaan') };
    expect(renderSection('columnsFive', content).text).not.toMatch(/Bovenaan|Onderaan/);
    const on = renderSection('columnsFive', { ...content, active_content: '1', active_content_bottom: true });
    expect(on.$('.wm-content-top')?.textContent).toBe('Bovenaan');
    expect(on.$('.wm-content-bottom')?.textContent).toBe('Onderaan');
    const order = on.$$('.wm-content-top, [data-layout], .wm-content-bottom').map((el) => el.className.split(' ')[0]);
    expect(order).toEqual(['wm-richtext', 'grid', 'wm-richtext']);
    expect(renderSection('columnsFive', { ...content, active_content: '0', active_content_bottom: false }).$('.wm-content-top')).toBeNull();
  });

  test("the switch reads like every other section's (the gallery's 'true' counts as on here too)", () => {
    const content = { content: richText('Bovenaan'), active_content: 'true' };
    expect(renderSection('columnsFive', content).$('.wm-content-top')?.textContent).toBe('Bovenaan');
    expect(renderSection('blockGalleryFour', { ...content, title: 'Galerij' }).text).toContain('Bovenaan');
  });

  test('vertical alignment and column spacing', () => {
    const page = renderSection('columnsFour', { text_vertical_position: 'items-center', column_spacing: '16' });
    expect(classes(page.$('[data-layout]'))).toEqual(expect.arrayContaining(['items-center', 'md:gap-16']));
  });
});

describe('columnsOne', () => {
  test('full width: one block, no sidebar', () => {
    const page = renderSection('columnsOne', { block1: richText('Alleen ik') });
    expect(slots(page)).toEqual(['block1']);
    expect(classes(page.$('[data-layout]'))).toContain('md:grid-cols-1');
  });

  test.each([
    ['sidebar_left', true],
    ['sidebar_right', false],
  ])('%s: 8 + 4 of 12, the sidebar after the block in the markup (last on mobile)', (layout, left) => {
    const page = renderSection('columnsOne', { layout, block1: richText('Tekst'), sidebar: richText('Zij') });
    expect(classes(page.$('[data-layout]'))).toContain('md:grid-cols-12');
    expect(slots(page)).toEqual(['block1', 'sidebar']);
    const [block, sidebar] = page.$$('[data-slot]');
    expect(classes(block)).toContain('md:col-span-8');
    expect(classes(sidebar)).toContain('md:col-span-4');
    expect(classes(sidebar).includes('md:order-first')).toBe(left);
    expect(sidebar.textContent).toBe('Zij');
  });
});
