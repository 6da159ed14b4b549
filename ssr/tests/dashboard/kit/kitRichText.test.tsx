// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentOf, inlineHtmlOf } from '../../../dashboard/kit/fields/richtext/document.ts';
import { renderKitForm } from './renderKitForm.tsx';

// Editor.js needs a real browser's selection and layout (checked in Chromium on
// /wm/kit); here a stand-in records what the field gives it and plays its changes.
const made = vi.hoisted(() => ({ editors: [] as { config: Record<string, any>; full: boolean; rendered: unknown[]; readOnly: boolean[] }[] }));

vi.mock('../../../dashboard/kit/fields/richtext/loadRichEditor.ts', () => ({
  loadRichEditor: async (full: boolean) => (config: Record<string, any>) => {
    const record = { config, full, rendered: [] as unknown[], readOnly: [] as boolean[] };
    made.editors.push(record);
    return {
      isReady: Promise.resolve(),
      save: async () => config.data,
      render: async (data: unknown) => void record.rendered.push(data),
      readOnly: { toggle: async (state: boolean) => (record.readOnly.push(state), state) },
      destroy: () => {},
    };
  },
}));

async function type(editorIndex: number, blocks: unknown[]) {
  const { config } = made.editors[editorIndex];
  await act(async () => config.onChange({ saver: { save: async () => ({ time: 1764150000000, blocks, version: '2.31.0' }) } }));
}

beforeEach(() => {
  made.editors.length = 0;
});

describe('editor and text_editor', () => {
  it('documents: a string is one paragraph; text_editor joins paragraphs with <br>', () => {
    expect(documentOf('Hallo <b>jij</b>')).toEqual({ version: '2.18.0', blocks: [{ type: 'paragraph', data: { text: 'Hallo <b>jij</b>' } }] });
    expect(documentOf({ blocks: [{ type: 'header', data: { text: 'Kop', level: 2 } }, { nope: 1 }] }).blocks).toEqual([{ type: 'header', data: { text: 'Kop', level: 2 } }]);
    expect(documentOf(undefined).blocks).toEqual([]);
    expect(inlineHtmlOf({ blocks: [{ type: 'paragraph', data: { text: 'Een' } }, { type: 'paragraph', data: { text: ' ' } }, { type: 'paragraph', data: { text: 'Twee' } }] })).toBe('Een<br>Twee');
  });

  it('editor: all tools, the stored document in, a document with version 2.18.0 out', async () => {
    const stored = { time: 1, version: '2.18.0', blocks: [{ type: 'list', data: { style: 'ordered', items: ['Meel'] } }] };
    const form = renderKitForm([{ type: 'editor', key: 'block1', title: 'Tekst' }], { block1: stored });
    await waitFor(() => expect(made.editors).toHaveLength(1));
    expect(made.editors[0].full).toBe(true);
    expect(made.editors[0].config.data.blocks).toEqual(stored.blocks);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Tekst' }).hasAttribute('data-ready')).toBe(true));
    expect(screen.getByRole('group', { name: 'Tekst' }).style.minHeight).toBe('150px');
    await type(0, [{ type: 'header', data: { text: 'Welkom', level: 2 } }]);
    expect(form.values().block1).toEqual({ time: 1764150000000, version: '2.18.0', blocks: [{ type: 'header', data: { text: 'Welkom', level: 2 } }] });
    // Its own change is not rendered back into the editor.
    expect(made.editors[0].rendered).toEqual([]);
    form.rerenderWith({});
    expect(made.editors[0].rendered).toEqual([]);
  });

  it('text_editor: paragraphs only, inline HTML out', async () => {
    const form = renderKitForm([{ type: 'text_editor', key: 'intro', title: 'Intro' }], { intro: 'Oud' });
    await waitFor(() => expect(made.editors).toHaveLength(1));
    expect(made.editors[0].full).toBe(false);
    expect(made.editors[0].config.data.blocks).toEqual([{ type: 'paragraph', data: { text: 'Oud' } }]);
    await type(0, [{ type: 'paragraph', data: { text: 'Nieuw <i>brood</i>' } }, { type: 'paragraph', data: { text: 'Vers' } }]);
    expect(form.values().intro).toBe('Nieuw <i>brood</i><br>Vers');
  });

  it('read-only while loading; errors described; hidden by a conditional', async () => {
    renderKitForm(
      [
        { type: 'editor', key: 'body', title: 'Inhoud' },
        { type: 'text_editor', key: 'extra', title: 'Extra', conditional: { key: 'show', value: '1' } },
      ],
      {},
      { loading: true, errors: { body: ['Vul de inhoud in.'] } },
    );
    await waitFor(() => expect(made.editors).toHaveLength(1));
    expect(made.editors[0].config.readOnly).toBe(true);
    const group = screen.getByRole('group', { name: 'Inhoud' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Vul de inhoud in.');
    expect(screen.queryByText('Extra')).toBeNull();
  });
});
