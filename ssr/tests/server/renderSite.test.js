/** Pieces of the renderer that need no vike: the one-string body and letting go of the pageContext. */
import { describe, expect, it } from 'vitest'
import { detachFromAsyncStore, isPreview, stringBody } from '../../server/renderSite.js'

describe('stringBody', () => {
  it('is the page when vike holds it as one string', () => {
    expect(stringBody({ body: '<!doctype html><p>Welkom</p>' })).toBe('<!doctype html><p>Welkom</p>')
  })

  it('is null for a streamed page, whose body vike refuses', () => {
    const streamed = {
      get body() {
        throw new Error('Use pageContext.httpResponse.pipe() instead')
      },
    }
    expect(stringBody(streamed)).toBeNull()
  })
})

describe('detachFromAsyncStore', () => {
  it("drops the store's reference to the pageContext, keeping the request id", () => {
    const store = { requestId: 7 }
    const pageContext = { _asyncStore: store, pageHtmlString: 'x'.repeat(1000) }
    store.pageContext = pageContext
    detachFromAsyncStore(pageContext)
    expect(store).toEqual({ requestId: 7, pageContext: undefined })
  })

  it('accepts a pageContext without a store (vike without AsyncLocalStorage)', () => {
    expect(() => detachFromAsyncStore({ _asyncStore: null })).not.toThrow()
    expect(() => detachFromAsyncStore(undefined)).not.toThrow()
  })
})

describe('isPreview', () => {
  it('knows a preview link by its voorbeeld parameter, wherever it stands', () => {
    expect(isPreview('/over-ons?voorbeeld=1.2.abc')).toBe(true)
    expect(isPreview('/over-ons?query=x&voorbeeld=1.2.abc')).toBe(true)
    expect(isPreview('/over-ons?query=voorbeeld')).toBe(false)
    expect(isPreview('/voorbeeld')).toBe(false)
  })
})
