/**
 * Where a problem of the publish check leads (docs/page-editor.md, "Publish check"): a
 * page's or template's editor, with the section, or the menu editor for a menu's item.
 */

/** Where a problem's click leads from outside the editor: the document's editor, with the section. */
export function editorHref(document: string, section: string | null): string | null {
  const match = /^(page|template|menu):(.+)$/.exec(document)
  if (!match) return null
  if (match[1] === 'menu') return `/wm/menus/${encodeURIComponent(match[2]!)}`
  const base = `/wm/${match[1] === 'page' ? 'pages' : 'templates'}/${encodeURIComponent(match[2]!)}`
  return section ? `${base}?section=${encodeURIComponent(section)}` : base
}

/** A menu's problem is mended in the menu editor, never in the page's. */
export function isMenuDocument(document: string | null): document is string {
  return document !== null && document.startsWith('menu:')
}
