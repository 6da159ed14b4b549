import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

const page = { path: '/over-ons', post_title: 'Over ons', breadcrumbs: [{ title: 'Home', url: '/', active: false }, { title: 'Over ons', url: '/over-ons', active: true }] };

describe('page title (server render)', () => {
  test("the page's post_title in an h1, text-4xl, left aligned, padding 10", () => {
    const rendered = renderSection('sectionTitle', {}, { page });
    const heading = rendered.$('h1');
    expect(heading?.textContent).toBe('Over ons');
    expect(heading?.className.split(' ')).toEqual(expect.arrayContaining(['text-4xl', 'text-left']));
    expect(rendered.$('section')?.className.split(' ')).toEqual(expect.arrayContaining(['md:pt-10', 'md:pb-10']));
    expect(rendered.$('nav[aria-label="Broodkruimels"]')).toBeNull();
  });

  test("fallback 'De pagina titel' without a post_title; the section's own title wins", () => {
    expect(renderSection('sectionTitle', {}, { page: { path: '/' } }).$('h1')?.textContent).toBe('De pagina titel');
    expect(renderSection('sectionTitle', { title: 'Welkom' }, { page }).$('h1')?.textContent).toBe('Welkom');
  });

  test('configurable tag, size and alignment', () => {
    const rendered = renderSection('sectionTitle', { font_tag: 'h3', font_size: 'text-2xl', alignment: 'text-center' }, { page });
    expect(rendered.$('h1')).toBeNull();
    expect(rendered.$('h3')?.className.split(' ')).toEqual(expect.arrayContaining(['text-2xl', 'text-center']));
    expect(renderSection('sectionTitle', { font_tag: 'div' }, { page }).$('div.wm-page-title')?.textContent).toBe('Over ons');
  });

  test('optional breadcrumbs below the title', () => {
    const crumbs = renderSection('sectionTitle', { show_breadcrumbs: '1' }, { page }).$('nav[aria-label="Broodkruimels"]');
    expect(crumbs?.querySelector('a')?.textContent).toBe('Home');
    expect(crumbs?.querySelector('[aria-current="page"]')?.textContent).toBe('Over ons');
  });
});
