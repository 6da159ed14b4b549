import { describe, expect, test } from 'vitest';
import { renderIslandsPage } from '../../test/islandsRender.tsx';
import { renderSection, richText } from '../../test/render.tsx';
import { NO_PRODUCT_NOTE } from './index.tsx';

const project = { id: 7, title: 'Bakkerij', domain_live: 'bakkerij.example' };

function product(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'desembrood',
    title: 'Desembrood',
    main_image: '|/media/desem.jpg',
    sub_images: '/media/desem-2.jpg|/media/desem-3.jpg',
    intro_description: 'Langzaam gerezen.',
    short_description: 'Met een krokante korst.',
    description: richText('Gebakken met onze eigen desem.'),
    extra_description: 'Ingrediënten: bloem, water, zout.',
    extra_description_right: '',
    layout: '0',
    price: { incl_tax: 4.95, excl_tax: 4.54 },
    sale_price: null,
    vat_rate: 9,
    show_price_tax_included: true,
    enable_checkout: true,
    enable_quote: false,
    enable_form: false,
    form_id: '',
    stock_management: false,
    options: [{ title: 'Gesneden', layout: 'checkbox', price: '0.50' }],
    ...overrides,
  };
}

const productPage = (overrides: Record<string, unknown> = {}) => ({ path: '/product/desembrood', custom_fields: product(overrides), components: [{ id: 's1', template: 'webshopProductsOne' }] });

describe('product page (webshopProductsOne)', () => {
  test('gallery, title, intro, add-to-cart, short description; description and extras below', () => {
    const page = renderSection('webshopProductsOne', {}, { project, page: productPage() });
    expect(page.$('h1')?.textContent).toBe('Desembrood');
    const images = page.$$('[data-gallery-image] img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/media/desem.jpg', '/media/desem-2.jpg', '/media/desem-3.jpg']);
    expect(images[0].getAttribute('alt')).toBe('Desembrood');
    expect(page.$$('[data-thumbnail]')).toHaveLength(3);
    expect(page.text).toContain('Langzaam gerezen.');
    expect(page.$('[data-price-current]')?.textContent).toBe('€ 4,95');
    expect(page.$('[data-add-to-cart]')?.textContent).toBe('In winkelwagen');
    expect(page.$('[data-option="checkbox"]')?.textContent).toContain('Gesneden');
    // Order in the right column: title, intro, add-to-cart, short description.
    const column = page.$('h1')!.parentElement!;
    expect(column.textContent!.indexOf('Langzaam gerezen.')).toBeLessThan(column.textContent!.indexOf('€ 4,95'));
    expect(column.textContent!.indexOf('In winkelwagen')).toBeLessThan(column.textContent!.indexOf('Met een krokante korst.'));
    expect(page.text).toContain('Gebakken met onze eigen desem.');
    // An empty extra column is left out.
    expect(page.$$('[data-extra-descriptions] > .wm-richtext')).toHaveLength(1);
  });

  test('both extra descriptions side by side', () => {
    const page = renderSection('webshopProductsOne', {}, { project, page: productPage({ extra_description_right: 'Allergenen: gluten.' }) });
    const extras = page.$$('[data-extra-descriptions] > .wm-richtext').map((element) => element.textContent);
    expect(extras).toEqual(['Ingrediënten: bloem, water, zout.', 'Allergenen: gluten.']);
    expect(page.$('[data-extra-descriptions]')?.className).toContain('md:grid-cols-2');
  });

  test.each([
    ['0', 'md:grid-cols-2', ''],
    ['1', 'md:grid-cols-2', 'md:order-last'],
    ['2', 'md:grid-cols-12', 'md:col-span-7'],
    ['3', 'md:grid-cols-12', 'md:col-span-5'],
    ['onbekend', 'md:grid-cols-2', ''],
  ])('layout %s arranges gallery and details', (layout, grid, gallery) => {
    const page = renderSection('webshopProductsOne', {}, { project, page: productPage({ layout }) });
    const root = page.$('[data-product="desembrood"]')!;
    expect(root.className.split(' ')).toContain(grid);
    const galleryColumn = root.firstElementChild!;
    if (gallery) expect(galleryColumn.className.split(' ')).toContain(gallery);
    else expect(galleryColumn.className).toBe('min-w-0');
  });

  test('without images the details take the whole width', () => {
    const page = renderSection('webshopProductsOne', {}, { project, page: productPage({ main_image: '', sub_images: '' }) });
    expect(page.$('[data-product-gallery]')).toBeNull();
    expect(page.$('h1')?.textContent).toBe('Desembrood');
  });

  test('a later page title section gets h2', () => {
    const page = renderSection('webshopProductsOne', {}, {
      project,
      page: { ...productPage(), components: [{ id: 'x', template: 'sectionTitle' }, { id: 's1', template: 'webshopProductsOne' }] },
    });
    expect(page.$('h2')?.textContent).toBe('Desembrood');
  });

  test('renders with only its defaults: frame padding 20, no add-to-cart, no editor note', () => {
    const page = renderSection('webshopProductsOne');
    expect(page.$('[data-template="webshopProductsOne"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[data-add-to-cart-area]')).toBeNull();
    expect(page.$('[role="note"]')).toBeNull();
  });

  test('editors of the template (no product) see what appears here', () => {
    expect(renderSection('webshopProductsOne', {}, { editable: true }).$('[role="note"]')?.textContent).toBe(NO_PRODUCT_NOTE);
    expect(renderSection('webshopProductsOne', {}, { editable: true, project, page: productPage() }).$('[role="note"]')).toBeNull();
  });
});

