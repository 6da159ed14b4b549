/** Pure pieces of the publish screen: the schedule moment and per-item problems. */
import type { FieldErrors } from '../api'

/** A `datetime-local` value (the owner's own clock) as ISO 8601 with its offset. */
export function scheduleMoment(local: string): string {
  return new Date(local).toISOString()
}

/**
 * The API answers a refused release under `items.{n}.{field}`, n the position in the
 * items sent: the messages per document key (`kind:id`) of `sent`.
 */
export function itemProblems(errors: FieldErrors, sent: { kind: string; id: string }[]): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^items\.(\d+)/.exec(field)
    const item = match ? sent[Number(match[1])] : undefined
    if (!item) continue
    const key = `${item.kind}:${item.id}`
    found.set(key, [...(found.get(key) ?? []), ...messages])
  }
  return found
}

/** The line under the list of changes: what goes along with the release. */
export function selectionHint(chosen: number, pending: number): string {
  if (chosen === 0) return 'Niets geselecteerd: alles hierboven gaat mee.'
  return `${chosen} van ${pending} geselecteerd: alleen ${chosen === 1 ? 'die gaat' : 'die gaan'} mee.`
}

const DATE = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' })

export function when(iso: string | null): string {
  return iso ? DATE.format(new Date(iso)) : ''
}
