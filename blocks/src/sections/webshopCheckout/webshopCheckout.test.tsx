import { describe, expect, test } from 'vitest';
import type { Project } from '../../site/types.ts';
import { project } from '../../test/fixtures.ts';
import { renderIslandsSection } from '../../test/islandsRender.tsx';
import { renderSection } from '../../test/render.tsx';

describe('webshop checkout page (webshopCheckout)', () => {
  test('the server renders the loading state of the checkout island; its cart link is the webshop setting or /winkelwagen', () => {
    const page = renderIslandsSection('webshopCheckout', {}, { project });
    const [island] = page.islands('checkout');
    expect(island.element.getAttribute('data-hydrate')).toBe('load');
    expect(island.element.textContent).toContain('Winkelwagen laden...');
    expect(island.entry.props).toEqual({ cartPath: '/winkelwagen' });
    const custom: Project = { ...project, modules: { webshop: { shoppingcart_page: '/mandje' } } };
    expect(renderIslandsSection('webshopCheckout', {}, { project: custom }).islands('checkout')[0].entry.props).toEqual({ cartPath: '/mandje' });
    const unsafe: Project = { ...project, modules: { webshop: { shoppingcart_page: 'javascript:alert(1)' } } };
    expect(renderIslandsSection('webshopCheckout', {}, { project: unsafe }).islands('checkout')[0].entry.props).toEqual({ cartPath: '/winkelwagen' });
  });

  test('renders with only its defaults: frame padding 20, no editor note', () => {
    const page = renderSection('webshopCheckout');
    expect(page.$('[data-template="webshopCheckout"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
    expect(renderSection('webshopCheckout', {}, { editable: true }).$('[role="note"]')).toBeNull();
  });
});
