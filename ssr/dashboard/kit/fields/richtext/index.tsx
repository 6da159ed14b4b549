/**
 * editor and text_editor: Editor.js, loaded on first use (loadRichEditor.ts). editor
 * edits a rich-text document with the tools the blocks render (paragraph, header,
 * list, quote, delimiter) and stores `{time, version, blocks}`; text_editor has
 * paragraphs only and stores inline HTML. Both are at least 150 px high, read-only
 * while the form loads, labelled and described like any input.
 */
import { useEffect, useRef, useState } from 'react';
import type { OutputData } from '@editorjs/editorjs';
import { FieldFrame } from '../../form/FieldFrame.tsx';
import { Spinner } from '../../form/Spinner.tsx';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import type { ValueField } from '../../types.ts';
import { documentOf, EDITOR_VERSION, inlineHtmlOf } from './document.ts';
import { loadRichEditor, type RichEditor } from './loadRichEditor.ts';

export const MIN_HEIGHT = '150px';
// The dashboard's reset takes headings' and lists' looks away; the editor shows them.
const RICH_TEXT_LOOK =
  '[&_.ce-header]:font-semibold [&_h1.ce-header]:text-2xl [&_h2.ce-header]:text-xl [&_h3.ce-header]:text-lg ' +
  '[&_.cdx-quote]:border-l-4 [&_.cdx-quote]:border-gray-300 [&_.cdx-quote]:pl-3 [&_b]:font-semibold [&_a]:underline';

function RichTextField({ field, value, onChange, errors, disabled, id, full }: FieldProps<ValueField> & { full: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<RichEditor | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ value, onChange, disabled, emitted: '' });
  latest.current = { ...latest.current, value, onChange, disabled };
  const serialise = (data: OutputData) => (full ? { time: data.time, version: EDITOR_VERSION, blocks: data.blocks } : inlineHtmlOf(documentOf(data)));

  useEffect(() => {
    let cancelled = false;
    let instance: RichEditor | null = null;
    void loadRichEditor(full).then(async (create) => {
      if (cancelled || !host.current) return;
      const data = documentOf(latest.current.value);
      latest.current.emitted = JSON.stringify(latest.current.value ?? null);
      instance = create({
        holder: host.current,
        data: data as OutputData,
        minHeight: 40,
        placeholder: field.placeholder ?? 'Typ hier je tekst',
        readOnly: latest.current.disabled,
        onChange: async (api) => {
          const saved = await api.saver.save();
          const next = serialise(saved);
          latest.current.emitted = JSON.stringify(next);
          latest.current.onChange(next);
        },
      });
      await instance.isReady;
      if (cancelled) return instance.destroy();
      editor.current = instance;
      setReady(true);
    });
    return () => {
      cancelled = true;
      editor.current = null;
      if (instance) {
        const done = instance;
        void done.isReady.then(() => done.destroy()).catch(() => {});
      }
      setReady(false);
    };
    // The editor is made once per field; later values arrive through render below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [full]);

  // A value set from outside (a reset, a load) replaces the document.
  useEffect(() => {
    const current = editor.current;
    if (!current || JSON.stringify(value ?? null) === latest.current.emitted) return;
    latest.current.emitted = JSON.stringify(value ?? null);
    void current.render(documentOf(value) as OutputData);
  }, [value, ready]);

  useEffect(() => {
    if (ready) void editor.current?.readOnly.toggle(disabled);
  }, [disabled, ready]);

  return (
    <FieldFrame field={field} id={id} errors={errors} labelFor={false}>
      {({ labelId, describedBy, invalid }) => (
        <div
          id={id}
          role="group"
          aria-labelledby={field.title ? labelId : undefined}
          aria-describedby={describedBy}
          data-ready={ready || undefined}
          style={{ minHeight: MIN_HEIGHT }}
          className={`relative rounded-md border bg-white px-3 py-2 text-base md:text-sm ${invalid ? 'border-red-600' : 'border-gray-300'} ${disabled ? 'opacity-60' : ''}`}
        >
          {!ready ? (
            <div className="absolute left-3 top-2 text-gray-600"><Spinner label="Editor laden" /></div>
          ) : null}
          <div ref={host} className={RICH_TEXT_LOOK} />
        </div>
      )}
    </FieldFrame>
  );
}

export const editor = defineField({ type: 'editor', render: (props) => <RichTextField {...props} full /> });
export const text_editor = defineField({ type: 'text_editor', render: (props) => <RichTextField {...props} full={false} /> });
