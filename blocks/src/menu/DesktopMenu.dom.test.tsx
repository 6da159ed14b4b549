// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { mainMenu } from '../test/fixtures.ts';
import { DesktopMenu } from './DesktopMenu.tsx';

function panelOf(label: string): HTMLElement {
  const toggle = screen.getByRole('button', { name: new RegExp(`^Submenu ${label}`) });
  return document.getElementById(toggle.getAttribute('aria-controls')!)!;
}

const isOpen = (label: string) => !panelOf(label).classList.contains('hidden');
const itemOf = (label: string) => screen.getByRole('link', { name: label }).closest('li')!;

describe('desktop menu', () => {
  test('hovering opens the dropdown; it closes 300 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    render(<DesktopMenu items={mainMenu.items} currentPath="/" />);
    fireEvent.pointerEnter(itemOf('Diensten'), { pointerType: 'mouse' });
    expect(isOpen('Diensten')).toBe(true);
    fireEvent.pointerLeave(itemOf('Diensten'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(isOpen('Diensten')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen('Diensten')).toBe(false);
  });

  test('coming back within 300 ms keeps it open', () => {
    vi.useFakeTimers();
    render(<DesktopMenu items={mainMenu.items} currentPath="/" />);
    fireEvent.pointerEnter(itemOf('Diensten'), { pointerType: 'mouse' });
    fireEvent.pointerLeave(itemOf('Diensten'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(itemOf('Diensten'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(isOpen('Diensten')).toBe(true);
  });

  test('only one submenu is open at a time', () => {
    render(<DesktopMenu items={mainMenu.items} currentPath="/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Submenu Diensten openen' }));
    expect(isOpen('Diensten')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submenu Winkel openen' }));
    expect(isOpen('Winkel')).toBe(true);
    expect(isOpen('Diensten')).toBe(false);
  });

  test('clicking the open one closes it; its label and aria-expanded follow', () => {
    render(<DesktopMenu items={mainMenu.items} currentPath="/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Submenu Diensten openen' }));
    const toggle = screen.getByRole('button', { name: 'Submenu Diensten sluiten' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(isOpen('Diensten')).toBe(false);
  });

  test('touch pointers do not open on enter (the tap toggles instead)', () => {
    render(<DesktopMenu items={mainMenu.items} currentPath="/" />);
    fireEvent.pointerEnter(itemOf('Diensten'), { pointerType: 'touch' });
    expect(isOpen('Diensten')).toBe(false);
  });

  test('Escape closes the open submenu', () => {
    render(<DesktopMenu items={mainMenu.items} currentPath="/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Submenu Diensten openen' }));
    fireEvent.keyDown(screen.getByRole('navigation'), { key: 'Escape' });
    expect(isOpen('Diensten')).toBe(false);
  });
});
