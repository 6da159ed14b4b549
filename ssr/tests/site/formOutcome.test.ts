import { describe, expect, it, vi } from 'vitest'
import type { ApiGet } from '../../site/apiGet'
import { FORM_OUTCOME_PATH, fetchFormOutcome, formOutcomeFrom, namesFormOutcome } from '../../site/formOutcome'

const request = { apiUrl: 'http://api.test/', host: 'bakkerij.example', forwardedFor: '10.0.0.1', forwardedProto: 'https' }
const outcome = {
  form_id: 'contact',
  status: 'invalid',
  message: '',
  redirection_url: '0',
  errors: { naam: ['Dit veld is verplicht.'], general: ['Te veel formulieren verzonden vanaf dit adres.'] },
  values: { naam: '', bericht: 'Hallo', bijlagen: ['uploads/a.png'] },
}

describe('form outcome of a post without JavaScript', () => {
  it('is asked for on behalf of the visitor host, by its token', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = []
    const get: ApiGet = async (url, headers) => {
      calls.push({ url, headers })
      return { status: 200, body: JSON.stringify({ outcome }) }
    }
    expect(await fetchFormOutcome(request, 'a b', get)).toEqual(outcome)
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe(`http://api.test${FORM_OUTCOME_PATH}?token=a%20b`)
    expect(calls[0].headers['x-forwarded-host']).toBe('bakkerij.example')
    expect(calls[0].headers['x-forwarded-for']).toBe('10.0.0.1')
  })

  it('is null when unknown or expired (404), unreadable, or the API is down: the page shows the form as usual', async () => {
    expect(await fetchFormOutcome(request, 'x', async () => ({ status: 404, body: '{"errors":{}}' }))).toBeNull()
    expect(await fetchFormOutcome(request, 'x', async () => ({ status: 200, body: '<html>' }))).toBeNull()
    const down: ApiGet = async () => {
      throw new Error('connect ECONNREFUSED')
    }
    const logged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      expect(await fetchFormOutcome(request, 'x', down)).toBeNull()
    } finally {
      logged.mockRestore()
    }
    let asked = false
    expect(await fetchFormOutcome(request, '', async () => ((asked = true), { status: 200, body: '{}' }))).toBeNull()
    expect(asked).toBe(false)
  })

  it('keeps only the shapes the form renders', () => {
    expect(formOutcomeFrom({ outcome: { ...outcome, status: 'gek' } })).toBeNull()
    expect(formOutcomeFrom({ outcome: { ...outcome, errors: { naam: 'tekst', x: [1, 'ok'] }, values: { a: 3, b: ['p', 4] } } })).toMatchObject({
      errors: { x: ['ok'] },
      values: { b: ['p'] },
    })
  })

  it('makes the page the visitor\'s own whenever the URL names one', () => {
    expect(namesFormOutcome({ formulier: 'abc' })).toBe(true)
    expect(namesFormOutcome({ formulier: '' })).toBe(true)
    expect(namesFormOutcome({ query: 'brood' })).toBe(false)
  })
})
