import { describe, expect, it } from 'vitest'
import { changesOf, fieldsOf } from '../../dashboard/pages/pageForm'
import type { Page } from '../../dashboard/types'

const page: Page = {
  id: 1, path: '/over-ons', post_title: 'Over ons', seo_title: '', seo_description: '', noindex: false,
  protected: true, version: 3, published_version: 2, has_unpublished_changes: false,
}

describe('changesOf', () => {
  it('sends only what changed', () => {
    expect(changesOf(page, fieldsOf(page))).toEqual({})
    expect(changesOf(page, { ...fieldsOf(page), post_title: 'Wie zijn wij', noindex: true })).toEqual({ post_title: 'Wie zijn wij', noindex: true })
  })
  it('sets a typed password and removes one with null', () => {
    expect(changesOf(page, { ...fieldsOf(page), password: 'geheim' })).toEqual({ password: 'geheim' })
    expect(changesOf(page, { ...fieldsOf(page), removePassword: true })).toEqual({ password: null })
    expect(changesOf({ ...page, protected: false }, { ...fieldsOf(page), removePassword: true })).toEqual({})
  })
})
