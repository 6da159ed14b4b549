import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';
import { WEBSHOP_PENDING_NOTE } from '../../webshop/PendingWebshop.tsx';

describe('webshop product page (webshopProductsOne)', () => {
  test('product page: main image, title and the descriptions from custom_fields', () => {
    const page = renderSection('webshopProductsOne', {}, {
      page: {
        path: '/winkel/desem',
        custom_fields: {
          title: 'Desembrood',
          main_image: '|/media/desem.jpg|/media/desem-2.jpg',
          intro_description: 'Langzaam gerezen.',
          short_description: 'Met een krokante korst.',
          description: richText('Gebakken met onze eigen desem.'),
          extra_description: 'Ingrediënten: bloem, water, zout.',
          extra_description_right: '',
        },
      },
    });
    expect(page.$('h1')?.textContent).toBe('Desembrood');
    expect(page.$('img')?.getAttribute('src')).toBe('/media/desem.jpg');
    expect(page.$('img')?.getAttribute('alt')).toBe('Desembrood');
    expect(page.text).toContain('Langzaam gerezen.');
    expect(page.text).toContain('Met een krokante korst.');
    expect(page.text).toContain('Gebakken met onze eigen desem.');
    expect(page.text).toContain('Ingrediënten: bloem, water, zout.');
    // An empty extra column is left out.
    expect(page.$$('.mt-8.grid > .wm-richtext')).toHaveLength(1);
  });

  test('renders with only its defaults: frame padding 20, no editor note', () => {
    const page = renderSection('webshopProductsOne');
    expect(page.$('[data-template="webshopProductsOne"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
  });

  test('editors see that the webshop data appears once the webshop is active', () => {
    expect(renderSection('webshopProductsOne', {}, { editable: true }).$('[role="note"]')?.textContent).toBe(WEBSHOP_PENDING_NOTE);
  });
});
