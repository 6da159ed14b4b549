// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaletteColor } from '../../../dashboard/kit/types.ts';
import { renderKitForm } from './renderKitForm.tsx';

const palette: PaletteColor[] = [
  { label: 'Primair', key: 'primary-500', value: '37, 99, 235, 1', group: 'primary' },
  { label: 'Secundair', key: 'secondary-500', value: '234, 88, 12, 1', group: 'secondary' },
  { label: 'Contrast', key: 'contrast-500', value: '17, 24, 39, 1', group: 'contrast' },
  { label: 'Grijs licht', key: 'gray-100', value: '243, 244, 246, 1', group: 'gray' },
  { label: 'Tekst donker', key: 'dark', value: '17, 17, 17, 1', group: 'text' },
];

describe('dashboard_color_palette', () => {
  it("offers the palette in its five groups plus transparent; stores 'r, g, b, a'", async () => {
    const form = renderKitForm([{ type: 'dashboard_color_palette', key: 'color', title: 'Kleur' }], { color: '37, 99, 235, 1' }, { palette });
    const group = screen.getByRole('radiogroup', { name: 'Kleur' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Primair: Primair' })).toHaveProperty('checked', true);
    for (const name of ['Secundair: Secundair', 'Contrast: Contrast', 'Grijs: Grijs licht', 'Tekst: Tekst donker', 'Basis: Transparant', 'Geen kleur']) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
    await form.user.click(screen.getByRole('radio', { name: 'Secundair: Secundair' }));
    expect(form.values().color).toBe('234, 88, 12, 1');
    await form.user.click(screen.getByRole('radio', { name: 'Basis: Transparant' }));
    expect(form.values().color).toBe('0, 0, 0, 0');
    await form.user.click(screen.getByRole('radio', { name: 'Geen kleur' }));
    expect(form.values().color).toBe('');
  });

  it("settings.store 'key': the option set's keys, coloured from the palette", async () => {
    const options = [
      { value: '', label: 'Geen' },
      { value: 'white', label: 'Wit', group: 'base' },
      { value: 'primary-500', label: 'Primair 500', group: 'primary' },
      { value: 'secondary-500', label: 'Secundair 500', group: 'secondary' },
    ];
    const form = renderKitForm(
      [{ type: 'dashboard_color_palette', key: 'color', title: 'Kleur', options, settings: { store: 'key' } }],
      { color: 'secondary-500' },
      { palette },
    );
    expect(screen.getByRole('radio', { name: 'Secundair: Secundair 500' })).toHaveProperty('checked', true);
    await form.user.click(screen.getByRole('radio', { name: 'Primair: Primair 500' }));
    expect(form.values().color).toBe('primary-500');
    await form.user.click(screen.getByRole('radio', { name: 'Basis: Wit' }));
    expect(form.values().color).toBe('white');
  });

  it('shows its error, follows its conditional and is disabled while loading', async () => {
    const definition = [
      { type: 'boolean' as const, key: 'colored', title: 'Gekleurd' },
      { type: 'dashboard_color_palette' as const, key: 'color', title: 'Kleur', conditional: { key: 'colored', value: '1' } },
    ];
    const form = renderKitForm(definition, { colored: '1' }, { palette, errors: { color: ['Kies een kleur.'] } });
    expect(screen.getByText('Kies een kleur.')).toBeTruthy();
    form.rerenderWith({ palette, loading: true });
    expect(screen.getByRole('radio', { name: 'Geen kleur' })).toHaveProperty('disabled', true);
    form.rerenderWith({ palette, loading: false });
    await form.user.click(screen.getByRole('switch', { name: 'Gekleurd' }));
    expect(screen.queryByRole('radiogroup', { name: 'Kleur' })).toBeNull();
  });
});
