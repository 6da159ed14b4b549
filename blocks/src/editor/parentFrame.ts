/**
 * Messages from the page (shown inside the editor's preview iframe) to the editor
 * around it (spec 000 section 7): `{ type, payload }` posted to window.parent, e.g.
 * `{ type: 'go_to_route', payload: { path: '/wm/templates/cta' } }` or
 * `{ type: 'set_management_tab', payload: { management_tab: 'forms' } }`.
 * The editor's origin is not known to the page, so the target origin is '*'; the
 * messages carry only editor routes, never visitor data. See docs/blocks.md.
 */

export type ParentMessage =
  | { type: 'go_to_route'; payload: { path: string } }
  | { type: 'set_management_tab'; payload: { management_tab: string } };

/** Posts `message` to the parent frame; false when the page is not framed. */
export function postToParent(message: ParentMessage): boolean {
  if (typeof window === 'undefined' || window.parent === window) return false;
  window.parent.postMessage(message, '*');
  return true;
}

/** The editor route of a reusable template. */
export function templateEditorPath(templateId: string): string {
  return `/wm/templates/${encodeURIComponent(templateId)}`;
}
