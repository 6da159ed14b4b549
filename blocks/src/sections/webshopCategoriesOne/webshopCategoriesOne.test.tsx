import { describe, expect, test } from 'vitest';
import type { Page } from '../../site/types.ts';
import { renderIslandsSection } from '../../test/islandsRender.tsx';
import { renderSection, richText } from '../../test/render.tsx';
import { appeltaart, bruidstaart, brood, desembrood, koek, koekjes, taarten } from '../../test/shopFixtures.ts';
import { CATEGORY_TEMPLATE_NOTE, EMPTY_SUB_CATEGORIES_TEXT } from './index.tsx';

const FILTERS = [
  { key: 'soort', title: 'Soort', uid: 'f-soort', type: 'list', values: [{ title: 'Taart', results: 2, active: false }, { title: 'Koek', results: 1, active: false }] },
  { key: 'price', title: 'Prijs', uid: 'f-price', type: 'range', min: 3, max: 1235, active: null },
];

function categoryPage(custom: Record<string, unknown>): Page {
  return {
    path: '/winkel/gebak/taarten',
    kind: 'category',
    post_title: 'Taarten (pagina)',
    breadcrumbs: [
      { title: 'Home', url: '/' },
      { title: 'Gebak', url: '/winkel/gebak' },
      { title: 'Taarten', url: '/winkel/gebak/taarten', active: true },
    ],
    custom_fields: {
      title: 'Taarten',
      short_description: 'Elke ochtend <b>vers</b> gebakken.',
      description: richText('Van appel tot aardbei.', 'Ook glutenvrij.'),
      category: 'taarten',
      products: [appeltaart, bruidstaart, desembrood, koekjes],
      sub_categories: [taarten, brood, koek],
      filters: FILTERS,
      product_count: 4,
      ...custom,
    },
  };
}

const render = (custom: Record<string, unknown>, editable = false) => renderSection('webshopCategoriesOne', {}, { page: categoryPage(custom), editable });
const columns = (page: ReturnType<typeof render>, selector: string) => page.$(selector)?.getAttribute('data-columns');

