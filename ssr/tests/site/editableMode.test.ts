import { describe, expect, it } from 'vitest'
import { isEditable } from '../../site/editable'
import type { BundleOutcome, PageBundle } from '../../site/pageBundle'
import { pageSiteInput, siteDataFrom } from '../../site/siteData'

const bundle = {
  project: { id: 7, title: 'Bakkerij' },
  page: { id: 3, path: '/', post_title: 'Home', protected: false, components: [] },
  menus: {},
  forms: {},
  templates: {},
  canonical_url: '',
  cache: { cacheable: false, keys: [] },
  not_found: false,
} as unknown as PageBundle
const page: BundleOutcome = { kind: 'page', status: 200, bundle }
const refused: BundleOutcome = { kind: 'notice', status: 403, reason: 'preview' }

describe('editable mode', () => {
  it('needs a preview token, bewerken=1 and a page the API answered for that token', () => {
    expect(isEditable({ voorbeeld: 'abc', bewerken: '1' }, page)).toBe(true)
    expect(isEditable({ bewerken: '1' }, page)).toBe(false)
    expect(isEditable({ voorbeeld: 'abc' }, page)).toBe(false)
    expect(isEditable({ voorbeeld: 'abc', bewerken: 'ja' }, page)).toBe(false)
    expect(isEditable({ voorbeeld: 'abc', bewerken: '1' }, refused)).toBe(false)
    expect(isEditable({ voorbeeld: 'x'.repeat(201), bewerken: '1' }, page)).toBe(false)
  })

  it('reaches the blocks as the site context, false unless asked for', () => {
    const options = { apiBase: '', notFoundPath: '/nf', currentPath: '/' }
    const visitor = siteDataFrom(page, options)
    const editor = siteDataFrom(page, { ...options, editable: true })
    if (visitor.kind !== 'page' || editor.kind !== 'page') throw new Error('a page')
    expect(pageSiteInput(visitor).editable).toBe(false)
    expect(pageSiteInput(editor).editable).toBe(true)
  })
})
