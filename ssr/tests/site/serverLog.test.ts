/** The page renderer's log lines: the server's JSON shape, the request id, no query strings or secrets. */
import { describe, expect, it } from 'vitest'
import { runWithRequestId } from '../../server/requestContext.js'
import { logError, pathForLog } from '../../site/serverLog'

describe('pathForLog', () => {
  it('drops the query string and hides e-mail addresses and tokens', () => {
    expect(pathForLog('/zoeken?query=appeltaart&email=jan@example.nl')).toBe('/zoeken')
    expect(pathForLog('/product/appeltaart')).toBe('/product/appeltaart')
    expect(pathForLog('/x/jan@example.nl')).toBe('/x/:redacted')
    expect(pathForLog('/betalen/abc')).toBe('/betalen/:token')
    expect(pathForLog('/bestelling/q7Xw2mVb9LkT4sPz8RnY3cHd')).toBe('/bestelling/:token')
  })
})

describe('logError', () => {
  it('writes one JSON line with the id of the request being served', () => {
    const lines: string[] = []
    runWithRequestId('render-00000001', () => logError('page bundle: API unreachable', { host: 'bakkerij.example', status: 502, skipped: undefined }, (line) => lines.push(line)))
    logError('buiten een verzoek', {}, (line) => lines.push(line))
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { time: expect.any(String), level: 'error', msg: 'page bundle: API unreachable', request_id: 'render-00000001', host: 'bakkerij.example', status: 502 },
      { time: expect.any(String), level: 'error', msg: 'buiten een verzoek' },
    ])
  })
})
