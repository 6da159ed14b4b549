/**
 * Editor.js and the tools of the blocks' rich-text data (paragraph, header, list,
 * quote, delimiter; blocks/src/richtext), imported on first use so the dashboard's
 * first load never carries them.
 */
import type { EditorConfig, OutputData } from '@editorjs/editorjs';

export interface RichEditor {
  isReady: Promise<void>;
  save(): Promise<OutputData>;
  render(data: OutputData): Promise<void>;
  readOnly: { toggle(state?: boolean): Promise<boolean> };
  destroy(): void;
}

export type RichEditorFactory = (config: EditorConfig) => RichEditor;

/** `full`: every tool (editor); otherwise paragraphs only (text_editor). */
export async function loadRichEditor(full: boolean): Promise<RichEditorFactory> {
  const [{ default: EditorJS }, tools] = await Promise.all([
    import('@editorjs/editorjs'),
    full
      ? Promise.all([import('@editorjs/header'), import('@editorjs/list'), import('@editorjs/quote'), import('@editorjs/delimiter')]).then(
          ([header, list, quote, delimiter]) => ({
            header: { class: header.default, inlineToolbar: true, config: { levels: [1, 2, 3, 4, 5, 6], defaultLevel: 2 } },
            list: { class: list.default, inlineToolbar: true },
            quote: { class: quote.default, inlineToolbar: true },
            delimiter: delimiter.default,
          }),
        )
      : Promise.resolve({}),
  ]);
  return (config) => new EditorJS({ ...config, tools: { ...(tools as EditorConfig['tools']), ...config.tools } }) as unknown as RichEditor;
}
