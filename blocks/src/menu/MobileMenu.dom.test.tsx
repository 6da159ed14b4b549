// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { mainMenu } from '../test/fixtures.ts';
import { PLACEHOLDER_ITEMS } from './menuItems.ts';
import { LAYERS, layerIndex } from '../theme/layers.ts';
import { MobileMenu } from './MobileMenu.tsx';

describe('mobile menu', () => {
  test("'Menu openen' opens a full-screen overlay; the toggle then says 'Menu sluiten'", () => {
    render(<MobileMenu items={PLACEHOLDER_ITEMS} currentPath="/" showLabel={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    const overlay = screen.getByRole('dialog');
    expect(overlay.className).toContain('fixed inset-0');
    expect(within(overlay).getAllByRole('link').map((a) => a.textContent)).toEqual(['Hoofdpagina', 'Over ons', 'Contact']);
    const toggle = screen.getByRole('button', { name: 'Menu sluiten', expanded: true });
    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("the toggle's aria-controls names an element of the page, closed (server HTML too) and open", () => {
    const html = renderToString(<MobileMenu items={PLACEHOLDER_ITEMS} currentPath="/" showLabel={false} />);
    const controlled = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(controlled).toBeTruthy();
    expect(html).toContain(`id="${controlled}"`);

    render(<MobileMenu items={PLACEHOLDER_ITEMS} currentPath="/" showLabel={false} />);
    const toggle = screen.getByRole('button', { name: 'Menu openen' });
    const closedPanel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(closedPanel).not.toBeNull();
    expect(closedPanel?.hidden).toBe(true);
    fireEvent.click(toggle);
    const openPanel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(openPanel).toBe(screen.getByRole('dialog'));
    // One element with the id at a time.
    expect(document.querySelectorAll(`[id="${toggle.getAttribute('aria-controls')}"]`).length).toBe(1);
    fireEvent.click(within(openPanel as HTMLElement).getByRole('button', { name: 'Menu sluiten' }));
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  });

  test('with showLabel the texts are visible on the button', () => {
    render(<MobileMenu items={PLACEHOLDER_ITEMS} currentPath="/" showLabel />);
    fireEvent.click(screen.getByText('Menu openen'));
    expect(screen.getByText('Menu sluiten')).toBeTruthy();
  });

  test('sub-levels open with back and close buttons', () => {
    render(<MobileMenu items={mainMenu.items} currentPath="/" showLabel={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submenu Diensten openen' }));
    const overlay = screen.getByRole('dialog');
    expect(within(overlay).getByRole('link', { name: 'Advies' })).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Submenu Advies openen' }));
    expect(within(overlay).getByRole('link', { name: 'Kort advies' })).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Terug' }));
    expect(within(overlay).getByRole('link', { name: 'Advies' })).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Terug' }));
    expect(within(overlay).getByRole('link', { name: 'Diensten' })).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Submenu Winkel openen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Menu sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the page does not scroll behind the open overlay; Escape closes it', () => {
    render(<MobileMenu items={PLACEHOLDER_ITEMS} currentPath="/" showLabel={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  test('one close control on every level, in the overlay bar beside Terug; the header toggle hides meanwhile', () => {
    render(
      <header className="relative z-30" data-testid="kop">
        <MobileMenu items={mainMenu.items} currentPath="/" showLabel />
      </header>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu openen' });
    fireEvent.click(toggle);
    const closeButtons = () => screen.getAllByRole('button', { name: 'Menu sluiten' });
    expect(closeButtons()).toHaveLength(1);
    expect(toggle.style.visibility).toBe('hidden');
    expect(screen.queryByRole('button', { name: 'Menu openen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submenu Diensten openen' }));
    expect(closeButtons()).toHaveLength(1);
    const bar = screen.getByRole('button', { name: 'Terug' }).parentElement;
    expect(bar?.contains(closeButtons()[0])).toBe(true);
    // The overlay is no child of the header: no header stacking context can put the page above it.
    const overlay = screen.getByRole('dialog', { name: 'Menu' });
    expect(screen.getByTestId('kop').contains(overlay)).toBe(false);
    expect(overlay.parentElement).toBe(document.body);
    expect(overlay.className.split(' ')).toContain(LAYERS.mobileMenu);
    // No fixed top padding guessing the header's height: the overlay has its own bar.
    expect(overlay.className).not.toMatch(/\bpt-/);
    fireEvent.click(closeButtons()[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.style.visibility).toBe('');
  });

  test('focus moves to the close button, stays inside the overlay and returns to the toggle', () => {
    render(<MobileMenu items={PLACEHOLDER_ITEMS} currentPath="/" showLabel={false} />);
    const toggle = screen.getByRole('button', { name: 'Menu openen' });
    fireEvent.click(toggle);
    const close = screen.getByRole('button', { name: 'Menu sluiten' });
    expect(document.activeElement).toBe(close);
    const links = within(screen.getByRole('dialog')).getAllByRole('link');
    links[links.length - 1].focus();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(links[links.length - 1]);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(document.activeElement).toBe(toggle);
  });

  test('the open overlay is layered above the cookie bar and below the cookie preferences', () => {
    expect(layerIndex('mobileMenu')).toBeGreaterThan(layerIndex('cookieBar'));
    expect(layerIndex('cookieModal')).toBeGreaterThan(layerIndex('mobileMenu'));
    expect(layerIndex('cookieBar')).toBeGreaterThan(layerIndex('fixedHeader'));
  });
});
