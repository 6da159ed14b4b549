/** Publishing state of a document as a pill: Concept, Gepubliceerd, Gewijzigd, Gepland. */
import type { Publishing } from '../types'

export type Status = 'concept' | 'published' | 'changed' | 'scheduled' | 'failed'

const LOOK: Record<Status, { label: string; className: string }> = {
  concept: { label: 'Concept', className: 'bg-gray-100 text-gray-800 ring-gray-300' },
  published: { label: 'Gepubliceerd', className: 'bg-green-50 text-green-800 ring-green-600/30' },
  changed: { label: 'Gewijzigd', className: 'bg-amber-50 text-amber-900 ring-amber-600/40' },
  scheduled: { label: 'Gepland', className: 'bg-blue-50 text-blue-800 ring-blue-600/30' },
  failed: { label: 'Mislukt', className: 'bg-red-50 text-red-800 ring-red-600/30' },
}

export function documentStatus(document: Publishing): Status {
  if (document.published_version === null) return 'concept'
  return document.has_unpublished_changes ? 'changed' : 'published'
}

export const statusLabel = (status: Status) => LOOK[status].label

export function StatusPill({ status }: { status: Status }) {
  const { label, className } = LOOK[status]
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${className}`}>{label}</span>
}
