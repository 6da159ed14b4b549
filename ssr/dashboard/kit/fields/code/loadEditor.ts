/**
 * CodeMirror 6 and a language, imported on first use so dashboard forms without a
 * code field never download the editor.
 */
import type { Extension } from '@codemirror/state';
import type { CodeEditorSettings } from '../../types.ts';

export async function loadEditor(language: CodeEditorSettings['language']) {
  const [codemirror, state, lang, highlighting] = await Promise.all([
    import('codemirror'),
    import('@codemirror/state'),
    languageExtension(language),
    accessibleHighlighting(),
  ]);
  return { ...codemirror, Compartment: state.Compartment, EditorState: state.EditorState, language: lang, highlighting };
}

/**
 * Token colours with at least 4.5:1 contrast on the editor's light background (WCAG AA).
 * CodeMirror's default style is the fallback of basicSetup; its tag-name green (#085)
 * measures about 4.3:1 on the field's grey, so a style of our own replaces it.
 */
async function accessibleHighlighting(): Promise<Extension> {
  const [{ HighlightStyle, syntaxHighlighting }, { tags }] = await Promise.all([import('@codemirror/language'), import('@lezer/highlight')]);
  return syntaxHighlighting(
    HighlightStyle.define([
      { tag: tags.keyword, color: '#6b21a8' },
      { tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName], color: '#1e3a8a' },
      { tag: [tags.literal, tags.inserted, tags.number], color: '#14532d' },
      { tag: [tags.string, tags.deleted, tags.attributeValue], color: '#9f1239' },
      { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#9a3412' },
      { tag: [tags.typeName, tags.namespace, tags.tagName], color: '#065f46' },
      { tag: [tags.className, tags.attributeName, tags.propertyName], color: '#1e40af' },
      { tag: [tags.definition(tags.variableName), tags.special(tags.variableName), tags.macroName], color: '#1d4ed8' },
      { tag: tags.comment, color: '#4b5563', fontStyle: 'italic' },
      { tag: tags.meta, color: '#374151' },
      { tag: tags.invalid, color: '#b91c1c' },
      { tag: tags.strong, fontWeight: 'bold' },
      { tag: tags.emphasis, fontStyle: 'italic' },
    ]),
  );
}

async function languageExtension(language: CodeEditorSettings['language']): Promise<Extension> {
  if (language === 'css') return (await import('@codemirror/lang-css')).css();
  if (language === 'javascript') return (await import('@codemirror/lang-javascript')).javascript();
  if (language === 'html') return (await import('@codemirror/lang-html')).html();
  return [];
}
