// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatColor, parseColor } from '../../../dashboard/kit/fields/color/colorValue.ts';
import type { PaletteColor } from '../../../dashboard/kit/types.ts';
import { renderKitForm } from './renderKitForm.tsx';

const palette: PaletteColor[] = [
  { label: 'Primair 500', value: '37, 99, 235, 1', key: 'primary-500', group: 'primary' },
  { label: 'Grijs 100', value: '243, 244, 246, 1', key: 'gray-100', group: 'gray' },
];

describe('colour values', () => {
  it('reads rgb and rgba, 3 parts opaque; writes rgba or rgb', () => {
    expect(parseColor('10,20,30')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColor('10, 20, 30, 0.5')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('primary-500')).toBeNull();
    expect(formatColor({ r: 1, g: 2, b: 3, a: 0.25 }, true)).toBe('1, 2, 3, 0.25');
    expect(formatColor({ r: 1, g: 2, b: 3, a: 1 }, false)).toBe('1, 2, 3');
  });
});

describe('color_selector', () => {
  it('opens and closes; picks a palette colour or transparent', async () => {
    const form = renderKitForm([{ type: 'color_selector', key: 'color', title: 'Achtergrond' }], { color: '243, 244, 246, 1' }, { palette });
    const trigger = screen.getByRole('button', { name: 'Achtergrond' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await form.user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Grijs 100' }).getAttribute('aria-pressed')).toBe('true');
    await form.user.click(screen.getByRole('button', { name: 'Primair 500' }));
    expect(form.values().color).toBe('37, 99, 235, 1');
    await form.user.click(screen.getByRole('button', { name: 'Transparant' }));
    expect(form.values().color).toBe('0, 0, 0, 0');
    await form.user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('typed values are stored once valid; rgb without alpha when settings.alpha is false', async () => {
    const form = renderKitForm([{ type: 'color_selector', key: 'c', title: 'Kleur', settings: { alpha: false } }]);
    await form.user.click(screen.getByRole('button', { name: 'Kleur' }));
    await form.user.type(screen.getByLabelText('RGB-waarde'), '10, 20, 30');
    expect(form.values().c).toBe('10, 20, 30');
  });

  it('the picker changes the value (keyboard on its alpha slider)', async () => {
    const form = renderKitForm([{ type: 'color_selector', key: 'c', title: 'Kleur' }], { c: '255, 0, 0, 1' });
    await form.user.click(screen.getByRole('button', { name: 'Kleur' }));
    const alpha = screen.getByRole('slider', { name: 'Alpha' });
    fireEvent.keyDown(alpha, { key: 'ArrowLeft', keyCode: 37, which: 37 });
    expect(form.values().c).toBe('255, 0, 0, 0.95');
  });

  it('shows its error, described on the button', () => {
    renderKitForm([{ type: 'color_selector', key: 'c', title: 'Kleur' }], {}, { errors: { c: ['Kies een kleur.'] } });
    const trigger = screen.getByRole('button', { name: 'Kleur' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Kies een kleur.');
  });
});
