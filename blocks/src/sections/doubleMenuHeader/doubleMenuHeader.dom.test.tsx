// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';
import { menus, project } from '../../test/fixtures.ts';

function renderHeader(meta: Record<string, unknown>) {
  render(<PageSections sections={[{ id: 'kop', template: 'doubleMenuHeader', meta }]} context={{ project, menus, currentPath: '/' }} />);
}

const overlayMenu = (name: string) => within(screen.getByRole('dialog')).getByRole('navigation', { name });

describe('Header B mobile overlay', () => {
  test('opens with the three menus, login and social links, and closes again', () => {
    renderHeader({ main_menu: 'main', facebook_link: 'https://facebook.com/bakker' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    const overlay = screen.getByRole('dialog');
    expect(within(overlay).getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Hoofdmenu', 'Tweede menu', 'Derde menu']);
    const main = within(overlay).getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(main).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Diensten', 'Winkel', 'Contact']);
    expect(within(overlay).getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/');
    expect(within(overlay).getByRole('link', { name: 'Facebook' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Menu sluiten', expanded: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a submenu opens one level deep, with back and close buttons', () => {
    renderHeader({ main_menu: 'main' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    fireEvent.click(within(overlayMenu('Hoofdmenu')).getByRole('button', { name: 'Submenu Diensten openen' }));
    const overlay = screen.getByRole('dialog');
    expect(within(overlay).getByRole('link', { name: 'Advies' })).toBeTruthy();
    // One level of sub-items: 'Advies' does not open a further level.
    expect(within(overlay).queryByRole('button', { name: 'Submenu Advies openen' })).toBeNull();
    expect(within(overlay).queryByRole('link', { name: 'Inloggen' })).toBeNull();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Terug' }));
    expect(within(screen.getByRole('dialog')).getAllByRole('navigation')).toHaveLength(3);
    fireEvent.click(within(overlayMenu('Hoofdmenu')).getByRole('button', { name: 'Submenu Winkel openen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Menu sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
