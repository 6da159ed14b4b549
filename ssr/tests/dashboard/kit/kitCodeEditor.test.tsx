// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { EditorView } from 'codemirror';
import { describe, expect, it } from 'vitest';
import { renderKitForm } from './renderKitForm.tsx';

async function editorOf(label: string) {
  const content = await screen.findByRole('textbox', { name: label });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor');
  return { content, view };
}

describe('code_editor', () => {
  it('a labelled CodeMirror editor, 350 px high, holding the value', async () => {
    renderKitForm([{ type: 'code_editor', key: 'css', title: 'CSS', settings: { language: 'css' } }], { css: 'a { color: red; }' });
    const { content, view } = await editorOf('CSS');
    expect(view.state.doc.toString()).toBe('a { color: red; }');
    // The editor's DOM appears before React renders data-ready on its host (setReady after
    // the view is made): wait for that render rather than race it.
    await waitFor(() => expect((content.closest('[data-ready]') as HTMLElement | null)?.style.minHeight).toBe('350px'));
  });

  it('edits reach the form values; values set from outside reach the editor', async () => {
    const form = renderKitForm([{ type: 'code_editor', key: 'html', title: 'HTML', settings: { language: 'html' } }], { html: '<p></p>' });
    const { view } = await editorOf('HTML');
    view.dispatch({ changes: { from: 3, insert: 'Hoi' } });
    expect(form.values().html).toBe('<p>Hoi</p>');
    form.rerenderWith({});
    expect(view.state.doc.toString()).toBe('<p>Hoi</p>');
  });

  it('read-only while loading; errors described on the content', async () => {
    renderKitForm([{ type: 'code_editor', key: 'js', title: 'Script' }], {}, { loading: true, errors: { js: ['Ongeldige code.'] } });
    const { content } = await editorOf('Script');
    await waitFor(() => expect(content.getAttribute('contenteditable')).toBe('false'));
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(content.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ongeldige code.');
  });
});
