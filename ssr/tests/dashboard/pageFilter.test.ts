import { describe, expect, it } from 'vitest'
import { filterPages } from '../../dashboard/pages/pageFilter'
import type { PageSummary } from '../../dashboard/types'

const page = (id: number, path: string, post_title: string, published_version: number | null, has_unpublished_changes: boolean): PageSummary => ({
  id, path, post_title, published_version, has_unpublished_changes, protected: false, noindex: false, updated_at: '', version: 1,
})

const pages = [page(1, '/', 'Home', 1, false), page(2, '/over-ons', 'Over ons', 1, true), page(3, '/nieuw', 'Nieuws', null, true)]

describe('filterPages', () => {
  it('finds pages by path or title, ignoring case', () => {
    expect(filterPages(pages, 'OVER', '').map((p) => p.id)).toEqual([2])
    expect(filterPages(pages, 'nieuws', '').map((p) => p.id)).toEqual([3])
  })
  it('filters on Concept, Gewijzigd and Gepubliceerd', () => {
    expect(filterPages(pages, '', 'concept').map((p) => p.id)).toEqual([3])
    expect(filterPages(pages, '', 'changed').map((p) => p.id)).toEqual([2])
    expect(filterPages(pages, '', 'published').map((p) => p.id)).toEqual([1])
  })
})
