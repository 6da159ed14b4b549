import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

const breadcrumbs = [
  { title: 'Home', url: '/', active: false },
  { title: 'Winkel', url: '/winkel', active: false },
  { title: 'Brood', url: '/winkel/brood', active: true },
];

describe('breadcrumbs (server render)', () => {
  test("inactive crumbs link, the active one is plain text, separated by '>'", () => {
    const rendered = renderSection('breadcrumbsOne', {}, { page: { path: '/winkel/brood', breadcrumbs } });
    const nav = rendered.$('nav[aria-label="Broodkruimels"]');
    expect(Array.from(nav?.querySelectorAll('a') ?? []).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Winkel', '/winkel'],
    ]);
    const active = nav?.querySelector('[aria-current="page"]');
    expect(active?.tagName).toBe('SPAN');
    expect(active?.textContent).toBe('Brood');
    expect(nav?.textContent).toBe('Home>Winkel>Brood');
  });

  test("fallback 'Home > Over mij' when the page has no breadcrumbs", () => {
    const nav = renderSection('breadcrumbsOne', {}, { page: { path: '/' } }).$('nav[aria-label="Broodkruimels"]');
    expect(nav?.textContent).toBe('Home>Over mij');
    expect(nav?.querySelector('a')?.textContent).toBe('Home');
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe('Over mij');
  });

  test('text-sm and padding 4 by default; alignment and font size classes', () => {
    const rendered = renderSection('breadcrumbsOne', { alignment: 'text-right', font_size: 'text-lg' }, { page: { path: '/', breadcrumbs } });
    expect(rendered.$('nav')?.className.split(' ')).toEqual(expect.arrayContaining(['text-right', 'text-lg']));
    expect(renderSection('breadcrumbsOne').$('nav')?.className).toContain('text-sm');
    expect(renderSection('breadcrumbsOne').$('section')?.className.split(' ')).toEqual(expect.arrayContaining(['md:pt-4', 'md:pb-4']));
  });

  test('unsafe crumb links become /', () => {
    const nav = renderSection('breadcrumbsOne', {}, { page: { path: '/', breadcrumbs: [{ title: 'X', url: 'javascript:alert(1)', active: false }] } }).$('nav');
    expect(nav?.querySelector('a')?.getAttribute('href')).toBe('/');
  });
});
