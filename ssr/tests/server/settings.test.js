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

describe('SSR_BUNDLE_STORE_BYTES', () => {
  it('defaults to 8 MiB of bundle JSON per process', () => {
    expect(settingsFromEnv({}).bundleStoreBytes).toBe(8 * 1024 * 1024)
    expect(settingsFromEnv({ SSR_BUNDLE_STORE_BYTES: '' }).bundleStoreBytes).toBe(8 * 1024 * 1024)
  })

  it('takes a number of bytes, 0 for no store', () => {
    expect(settingsFromEnv({ SSR_BUNDLE_STORE_BYTES: '1048576' }).bundleStoreBytes).toBe(1_048_576)
    expect(settingsFromEnv({ SSR_BUNDLE_STORE_BYTES: '0' }).bundleStoreBytes).toBe(0)
  })

  it('refuses what is no number of bytes', () => {
    expect(() => settingsFromEnv({ SSR_BUNDLE_STORE_BYTES: '16MB' })).toThrow('SSR_BUNDLE_STORE_BYTES must be a non-negative integer, got 16MB')
    expect(() => settingsFromEnv({ SSR_BUNDLE_STORE_BYTES: '-1' })).toThrow('SSR_BUNDLE_STORE_BYTES must be')
  })
})

describe('freezeBundles (SSR_FREEZE_BUNDLES)', () => {
  it('freezes stored bundles in tests and development, not in production', () => {
    expect(settingsFromEnv({ NODE_ENV: 'test' }).freezeBundles).toBe(true)
    expect(settingsFromEnv({ NODE_ENV: 'development' }).freezeBundles).toBe(true)
    expect(settingsFromEnv({ NODE_ENV: 'production' }).freezeBundles).toBe(false)
    expect(settingsFromEnv({}).freezeBundles).toBe(false)
  })

  it('follows SSR_FREEZE_BUNDLES when it is set', () => {
    expect(settingsFromEnv({ NODE_ENV: 'production', SSR_FREEZE_BUNDLES: '1' }).freezeBundles).toBe(true)
    expect(settingsFromEnv({ NODE_ENV: 'test', SSR_FREEZE_BUNDLES: '0' }).freezeBundles).toBe(false)
    expect(settingsFromEnv({ NODE_ENV: 'test', SSR_FREEZE_BUNDLES: '' }).freezeBundles).toBe(true)
    expect(() => settingsFromEnv({ SSR_FREEZE_BUNDLES: 'ja' })).toThrow('SSR_FREEZE_BUNDLES must be 1 or 0, got ja')
  })
})
