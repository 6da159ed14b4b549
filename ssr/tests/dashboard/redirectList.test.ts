import { describe, expect, it } from 'vitest'
import { apiQuery, describeTarget, pageCount, readListQuery, statusLabel, withFilter } from '../../dashboard/redirects/listQuery'

const params = (query: string) => new URLSearchParams(query)

describe('the redirect list query', () => {
  it('reads the URL with defaults for what is missing or wrong', () => {
    expect(readListQuery(params(''))).toEqual({ q: '', status: '', sort: '-created_at', page: 1 })
    expect(readListQuery(params('q=oud&status=302&sort=path&page=3'))).toEqual({ q: 'oud', status: '302', sort: 'path', page: 3 })
    expect(readListQuery(params('status=307&sort=kleur&page=-2'))).toEqual({ q: '', status: '', sort: '-created_at', page: 1 })
  })

  it('asks the API for one page, sorted and filtered on the server', () => {
    expect(apiQuery({ q: ' oud ', status: '301', sort: 'path', page: 2 })).toBe('page=2&limit=25&sort=path&q=oud&status=301')
    expect(apiQuery({ q: '', status: '', sort: '-created_at', page: 1 })).toBe('page=1&limit=25&sort=-created_at')
  })

  it('goes back to the first page when a filter changes', () => {
    const at = new URL('http://wm.invalid/wm/redirects?q=oud&page=4')
    expect(withFilter(at, 'status', '302')).toBe('/wm/redirects?q=oud&status=302')
    expect(withFilter(at, 'q', '')).toBe('/wm/redirects')
  })

  it('counts pages and names statuses and targets', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(26)).toBe(2)
    expect(statusLabel(301)).toBe('Permanent (301)')
    expect(statusLabel(302)).toBe('Tijdelijk (302)')
    expect(describeTarget('/contact')).toEqual({ text: '/contact', external: false })
    expect(describeTarget('https://elders.example/pad?x=1')).toEqual({ text: 'elders.example/pad?x=1', external: true })
    expect(describeTarget('https://elders.example/')).toEqual({ text: 'elders.example', external: true })
  })
})
