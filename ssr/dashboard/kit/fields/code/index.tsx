/**
 * code_editor: CodeMirror 6, 350 px high, the language from settings.language
 * (html, css, javascript), loaded on first use. Tab is not captured, so keyboard
 * users can leave the editor; its content element is labelled and described like
 * any input. html is the same editor fixed to HTML.
 */
import { useEffect, useRef, useState } from 'react';
import type { EditorView } from 'codemirror';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import { FieldFrame } from '../../form/FieldFrame.tsx';
import type { CodeEditorSettings, ValueField } from '../../types.ts';
import { asText } from '../text/index.tsx';
import { loadEditor } from './loadEditor.ts';

export const CODE_EDITOR_HEIGHT = '350px';

function CodeEditorField({ field, value, onChange, errors, disabled, id, language = field.settings?.language }: FieldProps<ValueField> & { language?: CodeEditorSettings['language'] }) {
  return (
    <FieldFrame field={field} id={id} errors={errors} labelFor={false}>
      {({ labelId, describedBy, invalid }) => {
        const attributes: Record<string, string> = { id, 'aria-labelledby': labelId };
        if (describedBy) attributes['aria-describedby'] = describedBy;
        if (invalid) attributes['aria-invalid'] = 'true';
        return (
          <EditorHost
            language={language}
            text={asText(value)}
            onChange={onChange}
            disabled={disabled}
            attributes={attributes}
            invalid={invalid}
          />
        );
      }}
    </FieldFrame>
  );
}

interface EditorHostProps {
  language: CodeEditorSettings['language'];
  text: string;
  onChange(value: string): void;
  disabled: boolean;
  attributes: Record<string, string>;
  invalid: boolean;
}

type Reconfigure = (disabled: boolean, attributes: Record<string, string>) => void;

function EditorHost({ language, text, onChange, disabled, attributes, invalid }: EditorHostProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<{ view: EditorView; reconfigure: Reconfigure } | null>(null);
  const [ready, setReady] = useState(false);
  // The editor lives outside React; its listeners read the current props from here.
  const latest = useRef({ text, onChange, disabled, attributes });
  latest.current = { text, onChange, disabled, attributes };
  const attributesKey = JSON.stringify(attributes);

  useEffect(() => {
    let cancelled = false;
    void loadEditor(language).then((cm) => {
      if (cancelled || !host.current) return;
      const editable = new cm.Compartment();
      const contentAttributes = new cm.Compartment();
      const view = new cm.EditorView({
        parent: host.current,
        state: cm.EditorState.create({
          doc: latest.current.text,
          extensions: [
            cm.highlighting,
            cm.basicSetup,
            cm.language,
            // Long lines wrap: no sideways scrolling inside the field on a phone.
            cm.EditorView.lineWrapping,
            editable.of(cm.EditorView.editable.of(!latest.current.disabled)),
            contentAttributes.of(cm.EditorView.contentAttributes.of(latest.current.attributes)),
            cm.EditorView.theme({ '&': { height: CODE_EDITOR_HEIGHT }, '.cm-scroller': { overflow: 'auto' } }),
            cm.EditorView.updateListener.of((update) => {
              const next = update.state.doc.toString();
              if (update.docChanged && next !== latest.current.text) latest.current.onChange(next);
            }),
          ],
        }),
      });
      editor.current = {
        view,
        reconfigure: (nextDisabled, nextAttributes) =>
          view.dispatch({
            effects: [
              editable.reconfigure(cm.EditorView.editable.of(!nextDisabled)),
              contentAttributes.reconfigure(cm.EditorView.contentAttributes.of(nextAttributes)),
            ],
          }),
      };
      setReady(true);
    });
    return () => {
      cancelled = true;
      editor.current?.view.destroy();
      editor.current = null;
      setReady(false);
    };
  }, [language]);

  // A value set from outside (a reset, a load) replaces the document.
  useEffect(() => {
    const view = editor.current?.view;
    if (view && view.state.doc.toString() !== text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    }
  }, [text, ready]);

  useEffect(() => {
    editor.current?.reconfigure(disabled, latest.current.attributes);
  }, [disabled, attributesKey, ready]);

  return (
    <div
      ref={host}
      data-ready={ready || undefined}
      style={{ minHeight: CODE_EDITOR_HEIGHT }}
      // contain: a long line scrolls inside the editor instead of widening the page.
      className={`overflow-hidden rounded-md border bg-white text-sm [contain:inline-size] ${invalid ? 'border-red-600' : 'border-gray-300'} ${disabled ? 'opacity-60' : ''}`}
    />
  );
}

export const code_editor = defineField({ type: 'code_editor', render: CodeEditorField });

/** html: the same editor, always in CodeMirror's HTML mode (the value is the markup). */
export const html = defineField({ type: 'html', render: (props) => <CodeEditorField {...props} language="html" /> });
