import { describe, expect, it } from 'vitest'
import { apiBaseFor, apiBaseOverride } from '../../site/apiBase'

describe('wm_api_url override', () => {
  it('accepts absolute http and https URLs, without trailing slash', () => {
    expect(apiBaseOverride('https://api.example.com')).toBe('https://api.example.com')
    expect(apiBaseOverride('https://api.example.com/')).toBe('https://api.example.com')
    expect(apiBaseOverride('http://127.0.0.1:8103')).toBe('http://127.0.0.1:8103')
    expect(apiBaseOverride(' https://api.example.com/v2/ ')).toBe('https://api.example.com/v2')
  })

  it('rejects anything a crafted link could abuse', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://api.example.com',
      '/api',
      '//api.example.com',
      'api.example.com',
      'https://user:secret@api.example.com',
      'https://api.example.com/?x=1',
      'https://api.example.com/#x',
      '',
      undefined,
    ]) {
      expect(apiBaseOverride(value), String(value)).toBeNull()
    }
  })

  it('falls back to same-origin calls', () => {
    expect(apiBaseFor({})).toBe('')
    expect(apiBaseFor({ wm_api_url: 'javascript:alert(1)' })).toBe('')
    expect(apiBaseFor({ wm_api_url: 'https://api.example.com' })).toBe('https://api.example.com')
  })
})
