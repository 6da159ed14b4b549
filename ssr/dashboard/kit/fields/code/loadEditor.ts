/**
 * CodeMirror 6 and a language, imported on first use so dashboard forms without a
 * code field never download the editor.
 */
import type { Extension } from '@codemirror/state';
import type { CodeEditorSettings } from '../../types.ts';

export async function loadEditor(language: CodeEditorSettings['language']) {
  const [codemirror, state, lang] = await Promise.all([
    import('codemirror'),
    import('@codemirror/state'),
    languageExtension(language),
  ]);
  return { ...codemirror, Compartment: state.Compartment, EditorState: state.EditorState, language: lang };
}

async function languageExtension(language: CodeEditorSettings['language']): Promise<Extension> {
  if (language === 'css') return (await import('@codemirror/lang-css')).css();
  if (language === 'javascript') return (await import('@codemirror/lang-javascript')).javascript();
  if (language === 'html') return (await import('@codemirror/lang-html')).html();
  return [];
}
