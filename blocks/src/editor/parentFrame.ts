/**
 * Messages from the page (shown inside the editor's preview frame) to the editor
 * around it (spec 000 section 7), e.g. `go_to_route {path: '/wm/templates/cta'}` or
 * `set_management_tab {management_tab: 'forms'}`. They go through the editor protocol
 * (protocol.ts): posted with the session token to the editor's exact origin, both
 * handed to the frame in its URL fragment (`#wm-editor=…&wm-origin=…`). A page that is
 * not framed by an editor session posts nothing. See docs/page-editor.md.
 */
import { post, readFragment } from './protocol.ts';

export type ParentMessage =
  | { type: 'go_to_route'; payload: { path: string } }
  | { type: 'set_management_tab'; payload: { management_tab: string } };

export interface EditorChannel {
  token: string;
  origin: string;
}

let channel: EditorChannel | null = null;

/**
 * The editor session of this frame: the one the bridge read at start (the page may
 * change its hash later, e.g. a hash button), else the current fragment's.
 */
export function editorChannel(): EditorChannel | null {
  if (channel) return channel;
  if (typeof window === 'undefined') return null;
  return readFragment(window.location.hash);
}

/** Kept by the frame bridge when it starts (ssr/frame/bridge.ts). */
export function setEditorChannel(next: EditorChannel | null): void {
  channel = next;
}

/** Posts `message` to the editor around the frame; false when there is none. */
export function postToParent(message: ParentMessage): boolean {
  if (typeof window === 'undefined' || window.parent === window) return false;
  const session = editorChannel();
  if (!session) return false;
  post(window.parent, session.origin, session.token, message);
  return true;
}

/** The editor route of a reusable template. */
export function templateEditorPath(templateId: string): string {
  return `/wm/templates/${encodeURIComponent(templateId)}`;
}

/**
 * 'Bewerk de template' (spec 001 §2): the editor route of this template
 * (`go_to_route`), and the management tab it belongs to (`set_management_tab`
 * 'templates'), which the dashboard, already in that area, takes as said.
 */
export function openTemplateEditor(templateId: string): void {
  postToParent({ type: 'go_to_route', payload: { path: templateEditorPath(templateId) } });
  postToParent({ type: 'set_management_tab', payload: { management_tab: 'templates' } });
}
