/**
 * The messages between the visual page editor (the dashboard, `/wm/pages/{id}`) and the
 * page it shows in its preview frame (the site in editable mode). One envelope for both
 * directions: `{ type, payload, token }`.
 *
 * - Frame to editor (spec 000 section 7): `go_to_route {path}`, `set_management_tab
 *   {management_tab}`, `paragraph_attrs_{id} {attributes, selected_node}`, and ours:
 *   `frame_ready`, `section_selected`, `paragraph_change`, `grid_change`,
 *   `section_rendered`.
 * - Editor to frame (spec): `request_active_attrs_{id}`, `paragraph_edit_{id}` and
 *   `paragraph_edit_object_{id}`, each with a payload of `{type, payload}`; and ours:
 *   `select_section`, `update_section`, `arrange_sections`.
 *
 * Trust: the editor makes a random token per editing session and hands it to the frame
 * in the frame URL's fragment (never sent to a server, never logged). Every message
 * carries it; a receiver drops any message whose origin is not the one it expects or
 * whose token differs, so another window or origin changes nothing. Messages are always
 * posted to an exact target origin, never '*'. See docs/page-editor.md.
 */

/** A paragraph (rich-text field) in the frame: `{section}:{field}` or `{section}:{block}:{field}`. */
export type ParagraphId = string;

export interface FieldAddress {
  /** The section's id. */
  section: string;
  /** The block's id when the field belongs to a block's props, else the section's meta. */
  block?: string;
  /** The field's name (spec: a text block change is saved under the name of its field). */
  field: string;
}

/** The inline formatting a paragraph edit applies (`paragraph_edit_{id}` payload type). */
export type ParagraphEditType = 'bold' | 'italic' | 'underline' | 'heading' | 'paragraph' | 'list' | 'unlink';
/** The objects a side panel inserts (`paragraph_edit_object_{id}` payload type). */
export type ParagraphObjectType = 'link' | 'image' | 'iframe' | 'html';

export interface SectionJson {
  id: string;
  template: string;
  meta?: Record<string, unknown>;
  blocks?: unknown[];
}

/** Messages the frame posts to the editor. */
export type FrameToEditor =
  | { type: 'go_to_route'; payload: { path: string } }
  | { type: 'set_management_tab'; payload: { management_tab: string } }
  | { type: 'frame_ready'; payload: { sections: string[]; path: string } }
  /** `paragraph`: the rich-text field clicked, when the click was in one. */
  | { type: 'section_selected'; payload: { section: string; block?: string; paragraph?: ParagraphId } }
  | { type: 'paragraph_change'; payload: FieldAddress & { data: unknown } }
  | { type: 'grid_change'; payload: FieldAddress & { items: unknown[] } }
  | { type: 'section_rendered'; payload: { section: string; request: number } }
  | { type: `paragraph_attrs_${string}`; payload: { attributes: Record<string, unknown>; selected_node: string | null } };

/** Messages the editor posts to the frame. */
export type EditorToFrame =
  | { type: 'select_section'; payload: { section: string | null } }
  /** Render `section` on the server and swap it in at `index` (inserted when new). */
  | { type: 'update_section'; payload: { section: SectionJson; index: number; request: number } }
  /** The page's section order: sections not listed are removed, the rest reordered. */
  | { type: 'arrange_sections'; payload: { order: string[] } }
  | { type: `request_active_attrs_${string}`; payload: { type: 'attrs'; payload: null } }
  | { type: `paragraph_edit_${string}`; payload: { type: ParagraphEditType; payload: unknown } }
  | { type: `paragraph_edit_object_${string}`; payload: { type: ParagraphObjectType; payload: Record<string, unknown> } };

export type Envelope<M> = M & { token: string };

/** The fragment key that hands the session token (and the editor's origin) to the frame. */
export const TOKEN_KEY = 'wm-editor';
export const ORIGIN_KEY = 'wm-origin';

/** A random per-session token (128 bits, hex). */
export function newSessionToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function paragraphId(address: FieldAddress): ParagraphId {
  return address.block ? `${address.section}:${address.block}:${address.field}` : `${address.section}:${address.field}`;
}

export function parseParagraphId(id: string): FieldAddress | null {
  const parts = id.split(':');
  if (parts.some((part) => part === '')) return null;
  if (parts.length === 2) return { section: parts[0], field: parts[1] };
  if (parts.length === 3) return { section: parts[0], block: parts[1], field: parts[2] };
  return null;
}

/** The fragment of the frame URL: `#wm-editor=<token>&wm-origin=<editor origin>`. */
export function frameFragment(token: string, editorOrigin: string): string {
  return `#${TOKEN_KEY}=${encodeURIComponent(token)}&${ORIGIN_KEY}=${encodeURIComponent(editorOrigin)}`;
}

/** The token and editor origin from a frame URL's fragment, or null. */
export function readFragment(hash: string): { token: string; origin: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(TOKEN_KEY);
  const origin = params.get(ORIGIN_KEY);
  if (!token || !/^[0-9a-f]{32}$/.test(token) || !origin) return null;
  try {
    if (new URL(origin).origin !== origin) return null;
  } catch {
    return null;
  }
  return { token, origin };
}

/**
 * The message of `event` when it comes from `origin` with `token`, else null. Both sides
 * call this on every message they receive.
 */
export function acceptMessage<M extends { type: string }>(event: { origin: string; data: unknown }, origin: string, token: string): M | null {
  if (event.origin !== origin) return null;
  const data = event.data as Partial<Envelope<M>> | null;
  if (!data || typeof data !== 'object' || typeof data.type !== 'string' || data.token !== token) return null;
  return data as unknown as M;
}

/** Posts `message` with the token to `target` at exactly `origin`. */
export function post<M extends { type: string }>(target: Pick<Window, 'postMessage'>, origin: string, token: string, message: M): void {
  target.postMessage({ ...message, token }, origin);
}
