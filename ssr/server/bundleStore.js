/**
 * The last page-bundle answer per request, kept to revalidate it (docs/performance.md,
 * "Bundles revalidated, not re-read"): site/pageBundle.ts sends the stored answer's ETag
 * as `If-None-Match` and, when the API answers 304 Not Modified, reuses the outcome it
 * parsed before instead of receiving and parsing the same JSON again. Every page still
 * asks the API, so a change is seen on the very next request: this is no cache.
 *
 * Bounded by the bytes of the stored answers' JSON texts (SSR_BUNDLE_STORE_BYTES); the
 * least recently used answers go first. One store per process, on `globalThis` under a
 * registered symbol (as apiTargets.js): the page renderer's code is bundled by vike
 * apart from the server's, and imports this module, so it imports nothing itself.
 *
 * A stored outcome is shared by every render of its request until the API says it
 * changed: nothing may change it. In tests and development it is frozen, all the way
 * down, so a change throws where it is made.
 */

const STORE_KEY = Symbol.for('site.ssr.bundleStore')

// 8 MiB of bundle JSON: some 380 bundles of the demo home page's 21 KB. The parsed
// objects take a few times their text's bytes on the heap.
export const DEFAULT_BUNDLE_STORE_BYTES = 8 * 1024 * 1024

/**
 * `value` and every object and array in it frozen; answers `value`.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function deepFreeze(value) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze(/** @type {any} */ (value)[key])
  return value
}

/**
 * @typedef {{ etag: string, bytes: number, outcome: unknown }} StoredBundle
 */

/**
 * @param {{ maxBytes?: number, freeze?: boolean, onResult?: (result: 'not_modified' | 'stored' | 'dropped' | 'evicted') => void }} [options]
 *   maxBytes: the budget of the stored JSON texts' bytes (0 keeps nothing);
 *   freeze: deep-freeze stored outcomes (tests and development);
 *   onResult: told of each revalidation's result (metrics.js counts them): an answer
 *   reused on a 304, a 200 stored, a stored answer dropped (another answer came), and of
 *   each answer evicted to keep the budget
 */
export function createBundleStore({ maxBytes = DEFAULT_BUNDLE_STORE_BYTES, freeze = false, onResult = () => {} } = {}) {
  /** @type {Map<string, StoredBundle>} oldest use first */
  const entries = new Map()
  let bytes = 0

  function remove(key) {
    const entry = entries.get(key)
    if (entry === undefined) return false
    entries.delete(key)
    bytes -= entry.bytes
    return true
  }

  /** Drops the stored answer of `key` (the API answered something else). */
  function forget(key) {
    if (remove(key)) onResult('dropped')
  }

  return {
    maxBytes,
    freeze,
    /** The stored answer of `key`, now the most recently used; or undefined. */
    lookup(key) {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    /**
     * Stores (or replaces) the answer of `key`: `etag` names it, `size` is its JSON's
     * length in bytes, `outcome` what was made of it (frozen when the store freezes).
     * The least recently used answers go until the budget holds; an answer larger than
     * the whole budget is not kept. Answers the outcome.
     * @template T
     * @param {string} key
     * @param {string} etag
     * @param {number} size
     * @param {T} outcome
     * @returns {T}
     */
    remember(key, etag, size, outcome) {
      remove(key)
      onResult('stored')
      if (size > maxBytes) return outcome
      if (freeze) deepFreeze(outcome)
      entries.set(key, { etag, bytes: size, outcome })
      bytes += size
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break
        entries.delete(oldest)
        bytes -= entry.bytes
        onResult('evicted')
      }
      return outcome
    },
    forget,
    /** The outcome of `entry` (a `lookup` result) for an answer the API confirmed with 304. */
    reuse(entry) {
      onResult('not_modified')
      return entry.outcome
    },
    /** How many answers and how many bytes of JSON are stored. */
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
    /** The stored keys, least recently used first (tests). */
    keys() {
      return [...entries.keys()]
    },
  }
}

/** Makes `store` the one every page-bundle request of this process uses; answers it. */
export function registerBundleStore(store) {
  /** @type {any} */ (globalThis)[STORE_KEY] = store
  return store
}

/**
 * The registered store, or undefined (unit tests, tools): the page bundle is then
 * fetched and parsed every time, as without a store.
 * @returns {ReturnType<typeof createBundleStore> | undefined}
 */
export function registeredBundleStore() {
  return /** @type {any} */ (globalThis)[STORE_KEY]
}
