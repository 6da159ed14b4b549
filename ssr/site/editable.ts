/**
 * Editable mode: the page inside the page editor's preview frame (docs/page-editor.md,
 * "Preview frame"). The frame URL is the page's preview link with `&bewerken=1`:
 * `/over-ons?voorbeeld=<token>&bewerken=1#wm-editor=<session token>&wm-origin=<editor origin>`.
 */
import { previewTokenOf, type BundleOutcome } from './pageBundle'

export const EDIT_PARAM = 'bewerken'

/**
 * Only with a preview token the API accepted (a refused one is a notice, never a page),
 * and only when the URL asks for it.
 */
export function isEditable(search: Record<string, string | undefined>, outcome: BundleOutcome): boolean {
  return previewTokenOf(search) !== undefined && search[EDIT_PARAM] === '1' && outcome.kind === 'page'
}

/** Set on <html> of an editable page: the client entry loads the frame bridge only then. */
export const EDITABLE_ATTRIBUTE = 'data-wm-editable'

/** Where the frame bridge asks for one section rendered alone (POST, JSON). */
export const SECTION_RENDER_PATH = '/wm-frame/section'

/** The largest request body of a section render. */
export const SECTION_BODY_LIMIT = '512kb'
