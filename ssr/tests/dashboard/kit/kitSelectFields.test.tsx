// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshField, registerOptionsLoader } from '../../../dashboard/kit/index.ts';
import type { FieldOption } from '../../../dashboard/kit/types.ts';
import { renderKitForm } from './renderKitForm.tsx';

const menus = [
  { id: 1, title: 'Hoofdmenu' },
  { id: 2, title: 'Footermenu' },
];
const sizes = [
  { value: 'sm', label: 'Klein' },
  { value: 'md', label: 'Middel' },
];

describe('select', () => {
  it('shows the chosen label and stores the option value (track_by, label_key)', async () => {
    const form = renderKitForm(
      [{ type: 'select', key: 'menu', title: 'Menu', options: menus, track_by: 'id', label_key: 'title' }],
      { menu: 1 },
    );
    const input = screen.getByRole('combobox', { name: 'Menu' });
    expect(input).toHaveProperty('value', 'Hoofdmenu');
    await form.user.click(input);
    await form.user.click(await screen.findByRole('option', { name: 'Footermenu' }));
    expect(form.values().menu).toBe(2);
    expect(input).toHaveProperty('value', 'Footermenu');
  });

  it('closes its list once an option is chosen (the focus stays on the input)', async () => {
    const form = renderKitForm([{ type: 'select', key: 'size', title: 'Maat', options: sizes }], { size: 'sm' })
    const input = screen.getByRole('combobox', { name: 'Maat' })
    await form.user.click(input)
    await form.user.click(await screen.findByRole('option', { name: 'Middel' }))
    expect(form.values().size).toBe('md')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(document.activeElement).toBe(input)
  });

  it("emptying the input clears the choice to ''", async () => {
    const form = renderKitForm([{ type: 'select', key: 'size', title: 'Maat', options: sizes }], { size: 'md' });
    const input = screen.getByRole('combobox', { name: 'Maat' });
    await form.user.clear(input);
    await form.user.tab();
    expect(form.values().size).toBe('');
    expect(input).toHaveProperty('value', '');
  });

  it('filters while typing and says when nothing matches', async () => {
    const form = renderKitForm([{ type: 'select', key: 'size', title: 'Maat', options: sizes }]);
    const input = screen.getByRole('combobox', { name: 'Maat' });
    await form.user.type(input, 'mid');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Middel']);
    await form.user.type(input, 'xyz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it("says 'No options available' without options", async () => {
    const form = renderKitForm([{ type: 'select', key: 'size', title: 'Maat', options: [] }]);
    await form.user.click(screen.getByRole('combobox', { name: 'Maat' }));
    expect(await screen.findByText('No options available')).toBeTruthy();
  });

  it("taggable: 'Press enter to add', Enter stores the typed value without submitting", async () => {
    let submitted = 0;
    const form = renderKitForm([{ type: 'select', key: 'tag', title: 'Label', options: sizes, taggable: true }], {}, {
      onSubmit: () => {
        submitted += 1;
      },
    });
    const input = screen.getByRole('combobox', { name: 'Label' });
    await form.user.type(input, 'Nieuw');
    expect(await screen.findByText('Press enter to add')).toBeTruthy();
    await form.user.keyboard('{Enter}');
    expect(form.values().tag).toBe('Nieuw');
    expect(submitted).toBe(0);
  });

  it("loads options asynchronously ('Loading...') and reloads on the event named after its key", async () => {
    let calls = 0;
    let release: (options: FieldOption[]) => void = () => {};
    const loader = () => {
      calls += 1;
      return new Promise<FieldOption[]>((resolve) => {
        release = resolve;
      });
    };
    const form = renderKitForm([{ type: 'select', key: 'menu_id', title: 'Menu', fetchOptions: loader, track_by: 'id', label_key: 'title' }]);
    await form.user.click(screen.getByRole('combobox', { name: 'Menu' }));
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await act(async () => release(menus));
    expect(await screen.findByRole('option', { name: 'Hoofdmenu' })).toBeTruthy();
    act(() => refreshField('menu_id'));
    await waitFor(() => expect(calls).toBe(2));
    await act(async () => release([...menus, { id: 3, title: 'Nieuw menu' }]));
    expect(await screen.findByRole('option', { name: 'Nieuw menu' })).toBeTruthy();
  });

  it('a registered loader serves definitions kept as data (fetchFunction)', async () => {
    const unregister = registerOptionsLoader('sizes', async () => sizes);
    try {
      const form = renderKitForm([{ type: 'select', key: 'size', title: 'Maat', fetchFunction: 'sizes' }], { size: 'md' });
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Maat' })).toHaveProperty('value', 'Middel'));
      expect(form.values().size).toBe('md');
    } finally {
      unregister();
    }
  });

  it('fetch: the loader filters by what was typed, the newest answer wins', async () => {
    const searches: string[] = [];
    const loader = async ({ search }: { search: string }) => {
      searches.push(search);
      return sizes.filter((option) => option.label.toLowerCase().startsWith(search.toLowerCase()));
    };
    const form = renderKitForm([{ type: 'select', key: 'size', title: 'Maat', fetchOptions: loader, fetch: true }]);
    await form.user.type(screen.getByRole('combobox', { name: 'Maat' }), 'kl');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Klein']));
    expect(searches).toEqual(['', 'k', 'kl']);
  });

  it('shows its error under the input', () => {
    renderKitForm([{ type: 'select', key: 'size', title: 'Maat', options: sizes }], {}, { errors: { size: ['Kies een maat.'] } });
    const input = screen.getByRole('combobox', { name: 'Maat' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Kies een maat.');
  });
});

describe('multiselect', () => {
  it('adds chosen options as tags, stores an array, removes with the tag button', async () => {
    const form = renderKitForm([{ type: 'multiselect', key: 'sizes', title: 'Maten', options: sizes }], { sizes: ['md'] });
    expect(screen.getByRole('row', { name: 'Middel' })).toBeTruthy();
    await form.user.click(screen.getByRole('combobox', { name: 'Maten' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Klein']);
    await form.user.click(screen.getByRole('option', { name: 'Klein' }));
    expect(form.values().sizes).toEqual(['md', 'sm']);
    // The list stays open for picking more; Escape closes it.
    await form.user.keyboard('{Escape}');
    await form.user.click(screen.getByRole('button', { name: 'Verwijder Middel' }));
    expect(form.values().sizes).toEqual(['sm']);
  });

  it('a select with multiselect behaves the same; taggable adds typed tags', async () => {
    const form = renderKitForm([{ type: 'select', key: 'tags', title: 'Tags', multiselect: true, taggable: true, options: [] }]);
    await form.user.type(screen.getByRole('combobox', { name: 'Tags' }), 'actie{Enter}');
    expect(form.values().tags).toEqual(['actie']);
    expect(screen.getByRole('row', { name: 'actie' })).toBeTruthy();
  });
});
