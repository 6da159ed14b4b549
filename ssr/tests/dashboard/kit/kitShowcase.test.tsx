// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRegistry, KitShowcase } from '../../../dashboard/kit/index.ts';
import { sampleFields, sampleWizard } from '../../../dashboard/kit/showcase/sampleDefinition.ts';
import type { FieldDefinition } from '../../../dashboard/kit/types.ts';
import './renderKitForm.tsx';

// Editor.js needs a real browser (jsdom has no matchMedia or selection): a stand-in.
vi.mock('../../../dashboard/kit/fields/richtext/loadRichEditor.ts', () => ({
  loadRichEditor: async () => () => ({ isReady: Promise.resolve(), save: async () => ({ blocks: [] }), render: async () => {}, readOnly: { toggle: async () => true }, destroy: () => {} }),
}));

afterEach(() => cleanup());

// The showcase's pickers read the project's lists from the owner API: an empty project here.
beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const list = String(url).split('?')[0].split('/').pop() ?? '';
    return { ok: true, status: 200, headers: { get: () => null }, json: async () => ({ [list]: [] }) };
  });
});
afterAll(() => vi.unstubAllGlobals());
// Typing into the showcase re-renders every sample field: slow on two busy cores.
const SLOW = 60_000;

function typesIn(fields: FieldDefinition[]): string[] {
  return fields.flatMap((field) => {
    const nested =
      field.type === 'tabs' || field.type === 'steps'
        ? field.fields.flatMap((part) => typesIn(part.fields))
        : field.type === 'columns'
          ? field.columns.flatMap((column) => typesIn(column.fields))
          : typesIn(field.fields ?? []);
    return [field.type, ...nested];
  });
}

describe('KitShowcase', () => {
  it('shows every registered field type', () => {
    const shown = new Set([...typesIn(sampleFields), ...typesIn(sampleWizard)]);
    expect(Object.keys(fieldRegistry).filter((type) => !shown.has(type))).toEqual([]);
  });

  it('renders with live values and the sample errors', { timeout: SLOW }, async () => {
    const user = userEvent.setup();
    render(<KitShowcase project={3} />);
    const values = screen.getByRole('complementary', { name: 'Waarden' });
    await user.type(screen.getByRole('textbox', { name: /^Naam/ }), 'Bakker');
    expect(within(values).getByText(/"name": "Bakker"/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voorbeeldfouten' }));
    expect(screen.getByText('Vul een naam in.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Opslaan is niet gelukt');
    // The wizard marks its step with an error.
    expect(screen.getByText('Vul een bedrijfsnaam in.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Klaar' })).toBeTruthy());
  });

  it("shows a block's settings form generated from the schema in its second tab", async () => {
    const user = userEvent.setup();
    render(<KitShowcase project={3} />);
    await user.click(screen.getByRole('tab', { name: 'Uit het schema' }));
    expect(screen.getByRole('combobox', { name: 'Sectie of blok' })).toHaveProperty('value', 'block:button');
    const title = screen.getByRole('textbox', { name: 'Titel' });
    expect(title).toHaveProperty('value', 'Titel');
    await user.type(title, ' nu');
    expect(screen.getByText(/"title": "Titel nu"/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sectie of blok' }), 'section:footersTwo');
    expect(await screen.findByRole('textbox', { name: 'Facebook link' })).toBeTruthy();
  }, SLOW);
});
