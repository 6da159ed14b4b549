// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mainMenu } from '../test/fixtures.ts';
import { PLACEHOLDER_ITEMS } from './menuItems.ts';
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
});
