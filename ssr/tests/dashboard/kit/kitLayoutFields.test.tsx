// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../dashboard/kit/types.ts';
import { renderKitForm } from './renderKitForm.tsx';

describe('group', () => {
  it('a box with a legend; its fields write into the same values', async () => {
    const form = renderKitForm([{ type: 'group', title: 'Logo', fields: [{ type: 'text', key: 'logo_alt', title: 'Alt-tekst' }] }]);
    const group = screen.getByRole('group', { name: 'Logo' });
    await form.user.type(within(group).getByLabelText('Alt-tekst'), 'Bakkerij');
    expect(form.values()).toEqual({ logo_alt: 'Bakkerij' });
  });

  it("collapsible: starts closed with default_open '0' and opens on click", async () => {
    const form = renderKitForm([
      { type: 'group', title: 'Geavanceerd', default_open: '0', fields: [{ type: 'text', key: 'css', title: 'Klasse' }] },
    ]);
    const trigger = screen.getByRole('button', { name: 'Geavanceerd' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Klasse' })).toBeNull();
    await form.user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Klasse' })).toBeTruthy();
  });

  it('collapsible: starts open with default_open true', () => {
    renderKitForm([{ type: 'group', title: 'Open', default_open: true, fields: [{ type: 'text', key: 'a', title: 'A' }] }]);
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'A' })).toBeTruthy();
  });
});

describe('columns', () => {
  it('renders each column with its id and class', () => {
    const { container } = renderKitForm([
      {
        type: 'columns',
        columns: [
          { id: 'left', class: 'md:col-span-1', fields: [{ type: 'text', key: 'first', title: 'Voornaam' }] },
          { id: 'right', fields: [{ type: 'text', key: 'last', title: 'Achternaam' }] },
        ],
      },
    ]);
    expect(within(container.querySelector('#left') as HTMLElement).getByLabelText('Voornaam')).toBeTruthy();
    expect(container.querySelector('#left')?.className).toContain('md:col-span-1');
    expect(within(container.querySelector('#right') as HTMLElement).getByLabelText('Achternaam')).toBeTruthy();
    expect(container.querySelector('#left')?.parentElement?.className).toContain('md:grid-cols-2');
  });
});

describe('tabs', () => {
  const definition: FieldDefinition[] = [
    { type: 'toggle', key: 'shop', title: 'Webwinkel', true_value: '1', false_value: '0' },
    {
      type: 'tabs',
      fields: [
        { title: 'Algemeen', id: 'general', fields: [{ type: 'text', key: 'name', title: 'Naam' }] },
        { title: 'Betalen', id: 'pay', conditional: { key: 'shop', value: '1' }, fields: [{ type: 'text', key: 'iban', title: 'IBAN' }] },
      ],
    },
  ];

  it('shows a tab only when its conditional passes; arrow keys switch tabs', async () => {
    const form = renderKitForm(definition, { shop: '0' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Algemeen']);
    await form.user.click(screen.getByRole('switch', { name: 'Webwinkel' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Algemeen', 'Betalen']);
    screen.getByRole('tab', { name: 'Algemeen' }).focus();
    await form.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Betalen' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel')).toBe(screen.getByLabelText('IBAN').closest('[role=tabpanel]'));
  });

  it('falls back to the first tab when the chosen one disappears, and marks tabs with errors', async () => {
    const form = renderKitForm(definition, { shop: '1' }, { errors: { iban: ['Ongeldig IBAN.'] } });
    expect(screen.getByRole('tab', { name: /Betalen/ }).textContent).toContain('bevat fouten');
    await form.user.click(screen.getByRole('tab', { name: /Betalen/ }));
    expect(screen.getByText('Ongeldig IBAN.')).toBeTruthy();
    await form.user.click(screen.getByRole('switch', { name: 'Webwinkel' }));
    expect(screen.getByRole('tab', { name: 'Algemeen' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Naam')).toBeTruthy();
  });

  it("leaving a tab runs its function first; false keeps the tab", async () => {
    const calls: string[] = [];
    let allow = false;
    const form = renderKitForm([
      {
        type: 'tabs',
        fields: [
          {
            title: 'Eerste',
            id: 'one',
            function: ({ values }) => {
              calls.push(String(values.a));
              return allow;
            },
            fields: [{ type: 'text', key: 'a', title: 'A' }],
          },
          { title: 'Tweede', id: 'two', fields: [{ type: 'text', key: 'b', title: 'B' }] },
        ],
      },
    ], { a: 'x' });
    await form.user.click(screen.getByRole('tab', { name: 'Tweede' }));
    expect(screen.getByRole('tab', { name: 'Eerste' }).getAttribute('aria-selected')).toBe('true');
    allow = true;
    await form.user.click(screen.getByRole('tab', { name: 'Tweede' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Tweede' }).getAttribute('aria-selected')).toBe('true'));
    expect(calls).toEqual(['x', 'x']);
  });
});
