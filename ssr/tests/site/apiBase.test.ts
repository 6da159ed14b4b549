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

  const nobody = { allowedOrigins: [], siteOrigin: 'https://bakkerij.example' }
  const operator = { allowedOrigins: ['https://api.example.com'], siteOrigin: 'https://bakkerij.example' }

  it('falls back to same-origin calls', () => {
    expect(apiBaseFor({}, operator)).toBe('')
    expect(apiBaseFor({ wm_api_url: 'javascript:alert(1)' }, operator)).toBe('')
  })

  it('ignores every other origin unless the operator allowed it', () => {
    expect(apiBaseFor({ wm_api_url: 'https://attacker.example' }, nobody)).toBe('')
    expect(apiBaseFor({ wm_api_url: 'https://api.example.com' }, nobody)).toBe('')
    expect(apiBaseFor({ wm_api_url: 'https://attacker.example' }, operator)).toBe('')
    // Same host, other scheme or port: another origin.
    expect(apiBaseFor({ wm_api_url: 'http://api.example.com' }, operator)).toBe('')
    expect(apiBaseFor({ wm_api_url: 'https://api.example.com:8443' }, operator)).toBe('')
    expect(apiBaseFor({ wm_api_url: 'https://api.example.com.attacker.example' }, operator)).toBe('')
  })

  it('follows an allowed origin', () => {
    expect(apiBaseFor({ wm_api_url: 'https://api.example.com' }, operator)).toBe('https://api.example.com')
    expect(apiBaseFor({ wm_api_url: 'https://API.example.com:443/v2/' }, operator)).toBe('https://api.example.com/v2')
  })

  it("treats the site's own origin as same-origin", () => {
    expect(apiBaseFor({ wm_api_url: 'https://bakkerij.example/' }, nobody)).toBe('')
  })
})
