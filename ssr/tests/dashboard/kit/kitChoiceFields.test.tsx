// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKitForm } from './renderKitForm.tsx';

const sizes = [
  { value: 'sm', label: 'Klein' },
  { value: 'md', label: 'Middel' },
  { value: 'lg', label: 'Groot' },
];

describe('boolean and toggle', () => {
  it("boolean: a switch storing '1' and '0'", async () => {
    const form = renderKitForm([{ type: 'boolean', key: 'fixed_element', title: 'Vast element' }], { fixed_element: '0' });
    const toggle = screen.getByRole('switch', { name: 'Vast element' });
    expect(toggle).toHaveProperty('checked', false);
    await form.user.click(toggle);
    expect(form.values().fixed_element).toBe('1');
    await form.user.click(toggle);
    expect(form.values().fixed_element).toBe('0');
  });

  it('toggle: flips between true_value and false_value, by keyboard too', async () => {
    const form = renderKitForm([{ type: 'toggle', key: 'state', title: 'Actief', true_value: 'on', false_value: 'off' }], { state: 'on' });
    const toggle = screen.getByRole('switch', { name: 'Actief' });
    expect(toggle).toHaveProperty('checked', true);
    toggle.focus();
    await form.user.keyboard(' ');
    expect(form.values().state).toBe('off');
  });

  it('toggle without values: true and false; errors described', async () => {
    const form = renderKitForm([{ type: 'toggle', key: 'ok', title: 'Akkoord' }], {}, { errors: { ok: ['Verplicht.'] } });
    const toggle = screen.getByRole('switch', { name: 'Akkoord' });
    await form.user.click(toggle);
    expect(form.values().ok).toBe(true);
    const describedBy = toggle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Verplicht.');
  });
});

describe('checkbox', () => {
  it('a group stores the checked values comma-joined, in the options order', async () => {
    const form = renderKitForm([{ type: 'checkbox', key: 'sizes', title: 'Maten', options: sizes }], { sizes: 'lg' });
    const group = screen.getByRole('group', { name: 'Maten' });
    expect(within(group).getByLabelText('Groot')).toHaveProperty('checked', true);
    await form.user.click(within(group).getByLabelText('Klein'));
    expect(form.values().sizes).toBe('sm,lg');
    await form.user.click(within(group).getByLabelText('Groot'));
    expect(form.values().sizes).toBe('sm');
  });

  it('a single checkbox flips between true_value and false_value', async () => {
    const form = renderKitForm([{ type: 'checkbox', key: 'agree', title: 'Ik ga akkoord', true_value: '1', false_value: '' }]);
    await form.user.click(screen.getByLabelText('Ik ga akkoord'));
    expect(form.values().agree).toBe('1');
    await form.user.click(screen.getByLabelText('Ik ga akkoord'));
    expect(form.values().agree).toBe('');
  });

  it('a group shows its error and is marked invalid', () => {
    renderKitForm([{ type: 'checkbox', key: 'sizes', title: 'Maten', options: sizes }], {}, { errors: { sizes: ['Kies een maat.'] } });
    expect(screen.getByText('Kies een maat.')).toBeTruthy();
    expect(screen.getByLabelText('Klein').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('radio and radio_buttons', () => {
  it('radio stores the option value with its own type', async () => {
    const form = renderKitForm([
      { type: 'radio', key: 'cols', title: 'Kolommen', options: [{ value: 2, label: 'Twee' }, { value: 3, label: 'Drie' }] },
    ]);
    await form.user.click(screen.getByLabelText('Drie'));
    expect(form.values().cols).toBe(3);
    expect(screen.getByRole('radiogroup', { name: 'Kolommen' })).toBeTruthy();
  });

  it('radio_buttons: arrow keys move the choice', async () => {
    const form = renderKitForm([{ type: 'radio_buttons', key: 'size', title: 'Maat', options: sizes }], { size: 'sm' });
    const first = screen.getByLabelText('Klein');
    expect(first).toHaveProperty('checked', true);
    first.focus();
    await form.user.keyboard('{ArrowRight}');
    expect(form.values().size).toBe('md');
  });
});
