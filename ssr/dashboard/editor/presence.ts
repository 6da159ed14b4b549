/**
 * Who else has this document open in an editor, and on which section: `PUT
 * /projects/{id}/presence {document, section}` every 10 s and when the selection
 * changes, answering the others seen in the last 30 s; `DELETE ?document=` on leaving.
 * A lost connection shows nobody and keeps trying; a 404 (an API without presence)
 * shows nobody and stops asking for this editor.
 */
import { useEffect, useRef, useState } from 'react'
import { ApiError, call } from '../api'

export type Presence = { user: { id: number; email: string; name: string }; section: string | null; seen_at: string }

export const PRESENCE_INTERVAL = 10_000

export function initials(user: Presence['user']): string {
  const words = (user.name || user.email.split('@')[0]).split(/[\s._-]+/).filter(Boolean)
  return (words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase()
}

export function displayName(user: Presence['user']): string {
  return user.name || user.email
}

export function usePresence(project: number, document: string, section: string | null): Presence[] {
  const [present, setPresent] = useState<Presence[]>([])
  const sectionRef = useRef(section)
  sectionRef.current = section
  const beatRef = useRef<() => void>(() => {})

  useEffect(() => {
    let stopped = false
    let missing = false
    const beat = () => {
      if (missing) return
      call<{ present: Presence[] }>('PUT', `/projects/${project}/presence`, { body: { document, section: sectionRef.current } })
        .then(({ data }) => {
          if (!stopped) setPresent(Array.isArray(data?.present) ? data.present : [])
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) missing = true
          if (!stopped) setPresent([])
        })
    }
    beatRef.current = beat
    beat()
    const timer = setInterval(beat, PRESENCE_INTERVAL)
    return () => {
      stopped = true
      clearInterval(timer)
      if (!missing) void call('DELETE', `/projects/${project}/presence?document=${encodeURIComponent(document)}`).catch(() => undefined)
    }
  }, [project, document])

  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    beatRef.current()
  }, [section])

  return present
}
