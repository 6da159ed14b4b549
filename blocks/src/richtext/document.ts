/**
 * Reads a stored rich-text value into Editor.js blocks. Accepts the document object or
 * a plain string of inline HTML (one paragraph, e.g. a menu item's text or a webshop
 * description). A string is never parsed as a document: text that happens to look
 * like JSON stays text, so it can never smuggle in a developer-only `raw` block.
 */

export interface RichTextBlock {
  id?: string;
  type: string;
  data: Record<string, unknown>;
}

export interface RichTextDocument {
  time?: number;
  version?: string;
  blocks: RichTextBlock[];
}

/** Editor.js version stored with new documents. */
/** An embedded video's box, the `iframe` block's (spec 001 §9: "embedded video max 560 by 315"). */
export const IFRAME_MAX_WIDTH = 560;
export const IFRAME_HEIGHT = 315;

export const EDITOR_VERSION = '2.18.0';

function isBlock(value: unknown): value is RichTextBlock {
  return typeof value === 'object' && value !== null && typeof (value as RichTextBlock).type === 'string';
}

function blocksOf(value: unknown): RichTextBlock[] {
  if (typeof value !== 'object' || value === null) return [];
  const blocks = (value as { blocks?: unknown }).blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.filter(isBlock).map((block) => ({
    ...block,
    data: typeof block.data === 'object' && block.data !== null ? block.data : {},
  }));
}

export function richTextBlocks(value: unknown): RichTextBlock[] {
  if (typeof value === 'string') {
    return value.trim() ? [{ type: 'paragraph', data: { text: value } }] : [];
  }
  return blocksOf(value);
}

/** True when the value would render nothing (used to hide empty wrappers). */
export function isEmptyRichText(value: unknown): boolean {
  return richTextBlocks(value).length === 0;
}
