import { describe, expect, test } from 'vitest';
import type { Project } from '../../site/types.ts';
import { project } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render.tsx';
import { WEBSHOP_PENDING_NOTE } from '../../webshop/PendingWebshop.tsx';

describe('webshop cart page (webshopShoppingcart)', () => {
  test("cart page: the spec's empty state, or the project's own text", () => {
    expect(renderSection('webshopShoppingcart', {}, { project }).$('.wm-cart-empty')?.textContent).toBe('Geen producten in winkelwagen.');
    const own: Project = { ...project, translations: { webshop_cart_empty_global_text: 'Je mandje is nog leeg.' } };
    expect(renderSection('webshopShoppingcart', {}, { project: own }).$('.wm-cart-empty')?.textContent).toBe('Je mandje is nog leeg.');
    const cartOnly: Project = { ...project, translations: { webshop_cart_empty_shoppingcart_text: 'Geen bestellingen.', webshop_cart_empty_global_text: ' ' } };
    expect(renderSection('webshopShoppingcart', {}, { project: cartOnly }).$('.wm-cart-empty')?.textContent).toBe('Geen bestellingen.');
  });

  test('renders with only its defaults: frame padding 20, no editor note', () => {
    const page = renderSection('webshopShoppingcart');
    expect(page.$('[data-template="webshopShoppingcart"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
  });

  test('editors see that the webshop data appears once the webshop is active', () => {
    expect(renderSection('webshopShoppingcart', {}, { editable: true }).$('[role="note"]')?.textContent).toBe(WEBSHOP_PENDING_NOTE);
  });
});
