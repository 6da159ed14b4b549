/** The fields of the page editor, and what a save sends: only what the owner changed. */
import type { Page } from '../types'

export type PageFields = {
  path: string
  post_title: string
  seo_title: string
  seo_description: string
  noindex: boolean
  // '' keeps the password as it is; a text sets it. `removePassword` removes it.
  password: string
  removePassword: boolean
}

export function fieldsOf(page: Page): PageFields {
  return {
    path: page.path,
    post_title: page.post_title,
    seo_title: page.seo_title ?? '',
    seo_description: page.seo_description ?? '',
    noindex: page.noindex,
    password: '',
    removePassword: false,
  }
}

const TEXTS = ['path', 'post_title', 'seo_title', 'seo_description'] as const

/** The PUT body for the changes from `base` to `fields` (empty when nothing changed). */
export function changesOf(base: Page, fields: PageFields): Record<string, unknown> {
  const saved = fieldsOf(base)
  const body: Record<string, unknown> = {}
  for (const name of TEXTS) if (fields[name] !== saved[name]) body[name] = fields[name]
  if (fields.noindex !== saved.noindex) body.noindex = fields.noindex
  if (fields.removePassword && base.protected) body.password = null
  else if (fields.password) body.password = fields.password
  return body
}
