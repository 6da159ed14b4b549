import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('content with sidebar', () => {
  test.each([
    ['two_thirds_one_third', 'md:grid-cols-3', 'md:col-span-2', 'md:col-span-1', false],
    ['one_third_two_thirds', 'md:grid-cols-3', 'md:col-span-2', 'md:col-span-1', true],
    ['three_quarters_one_quarter', 'md:grid-cols-4', 'md:col-span-3', 'md:col-span-1', false],
    ['one_quarter_three_quarters', 'md:grid-cols-4', 'md:col-span-3', 'md:col-span-1', true],
  ])('%s: grid %s, main %s, sidebar %s (left from md: %s)', (layout, grid, main, side, sidebarLeft) => {
    const page = renderSection('sectionContent', {
      layout,
      section_content: richText('Hoofdtekst'),
      sidebar_content: richText('Openingstijden'),
    });
    const wrapper = page.$('[data-layout]');
    expect(classes(wrapper)).toEqual(expect.arrayContaining(['grid', 'grid-cols-1', grid]));
    const [first, second] = Array.from(wrapper!.children);
    // The sidebar always comes second in the markup: below the main text on mobile.
    expect(first.textContent).toBe('Hoofdtekst');
    expect(second.tagName).toBe('ASIDE');
    expect(second.textContent).toBe('Openingstijden');
    expect(classes(first)).toContain(main);
    expect(classes(second)).toContain(side);
    expect(classes(second).includes('md:order-first')).toBe(sidebarLeft);
  });

  test('defaults: 2/3 + 1/3, the sample texts, padding 20', () => {
    const page = renderSection('sectionContent');
    expect(page.$('[data-layout]')?.getAttribute('data-layout')).toBe('two_thirds_one_third');
    expect(page.$('aside h2')?.textContent).toBe('Zijbalk');
    expect(classes(page.$('section'))).toEqual(expect.arrayContaining(['md:pt-20', 'md:pb-20', 'px-4', 'py-8']));
  });

  test('alignment class and an unknown layout falling back to the default', () => {
    const page = renderSection('sectionContent', { alignment: 'text-center', layout: 'bestaat-niet' });
    expect(classes(page.$('[data-layout]'))).toEqual(expect.arrayContaining(['text-center', 'md:grid-cols-3']));
    expect(page.$('aside')?.className).not.toContain('md:order-first');
  });
});
