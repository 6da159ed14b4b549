import { describe, expect, it } from 'vitest'
import { nextLook } from '../../dashboard/queries'
import type { Release } from '../../dashboard/types'

const release = (status: Release['status'], scheduled_for: string | null = null) => ({ id: 1, status, scheduled_for }) as Release
const NOW = Date.parse('2026-11-26T12:00:00Z')

describe('nextLook', () => {
  it('does not look again while nothing waits', () => {
    expect(nextLook([release('published')], NOW)).toBe(false)
    expect(nextLook([], NOW)).toBe(false)
  })
  it('looks just after the first scheduled release is due', () => {
    expect(nextLook([release('scheduled', '2026-11-26T12:00:05Z'), release('scheduled', '2026-11-26T12:00:03Z')], NOW)).toBe(4_500)
  })
  it('looks at least every 15 s and at most every second', () => {
    expect(nextLook([release('scheduled', '2026-11-27T12:00:00Z')], NOW)).toBe(15_000)
    expect(nextLook([release('scheduled', '2026-11-26T11:00:00Z')], NOW)).toBe(1_000)
  })
  it('looks every 2 s while one is being published', () => {
    expect(nextLook([release('publishing'), release('scheduled', '2026-11-27T12:00:00Z')], NOW)).toBe(2_000)
  })
})
