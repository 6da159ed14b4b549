import { describe, expect, test } from 'vitest';
import { renderSections } from '../test/render.tsx';
import { isPageTitleSection, pageTitleTag } from './headingLevel.ts';

const banner = { id: 'banner', template: 'welcomeOne', meta: { title: 'Vers brood' }, blocks: [] };
const title = { id: 'title', template: 'sectionTitle', meta: { title: 'Titels' }, blocks: [] };
const small = { id: 'small', template: 'sectionTitle', meta: { title: 'Klein', font_tag: 'h3' }, blocks: [] };
const notFound = { id: 'nf', template: 'PageNotFound', meta: {}, blocks: [] };
const free = { id: 'free', template: 'dynamic', meta: {}, blocks: [] };

describe('heading level of page title sections', () => {
  test('the first page title section is h1, every later one h2', () => {
    const page = { path: '/', components: [free, title, banner, notFound] };
    expect(pageTitleTag(page, title)).toBe('h1');
    expect(pageTitleTag(page, banner)).toBe('h2');
    expect(pageTitleTag(page, notFound)).toBe('h2');
  });

  test('a sectionTitle with another font_tag is no page title', () => {
    expect(isPageTitleSection(small)).toBe(false);
    expect(isPageTitleSection(free)).toBe(false);
    expect(pageTitleTag({ components: [small, banner] }, banner)).toBe('h1');
  });

  test('a section outside the page component list (or without one) is h1', () => {
    expect(pageTitleTag({}, banner)).toBe('h1');
    expect(pageTitleTag({ components: [free] }, banner)).toBe('h1');
  });

  test('rendered: one h1 on a page with two title sections', () => {
    const components = [title, banner];
    const rendered = renderSections(components, { page: { path: '/', components } });
    expect(rendered.$$('h1').map((heading) => heading.textContent)).toEqual(['Titels']);
    expect(rendered.$$('h2').map((heading) => heading.textContent)).toEqual(['Vers brood']);
  });
});
