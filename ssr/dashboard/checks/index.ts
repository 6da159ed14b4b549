/** The publish check, for the Publiceren screen and the page editor (docs/page-editor.md). */
export { CheckList, MAX_MEASURED, PublishCheck, usePublishCheck, type CheckState, type CheckTarget } from './PublishCheck'
export { measurePreview, nearestSection } from './measure'
export { BUDGET, counts, mergeProblems, sendable, summary, WIDTHS, type CheckProblem } from './problems'

/** Where a problem's click leads from outside the editor: the document's editor, with the section. */
export function editorHref(document: string, section: string | null): string | null {
  const match = /^(page|template):(.+)$/.exec(document)
  if (!match) return null
  const base = `/wm/${match[1] === 'page' ? 'pages' : 'templates'}/${encodeURIComponent(match[2]!)}`
  return section ? `${base}?section=${encodeURIComponent(section)}` : base
}