describe('product page as a public page (islands)', () => {
  const render = (overrides: Record<string, unknown> = {}, context: Record<string, unknown> = {}) => {
    const page = productPage(overrides);
    return renderIslandsPage(page.components, { project, page, ...context });
  };

  test('gallery and add-to-cart are islands hydrating in view; title and texts stay server HTML', () => {
    const page = render();
    const [gallery] = page.islands('productGallery');
    const [cart] = page.islands('addToCart');
    expect(gallery.element.getAttribute('data-hydrate')).toBe('visible');
    expect(cart.element.getAttribute('data-hydrate')).toBe('visible');
    expect(gallery.element.querySelector('h1')).toBeNull();
    expect(cart.element.querySelector('h1')).toBeNull();
    expect(page.$('h1')?.closest('wm-island')).toBeNull();
    expect(cart.element.textContent).not.toContain('Langzaam gerezen.');
    expect(JSON.stringify(page.data)).not.toContain('Langzaam gerezen.');
  });

  test('the first main image is the real <img> in a slot, eager with fetchpriority high; the others lazy', () => {
    const page = render();
    const [gallery] = page.islands('productGallery');
    expect(gallery.entry.slots).toEqual(['image0', 'image1', 'image2']);
    const mains = Array.from(gallery.element.querySelectorAll('wm-slot img'));
    expect(mains[0].getAttribute('src')).toBe('/media/desem.jpg');
    expect(mains[0].getAttribute('fetchpriority')).toBe('high');
    expect(mains[0].getAttribute('loading')).toBe('eager');
    expect(mains.slice(1).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(gallery.entry.props).toEqual({
      images: [
        { url: '/media/desem.jpg', alt: 'Desembrood' },
        { url: '/media/desem-2.jpg', alt: 'Desembrood — afbeelding 2' },
        { url: '/media/desem-3.jpg', alt: 'Desembrood — afbeelding 3' },
      ],
    });
  });

  test("the add-to-cart island's props are the product's plain JSON; the form it reads travels in the site slice", () => {
    const forms = { vraag: { id: 'vraag', title: 'Vraag over dit brood', items: [] }, anders: { id: 'anders', title: 'Ander formulier', items: [] } };
    const page = render({ enable_form: true, form_id: 'vraag', stock_management: true }, { forms });
    const [cart] = page.islands('addToCart');
    expect(cart.entry.props).toMatchObject({ product: { id: 'desembrood', vatRate: 9, form: true, formKey: 'vraag', stockManagement: true, checkout: true } });
    // Stock-managed: the server shows the loading state, never a guess.
    expect(cart.element.textContent).toContain('Voorraad ophalen...');
    expect(cart.element.querySelector('[data-add-to-cart]')).toBeNull();
    expect(Object.keys(page.data!.site.forms ?? {})).toEqual(['vraag']);
    // The islands data never carries the schemas' catalogue texts.
    expect(JSON.stringify(page.data)).not.toContain('Padding boven');
  });
});
