import { describe, expect, test } from 'vitest';
import type { Project } from '../../site/types.ts';
import { project } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render.tsx';
import { WEBSHOP_PENDING_NOTE } from '../../webshop/PendingWebshop.tsx';

describe('webshop checkout page (webshopCheckout)', () => {
  test('checkout page: empty cart text and a link to the cart page (webshop setting or /winkelwagen)', () => {
    const page = renderSection('webshopCheckout', {}, { project });
    expect(page.$('.wm-cart-empty')?.textContent).toBe('Geen producten in winkelwagen.');
    expect(page.$('a')?.getAttribute('href')).toBe('/winkelwagen');
    expect(page.$('a')?.textContent).toBe('Naar de winkelwagen');
    const custom: Project = { ...project, modules: { webshop: { shoppingcart_page: '/mandje' } } };
    expect(renderSection('webshopCheckout', {}, { project: custom }).$('a')?.getAttribute('href')).toBe('/mandje');
    const unsafe: Project = { ...project, modules: { webshop: { shoppingcart_page: 'javascript:alert(1)' } } };
    expect(renderSection('webshopCheckout', {}, { project: unsafe }).$('a')?.getAttribute('href')).toBe('/winkelwagen');
  });

  test('renders with only its defaults: frame padding 20, no editor note', () => {
    const page = renderSection('webshopCheckout');
    expect(page.$('[data-template="webshopCheckout"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
  });

  test('editors see that the webshop data appears once the webshop is active', () => {
    expect(renderSection('webshopCheckout', {}, { editable: true }).$('[role="note"]')?.textContent).toBe(WEBSHOP_PENDING_NOTE);
  });
});