describe('webshop category page (webshopCategoriesOne)', () => {
  test('title, short description and description from custom_fields', () => {
    const page = render({ layout: 'products' });
    expect(page.$('h1')?.textContent).toBe('Taarten');
    expect(page.$$('.wm-richtext').map((el) => el.textContent)).toEqual(['Elke ochtend vers gebakken.', 'Van appel tot aardbei.Ook glutenvrij.']);
    expect(page.$('.wm-richtext b')?.textContent).toBe('vers');
    // Without a custom title the page title stands in.
    expect(renderSection('webshopCategoriesOne', {}, { page: { path: '/x', post_title: 'Taart' } }).$('h1')?.textContent).toBe('Taart');
  });

  test('sub_categories: a category tree sidebar beside a 3-column category grid', () => {
    const page = render({ layout: 'sub_categories' });
    expect(page.$('[data-category-layout]')?.getAttribute('data-category-layout')).toBe('sub_categories');
    expect(columns(page, '.wm-category-grid')).toBe('3');
    expect(page.$('.wm-category-grid')?.className).toContain('lg:grid-cols-3');
    expect(page.$$('.wm-category-grid h3').map((title) => title.textContent)).toEqual(['Taarten', 'Brood', 'Koek']);
    const tree = page.$('nav[aria-label="Categorieën"]')!;
    expect(Array.from(tree.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gebak', '/winkel/gebak'],
      ['Taarten', '/winkel/gebak/taarten'],
      ['Taarten', '/winkel/taarten'],
      ['Brood', '/winkel/brood'],
      ['Koek', '/winkel/koek'],
    ]);
    expect(tree.querySelector('[aria-current="page"]')?.textContent).toBe('Taarten');
    expect(page.$('.wm-product-grid')).toBeNull();
  });

  test('sub_categories_full_width: a 4-column category grid, no sidebar', () => {
    const page = render({ layout: 'sub_categories_full_width' });
    expect(columns(page, '.wm-category-grid')).toBe('4');
    expect(page.$('.wm-category-grid')?.className).toContain('lg:grid-cols-4');
    expect(page.$('nav')).toBeNull();
    expect(page.$$('[data-product-count]').map((line) => line.textContent)).toEqual(['8 producten', '1 product', '0 producten']);
  });

  test('products: a 4-column product grid without filters', () => {
    const page = render({ layout: 'products' });
    expect(columns(page, '.wm-product-grid')).toBe('4');
    expect(page.$$('.wm-product-grid h3').map((title) => title.textContent)).toEqual(['Appeltaart', 'Bruidstaart', 'Desembrood', 'Koekjes']);
    expect(page.$('input[type="checkbox"]')).toBeNull();
    expect(page.$('.wm-category-grid')).toBeNull();
  });

  test('products_filters: the filter sidebar beside a 3-column product grid', () => {
    const page = render({ layout: 'products_filters' });
    expect(columns(page, '.wm-product-grid')).toBe('3');
    expect(page.$$('.wm-product-grid h3')).toHaveLength(4);
    expect(page.$$('input[type="checkbox"]').map((box) => box.parentElement?.textContent)).toEqual(['Taart (2)', 'Koek (1)']);
    expect(page.$$('input[type="number"]').map((input) => [input.getAttribute('min'), input.getAttribute('max')])).toEqual([['3', '1235'], ['3', '1235']]);
    // No hits line and no loading state on a category page: its products are there.
    expect(page.text).not.toContain('producten gevonden');
    expect(page.text).not.toContain('laden');
  });

  test('a missing or unknown layout shows products with filters', () => {
    for (const layout of [undefined, '', 'iets']) {
      const page = render({ layout });
      expect(page.$('[data-category-layout]')?.getAttribute('data-category-layout')).toBe('products_filters');
      expect(columns(page, '.wm-product-grid')).toBe('3');
      expect(page.$('input[type="checkbox"]')).not.toBeNull();
    }
  });

  test('on a page, products_filters is the searchResults island with the server cards and filters as props', () => {
    const page = renderIslandsSection('webshopCategoriesOne', {}, { page: categoryPage({ layout: 'products_filters' }), project: { id: 7 } });
    const [island] = page.islands('searchResults');
    expect(island.element.getAttribute('data-hydrate')).toBe('load');
    expect(island.entry.props).toMatchObject({ mode: 'category', productCount: 4, products: [{ id: 'appeltaart' }, { id: 'bruidstaart' }, { id: 'desembrood' }, { id: 'koekjes' }] });
    expect((island.entry.props as { filters: unknown[] }).filters).toHaveLength(2);
    // The title and descriptions stay server HTML outside the island.
    expect(island.element.querySelector('h1')).toBeNull();
  });

  test('empty states in Dutch', () => {
    expect(render({ layout: 'products', products: [] }).text).toContain('Er zijn nog geen producten in deze categorie.');
    expect(render({ layout: 'products_filters', products: [], filters: [], product_count: 0 }).text).toContain('Er zijn nog geen producten in deze categorie.');
    expect(render({ layout: 'sub_categories', sub_categories: [] }).text).toContain(EMPTY_SUB_CATEGORIES_TEXT);
    expect(render({ layout: 'sub_categories_full_width', sub_categories: 'kapot' }).text).toContain(EMPTY_SUB_CATEGORIES_TEXT);
  });

  test('custom_fields are rendered without scripts, even though the API stores them as given', () => {
    const page = renderSection('webshopCategoriesOne', {}, {
      page: { path: '/x', custom_fields: { layout: 'products', title: '<img src=x onerror=alert(1)>Koek', description: 'Lekker<script>alert(1)</script><img src=x onerror="alert(2)">' } },
    });
    expect(page.$('h1')?.textContent).toBe('Koek');
    expect(page.$('script')).toBeNull();
    expect(page.$('img')).toBeNull();
    expect(page.html).not.toMatch(/onerror|alert/);
  });

  test('renders with only its defaults: frame padding 20, no editor note for visitors', () => {
    const page = renderSection('webshopCategoriesOne');
    expect(page.$('[data-template="webshopCategoriesOne"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
  });

  test('editors of the template (no category) see what appears here; on a category page no note', () => {
    expect(renderSection('webshopCategoriesOne', {}, { editable: true }).$('[role="note"]')?.textContent).toBe(CATEGORY_TEMPLATE_NOTE);
    expect(render({ layout: 'products' }, true).$('[role="note"]')).toBeNull();
  });
});
