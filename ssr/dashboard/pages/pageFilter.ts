/** The page list's search and status filter (both kept in the URL). */
import { documentStatus, type Status } from '../ui/StatusPill'
import type { PageSummary } from '../types'

export const STATUS_FILTERS: { key: '' | Status; label: string }[] = [
  { key: '', label: 'Alle' },
  { key: 'concept', label: 'Concept' },
  { key: 'changed', label: 'Gewijzigd' },
  { key: 'published', label: 'Gepubliceerd' },
]

export function filterPages(pages: PageSummary[], query: string, status: string): PageSummary[] {
  const needle = query.trim().toLocaleLowerCase('nl')
  return pages.filter((page) => {
    if (status && documentStatus(page) !== status) return false
    if (!needle) return true
    return page.path.toLocaleLowerCase('nl').includes(needle) || page.post_title.toLocaleLowerCase('nl').includes(needle)
  })
}
