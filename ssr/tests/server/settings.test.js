/** The graceful-shutdown settings of settings.js: seconds in, milliseconds out. */
import { describe, expect, it } from 'vitest'
import { settingsFromEnv } from '../../server/settings.js'

describe('SHUTDOWN_DELAY and SHUTDOWN_TIMEOUT', () => {
  it('default to no delay and a 10 s drain', () => {
    const settings = settingsFromEnv({})
    expect(settings.shutdownDelayMs).toBe(0)
    expect(settings.shutdownTimeoutMs).toBe(10_000)
  })

  it('take seconds, decimals too', () => {
    const settings = settingsFromEnv({ SHUTDOWN_DELAY: '5', SHUTDOWN_TIMEOUT: '2.5' })
    expect(settings.shutdownDelayMs).toBe(5_000)
    expect(settings.shutdownTimeoutMs).toBe(2_500)
  })

  it('refuse what is no number of seconds', () => {
    expect(() => settingsFromEnv({ SHUTDOWN_DELAY: '-1' })).toThrow('SHUTDOWN_DELAY must be a non-negative number of seconds, got -1')
    expect(() => settingsFromEnv({ SHUTDOWN_TIMEOUT: '5s' })).toThrow('SHUTDOWN_TIMEOUT must be')
  })
})
