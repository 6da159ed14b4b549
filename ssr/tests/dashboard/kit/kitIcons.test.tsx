// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filterIcons, kebab, loadIcons } from '../../../dashboard/kit/fields/icons/index.tsx';
import { renderKitForm } from './renderKitForm.tsx';

describe('icons', () => {
  it('several hundred named icons, kebab-case, filtered by substring', async () => {
    const icons = await loadIcons();
    expect(icons.size).toBeGreaterThan(500);
    expect(icons.has('shopping-cart')).toBe(true);
    expect(kebab('Grid3x3')).toBe('grid-3x3');
    expect(kebab('ShoppingCart')).toBe('shopping-cart');
    const carts = filterIcons([...icons.keys()], 'CART');
    expect(carts.length).toBeGreaterThan(1);
    expect(carts.every((name) => name.includes('cart'))).toBe(true);
    expect(filterIcons(['arrow-up', 'arrow-down', 'phone'], 'arrow up')).toEqual(['arrow-up']);
  });

  it('picks an icon after searching; the value is its name; cleared with Geen icoon', { timeout: 45_000 }, async () => {
    const form = renderKitForm([{ type: 'icons', key: 'icon', title: 'Icoon' }]);
    await form.user.click(screen.getByRole('button', { name: 'Icoon' }));
    const search = await screen.findByRole('searchbox', { name: 'Icoon zoeken' });
    await form.user.click(search);
    await form.user.paste('shopping-cart');
    const option = await screen.findByRole('option', { name: 'shopping-cart' });
    await form.user.click(option);
    expect(form.values().icon).toBe('shopping-cart');
    await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
    expect(screen.getByRole('button', { name: 'Icoon' }).textContent).toContain('shopping-cart');
    await form.user.click(screen.getByRole('button', { name: 'Geen icoon' }));
    expect(form.values().icon).toBe('');
  });

  it('says when nothing matches', { timeout: 45_000 }, async () => {
    const form = renderKitForm([{ type: 'icons', key: 'icon', title: 'Icoon' }], { icon: 'phone' });
    await form.user.click(screen.getByRole('button', { name: 'Icoon' }));
    const dialog = await screen.findByRole('dialog');
    await form.user.click(within(dialog).getByRole('searchbox', { name: 'Icoon zoeken' }));
    await form.user.paste('zzzqqq');
    expect(within(dialog).getByText('No results found')).toBeTruthy();
  });

  it('disabled while loading; errors; hidden by a conditional', () => {
    renderKitForm(
      [
        { type: 'icons', key: 'icon', title: 'Icoon' },
        { type: 'icons', key: 'other', title: 'Ander icoon', conditional: { key: 'show', value: '1' } },
      ],
      {},
      { loading: true, errors: { icon: ['Kies een icoon.'] } },
    );
    const button = screen.getByRole('button', { name: 'Icoon' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Kies een icoon.');
    expect(screen.queryByText('Ander icoon')).toBeNull();
  });
});
