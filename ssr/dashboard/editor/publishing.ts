/**
 * Publishing from the editor (docs/page-editor.md, "Publishing from the editor"): the
 * document being edited and, when the project's settings draft differs from the live
 * site (a site-wide value changed here, or anything under Instellingen), the settings
 * with it, so a page never goes live showing values the site does not have yet.
 */
export type PublishItem = { kind: 'page'; id: number } | { kind: 'template'; id: string } | { kind: 'settings'; id: 'settings' }

/** The publish call's items for an editor document ('page:12', 'template:cta'). */
export function publishItems(document: string, settingsChanged: boolean): PublishItem[] {
  const [kind, ...rest] = document.split(':')
  const id = rest.join(':')
  const items: PublishItem[] = []
  if (kind === 'page' && /^\d+$/.test(id)) items.push({ kind: 'page', id: Number(id) })
  else if (kind === 'template' && id) items.push({ kind: 'template', id })
  else throw new Error(`not a publishable document: ${document}`)
  if (settingsChanged) items.push({ kind: 'settings', id: 'settings' })
  return items
}
