// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cut, readTable } from '../../../dashboard/kit/fields/importer/index.tsx';
import { renderKitForm } from './renderKitForm.tsx';

const long = 'x'.repeat(150);
const table = { headers: ['Naam', `Omschrijving ${long}`], rows: [['Brood', long], ['Taart', 'Met room']] };

describe('importer_table', () => {
  it('reads rows with or without headers; cuts at 100 characters', () => {
    expect(readTable([['a', 1]])).toEqual({ headers: [], rows: [['a', '1']] });
    expect(readTable(null)).toEqual({ headers: [], rows: [] });
    expect(cut(long)).toBe(`${'x'.repeat(100)}…`);
    expect(cut('kort')).toBe('kort');
  });

  it('shows headers and cells cut at 100 characters, the full text in the title', () => {
    renderKitForm([{ type: 'importer_table', key: 'import', title: 'Import' }], { import: table });
    const grid = screen.getByRole('table', { name: 'Import' });
    const header = within(grid).getAllByRole('columnheader')[1];
    expect(header.textContent).toBe(`${`Omschrijving ${long}`.slice(0, 100)}…`);
    expect(header.getAttribute('title')).toBe(`Omschrijving ${long}`);
    const cell = within(grid).getAllByRole('cell')[1];
    expect(cell.textContent).toBe(`${'x'.repeat(100)}…`);
    expect(screen.getByText('2 rijen')).toBeTruthy();
  });

  it('deletes a row and the table only on the second press', async () => {
    const form = renderKitForm([{ type: 'importer_table', key: 'import', title: 'Import' }], { import: table });
    await form.user.click(screen.getByRole('button', { name: 'Rij 1 verwijderen' }));
    expect(form.values().import).toEqual(table);
    await form.user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByRole('button', { name: 'Rij 1 verwijderen' })).toBeTruthy();
    await form.user.click(screen.getByRole('button', { name: 'Rij 1 verwijderen' }));
    await form.user.click(screen.getByRole('button', { name: 'Rij 1 verwijderen: bevestigen' }));
    expect(form.values().import).toEqual({ headers: table.headers, rows: [['Taart', 'Met room']] });

    await form.user.click(screen.getByRole('button', { name: 'Tabel verwijderen' }));
    expect((form.values().import as { rows: unknown[] }).rows).toHaveLength(1);
    await form.user.click(screen.getByRole('button', { name: 'Tabel verwijderen: bevestigen' }));
    expect(form.values().import).toEqual({ headers: [], rows: [] });
    expect(screen.getByText('Nog niets om te importeren. Kies eerst een bestand.')).toBeTruthy();
  });

  it('disabled while loading; errors; hidden by a conditional', () => {
    renderKitForm(
      [
        { type: 'importer_table', key: 'import', title: 'Import' },
        { type: 'importer_table', key: 'other', title: 'Ander', conditional: { key: 'show', value: '1' } },
      ],
      { import: table, other: table },
      { loading: true, errors: { import: ['Kolom Naam ontbreekt.'] } },
    );
    expect((screen.getByRole('button', { name: 'Rij 1 verwijderen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Kolom Naam ontbreekt.')).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
