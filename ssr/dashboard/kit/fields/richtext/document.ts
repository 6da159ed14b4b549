/**
 * The values of editor and text_editor. editor holds a rich-text document as the
 * blocks store it, `{time, version, blocks: [{type, data}]}` (default version '2.18.0',
 * spec 001 section 2); text_editor holds inline HTML, its paragraphs joined by <br>.
 */
export const EDITOR_VERSION = '2.18.0';

export interface RichBlock {
  id?: string;
  type: string;
  data: Record<string, unknown>;
}

export interface RichDocument {
  time?: number;
  version?: string;
  blocks: RichBlock[];
}

const isBlock = (value: unknown): value is RichBlock =>
  typeof value === 'object' && value !== null && typeof (value as RichBlock).type === 'string';

/** A stored value as a document: a string is one paragraph of inline HTML. */
export function documentOf(value: unknown): RichDocument {
  if (typeof value === 'string') return { version: EDITOR_VERSION, blocks: value.trim() ? [{ type: 'paragraph', data: { text: value } }] : [] };
  if (typeof value === 'object' && value !== null && Array.isArray((value as RichDocument).blocks)) {
    const document = value as RichDocument;
    return {
      ...document,
      version: document.version ?? EDITOR_VERSION,
      blocks: document.blocks.filter(isBlock).map((block) => ({ ...block, data: typeof block.data === 'object' && block.data ? block.data : {} })),
    };
  }
  return { version: EDITOR_VERSION, blocks: [] };
}

/** text_editor's value: the paragraphs' inline HTML joined by <br>. */
export function inlineHtmlOf(document: RichDocument): string {
  return document.blocks
    .map((block) => (typeof block.data.text === 'string' ? block.data.text : ''))
    .filter((text) => text.trim() !== '')
    .join('<br>');
}
