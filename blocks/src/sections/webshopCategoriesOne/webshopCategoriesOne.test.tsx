import { describe, expect, test } from 'vitest';
import type { Page } from '../../site/types.ts';
import { renderSection, richText } from '../../test/render.tsx';
import { WEBSHOP_PENDING_NOTE } from '../../webshop/PendingWebshop.tsx';

const categoryPage: Page = {
  path: '/winkel/brood',
  post_title: 'Brood (pagina)',
  custom_fields: {
    title: 'Brood',
    short_description: 'Elke ochtend <b>vers</b> gebakken.',
    description: richText('Van wit tot volkoren.', 'Ook glutenvrij.'),
    layout: 'products',
  },
};

describe('webshop category page (webshopCategoriesOne)', () => {
  test('category page: title, short description and description from custom_fields', () => {
    const page = renderSection('webshopCategoriesOne', {}, { page: categoryPage });
    expect(page.$('h1')?.textContent).toBe('Brood');
    expect(page.$$('.wm-richtext').map((el) => el.textContent)).toEqual(['Elke ochtend vers gebakken.', 'Van wit tot volkoren.Ook glutenvrij.']);
    expect(page.$('.wm-richtext b')?.textContent).toBe('vers');
    expect(page.text).not.toContain(WEBSHOP_PENDING_NOTE);
    // Without a custom title the page title stands in.
    expect(renderSection('webshopCategoriesOne', {}, { page: { path: '/x', post_title: 'Taart' } }).$('h1')?.textContent).toBe('Taart');
  });
  test('custom_fields are rendered without scripts, even though the API stores them as given', () => {
    const page = renderSection('webshopCategoriesOne', {}, {
      page: { path: '/x', custom_fields: { title: '<img src=x onerror=alert(1)>Koek', description: 'Lekker<script>alert(1)</script><img src=x onerror="alert(2)">' } },
    });
    expect(page.$('h1')?.textContent).toBe('Koek');
    expect(page.$('script')).toBeNull();
    expect(page.$('img')).toBeNull();
    expect(page.html).not.toMatch(/onerror|alert/);
  });

  test('renders with only its defaults: frame padding 20, no editor note', () => {
    const page = renderSection('webshopCategoriesOne');
    expect(page.$('[data-template="webshopCategoriesOne"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
  });

  test('editors see that the webshop data appears once the webshop is active', () => {
    expect(renderSection('webshopCategoriesOne', {}, { editable: true }).$('[role="note"]')?.textContent).toBe(WEBSHOP_PENDING_NOTE);
  });
});
