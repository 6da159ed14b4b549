// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FormValues } from '../../../dashboard/kit/types.ts';
import { renderKitForm } from './renderKitForm.tsx';

const definition: FieldDefinition[] = [
  { type: 'boolean', key: 'custom_shipping_information', title: 'Ander verzendadres' },
  { type: 'text', key: 'shipping_street', title: 'Straat', conditional: { key: 'custom_shipping_information', value: '1' } },
  { type: 'text', key: 'company', title: 'Bedrijf', conditional: (values) => values.kind === 'business' },
];

describe('FieldForm', () => {
  it('shows a field only while its conditional passes (equality or a function)', async () => {
    const form = renderKitForm(definition, { custom_shipping_information: '0', kind: 'business' });
    expect(screen.queryByLabelText('Straat')).toBeNull();
    expect(screen.getByLabelText('Bedrijf')).toBeTruthy();
    await form.user.click(screen.getByRole('switch', { name: 'Ander verzendadres' }));
    expect(screen.getByLabelText('Straat')).toBeTruthy();
  });

  it('errors of fields not shown appear above the submit button; none with showErrors false', () => {
    const errors = { shipping_street: ['Vul een straat in.'], general: ['Er ging iets mis.'], company: ['Vul een bedrijf in.'] };
    const form = renderKitForm(definition, { custom_shipping_information: '0', kind: 'business' }, { errors, onSubmit: () => {} });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Vul een straat in.');
    expect(alert.textContent).toContain('Er ging iets mis.');
    expect(alert.textContent).not.toContain('Vul een bedrijf in.');
    expect(screen.getByText('Vul een bedrijf in.')).toBeTruthy();
    // The box sits right above the submit button.
    expect(alert.parentElement?.querySelector('button[type=submit]')).toBeTruthy();
    form.rerenderWith({ errors, onSubmit: () => {}, showErrors: false });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Vul een bedrijf in.')).toBeNull();
    expect(screen.getByLabelText('Bedrijf').getAttribute('aria-invalid')).toBeNull();
  });

  it('submit: spinner while onSubmit runs, further clicks ignored, then the success text', async () => {
    const submitted: FormValues[] = [];
    let finish: () => void = () => {};
    const onSubmit = (values: FormValues) => {
      submitted.push(values);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    const form = renderKitForm([{ type: 'text', key: 'name', title: 'Naam' }], { name: 'Anna' }, { onSubmit, success: 'Opgeslagen' });
    const button = screen.getByRole('button', { name: 'Opslaan' });
    await form.user.click(button);
    expect(screen.getByText('Bezig met opslaan')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByLabelText('Naam')).toHaveProperty('disabled', true);
    await form.user.click(button);
    expect(submitted).toEqual([{ name: 'Anna' }]);
    expect(screen.queryByText('Opgeslagen')).toBeNull();
    await act(async () => finish());
    expect(screen.queryByText('Bezig met opslaan')).toBeNull();
    expect(screen.getByText('Opgeslagen')).toBeTruthy();
    expect(screen.getByLabelText('Naam')).toHaveProperty('disabled', false);
  });

  it('Enter in a text field submits', async () => {
    const submitted: FormValues[] = [];
    const form = renderKitForm([{ type: 'text', key: 'q', title: 'Zoek' }], {}, { onSubmit: (v) => void submitted.push(v) });
    await form.user.type(screen.getByLabelText('Zoek'), 'brood{Enter}');
    expect(submitted).toEqual([{ q: 'brood' }]);
  });

  it('loading: a spinner, every input disabled, submit ignored', async () => {
    const submitted: FormValues[] = [];
    const form = renderKitForm(
      [
        { type: 'text', key: 'name', title: 'Naam' },
        { type: 'toggle', key: 'on', title: 'Aan' },
        { type: 'select', key: 's', title: 'Keuze', options: [{ value: 'a', label: 'A' }] },
      ],
      {},
      { loading: true, onSubmit: (v) => void submitted.push(v) },
    );
    expect(screen.getByText('Bezig met laden')).toBeTruthy();
    expect(screen.getByLabelText('Naam')).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Aan' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Keuze' })).toHaveProperty('disabled', true);
    await form.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(submitted).toEqual([]);
  });

  it("a field's function runs after its change and may set other values", async () => {
    const form = renderKitForm([
      {
        type: 'text',
        key: 'title',
        title: 'Titel',
        function: ({ values, setValue }) => setValue('slug', String(values.title).toLowerCase()),
      },
    ]);
    await form.user.type(screen.getByLabelText('Titel'), 'Over');
    expect(form.values()).toEqual({ title: 'Over', slug: 'over' });
  });

  it('types not in the registry render nothing instead of breaking the form', () => {
    // Every spec type is built or being built: a type the registry lacks stands in.
    renderKitForm([{ type: 'not_registered' as never, key: 'rows', title: 'Tabel' }, { type: 'text', key: 'a', title: 'A' }]);
    expect(screen.queryByText('Tabel')).toBeNull();
    expect(screen.getByLabelText('A')).toBeTruthy();
  });
});
