// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemTitle, randomKey, REPEATER_ANIMATION_MS } from '../../../dashboard/kit/fields/flexible/index.tsx';
import type { FieldDefinition } from '../../../dashboard/kit/types.ts';
import { renderKitForm } from './renderKitForm.tsx';

const slides: FieldDefinition = {
  type: 'flexible',
  key: 'slides',
  title: 'Dia’s',
  layouts: {
    slide: { title: 'Dia', dynamic_title: 'heading', fields: [{ type: 'text', key: 'heading', title: 'Kop' }] },
    quote: { title: 'Citaat', dynamic_title: '{author}: {text}', fields: [{ type: 'text', key: 'author', title: 'Auteur' }, { type: 'textarea', key: 'text', title: 'Tekst' }] },
  },
};

const two = [
  { layout: 'slide', key: 'aaaaaaaaaaaaaaaa', attributes: { heading: 'Welkom' } },
  { layout: 'quote', key: 'bbbbbbbbbbbbbbbb', attributes: { author: 'Piet', text: 'Lekker brood' } },
];

describe('flexible', () => {
  it('random 16-character keys; dynamic titles from a key or a pattern', () => {
    expect(randomKey()).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomKey()).not.toBe(randomKey());
    const layouts = slides.type === 'flexible' ? slides.layouts! : {};
    expect(itemTitle(two[0], layouts, 0)).toBe('Welkom');
    expect(itemTitle(two[1], layouts, 1)).toBe('Piet: Lekker brood');
    expect(itemTitle({ layout: 'slide', key: 'x', attributes: {} }, layouts, 2)).toBe('Dia 3');
  });

  it('adds an item per layout, opens it with open_new_item, edits its attributes', async () => {
    const form = renderKitForm([{ ...slides, settings: { open_new_item: true } }]);
    expect(screen.getByText('Nog geen items. Voeg er een toe.')).toBeTruthy();
    await form.user.click(screen.getByRole('button', { name: 'Citaat toevoegen' }));
    const [item] = form.values().slides as { layout: string; key: string; attributes: object }[];
    expect(item.layout).toBe('quote');
    expect(item.key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(item.attributes).toEqual({});
    await form.user.type(screen.getByRole('textbox', { name: 'Auteur' }), 'An');
    expect(form.values().slides).toEqual([{ layout: 'quote', key: item.key, attributes: { author: 'An' } }]);
    expect(screen.getByRole('button', { name: 'An:', expanded: true })).toBeTruthy();
  });

  it('opens selected_item; one row open at a time; moves, duplicates, deletes after confirming', async () => {
    const form = renderKitForm([{ ...slides, settings: { selected_item: 1 } }], { slides: two });
    expect(screen.getByRole('button', { name: 'Piet: Lekker brood', expanded: true })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Kop' })).toBeNull();
    await form.user.click(screen.getByRole('button', { name: 'Welkom', expanded: false }));
    expect(screen.getByRole('textbox', { name: 'Kop' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Auteur' })).toBeNull();

    await form.user.click(screen.getByRole('button', { name: 'Welkom omlaag' }));
    expect((form.values().slides as { key: string }[]).map((item) => item.key)).toEqual(['bbbbbbbbbbbbbbbb', 'aaaaaaaaaaaaaaaa']);
    await form.user.click(screen.getByRole('button', { name: 'Welkom dupliceren' }));
    const copied = form.values().slides as { key: string; attributes: object }[];
    expect(copied).toHaveLength(3);
    expect(copied[2].attributes).toEqual({ heading: 'Welkom' });
    expect(copied[2].key).not.toBe('aaaaaaaaaaaaaaaa');

    await form.user.click(screen.getByRole('button', { name: 'Piet: Lekker brood verwijderen' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Weet je zeker dat je deze wenst te verwijderen?')).toBeTruthy();
    await form.user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect((form.values().slides as unknown[]).length).toBe(2);
  });

  it('disable_add, disable_drag, disable_actions, disable_active; align_add', () => {
    renderKitForm([{ ...slides, settings: { disable_add: true, disable_drag: true, disable_actions: true, disable_active: true } }], { slides: two });
    expect(screen.queryByRole('button', { name: /toevoegen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /verslepen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /verwijderen/ })).toBeNull();
    // Every row open, none to pick.
    expect(screen.getByRole('textbox', { name: 'Kop' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Auteur' })).toBeTruthy();
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
  });

  it('a keyboard-sortable handle; a clickable row opens on click; item errors show under their field', async () => {
    const form = renderKitForm(
      [{ ...slides, settings: { should_row_clickable: true, align_add: 'right' } }],
      { slides: two },
      { errors: { 'slides.0.heading': ['Vul een kop in.'] } },
    );
    expect(screen.getByRole('button', { name: 'Dia toevoegen' }).parentElement?.className).toContain('justify-end');
    const handle = screen.getByRole('button', { name: 'Welkom verslepen' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    const row = screen.getByRole('button', { name: 'Welkom' }).parentElement as HTMLElement;
    await form.user.click(row);
    const list = screen.getByRole('list', { name: 'Dia’s' });
    expect(within(list).getByText('Vul een kop in.')).toBeTruthy();
    expect(within(list).getByRole('textbox', { name: 'Kop' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('rows slide aside in 50 ms while one is dragged (spec 001 §9)', async () => {
    const form = renderKitForm([slides], { slides: two });
    const handle = screen.getByRole('button', { name: 'Welkom verslepen' });
    handle.focus();
    await form.user.keyboard(' ');
    await form.user.keyboard('{ArrowDown}');
    const rows = screen.getByRole('list', { name: 'Dia’s' }).querySelectorAll<HTMLElement>(':scope > li');
    expect([...rows].map((row) => row.style.transition).filter(Boolean)).toContain(`transform ${REPEATER_ANIMATION_MS}ms ease`);
    expect(REPEATER_ANIMATION_MS).toBe(50);
    await form.user.keyboard(' ');
  });

  it('hidden by a conditional; disabled while loading', () => {
    renderKitForm([{ ...slides, conditional: { key: 'on', value: '1' } }], { on: '0', slides: two });
    expect(screen.queryByText('Welkom')).toBeNull();
    renderKitForm([slides], { slides: two }, { loading: true });
    expect((screen.getByRole('button', { name: 'Dia toevoegen' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
