/** The site route without vike: which URLs it takes, and learning vike's tags. */
import { describe, expect, it } from 'vitest'
import { escapeInject, dangerouslySkipEscape } from 'vike/server'
import { createSiteFastPath, injectedTags, isPlainUrl, isSitePath, pageBytes, siteHooks, templateString, withTags } from '../../server/siteFastPath.js'

const PLACEHOLDER = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
const HEAD = '<link rel="stylesheet" type="text/css" href="/assets/site.css">'
// vike puts its tags before the last </body>, after that line's indentation.
const BODY = '  <script src="/assets/client.js" type="module" async></script>\n  '

function page(text) {
  return `<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="utf-8" />\n    ${PLACEHOLDER}\n    <title>${text}</title>\n  </head>\n  <body>\n    <p>${text}</p>\n  </body>\n</html>`
}

describe('isPlainUrl', () => {
  it.each(['/', '/over-ons', '/catalogus/brood/desem.v2', '/?voorbeeld=abc', '/search?query=taart&page=2', '/contact?formulier='])('takes %s', (url) => {
    expect(isPlainUrl(url)).toBe(true)
  })

  it.each(['/over-ons/', '//x', '/a//b', '/%7Ex', '/a b', '/?a=1&a=2', '/?a', '/?', '/?q=a+b', '/?q=%20', '/.well-known/x', '/a?b=c#d', '/over-ons/index.pageContext.json'])('leaves %s to vike', (url) => {
    expect(isPlainUrl(url)).toBe(false)
  })
})

describe('isSitePath', () => {
  it('is every path but the dashboard and the API', () => {
    expect(isSitePath('/')).toBe(true)
    expect(isSitePath('/wmx')).toBe(true)
    expect(isSitePath('/wm')).toBe(false)
    expect(isSitePath('/wm/projecten')).toBe(false)
    expect(isSitePath('/api')).toBe(false)
    expect(isSitePath('/api/services')).toBe(false)
  })
})

describe('templateString', () => {
  it('joins an escapeInject template of escaped and empty variables', () => {
    const html = escapeInject`<p>${dangerouslySkipEscape('<b>a</b>')}</p>${''}<i>${dangerouslySkipEscape('x')}</i>`
    expect(templateString(html)).toBe('<p><b>a</b></p><i>x</i>')
  })

  it('refuses a variable vike would escape itself', () => {
    expect(() => templateString(escapeInject`<p>${'<b>'}</p>`)).toThrow()
  })
})

describe('injectedTags', () => {
  it("learns vike's head and body tags and puts them back in another page", () => {
    const vike = page('Home').replace(PLACEHOLDER, HEAD).replace('</body>', `${BODY}</body>`)
    const tags = injectedTags(page('Home'), vike)
    expect(tags).toEqual({ head: HEAD, body: BODY })
    expect(withTags(page('Over ons'), tags)).toBe(page('Over ons').replace(PLACEHOLDER, HEAD).replace('</body>', `${BODY}</body>`))
  })

  it('learns nothing when vike changed more than the two places', () => {
    const vike = page('Home').replace(PLACEHOLDER, HEAD).replace('<p>Home</p>', '<p>Thuis</p>')
    expect(injectedTags(page('Home'), vike)).toBeNull()
    expect(injectedTags(page('Home').replace(PLACEHOLDER, ''), page('Home'))).toBeNull()
  })
})

describe('pageBytes', () => {
  const tags = { head: HEAD, body: BODY }
  const skip = dangerouslySkipEscape
  const longWay = (rendered) => Buffer.from(withTags(templateString(rendered), tags))

  it("is the UTF-8 of withTags(templateString(...)) for the site's template", () => {
    const body = 'é € 🥐 <p>brood</p>'.repeat(50)
    const rendered = escapeInject`<!DOCTYPE html>\n<html lang="nl"${skip('')}>\n  <head>\n    <meta charset="utf-8" />\n    ${skip(PLACEHOLDER)}\n    ${skip('<title>Ü</title>')}\n  </head>\n  <body>\n    <div id="root">${skip(body)}</div>\n    ${skip('<script>{}</script>')}\n    ${''}\n  </body>\n</html>`
    const bytes = pageBytes(rendered, tags)
    expect(Buffer.isBuffer(bytes)).toBe(true)
    expect(bytes.equals(longWay(rendered))).toBe(true)
    expect(bytes.toString('utf8')).toContain(`${HEAD}\n    <title>Ü</title>`)
  })

  it('puts the head tags at the first placeholder only, wherever the pieces split it', () => {
    const half = PLACEHOLDER.length >> 1
    const cases = [
      escapeInject`<head>${skip(PLACEHOLDER.slice(0, half))}${skip(PLACEHOLDER.slice(half))}</head><body>${skip(PLACEHOLDER)}</body>`,
      escapeInject`<head>${skip(`x${PLACEHOLDER}`)}${skip(PLACEHOLDER)}</head><body>é</body>`,
      escapeInject`${skip(page('Één pagina'))}`,
      escapeInject`<head></head><body>${skip('</body>')}</body>${skip('')}`,
      escapeInject`<head>${skip(PLACEHOLDER)}</head><body>${skip('</body>€')}</body>\n`,
      escapeInject`<head>${skip(PLACEHOLDER)}</head><body>${skip('</body>')}`,
      escapeInject`<head>${skip(PLACEHOLDER)}</head></body>`,
    ]
    for (const rendered of cases) expect(pageBytes(rendered, tags).equals(longWay(rendered))).toBe(true)
  })
})

describe('createSiteFastPath', () => {
  const onRenderHtml = ({ data }) => escapeInject`${dangerouslySkipEscape(page(data.text))}`
  const hooks = {
    data: async (pageContext) => {
      pageContext.siteResponse = { status: 200, path: pageContext.urlPathname, search: pageContext.urlParsed.search }
      return { text: pageContext.urlPathname }
    },
    Page: () => null,
    onRenderHtml,
  }
  const vikeAnswer = (text) => page(text).replace(PLACEHOLDER, HEAD).replace('</body>', `${BODY}</body>`)
  const vikeContext = (url, text) => ({ urlOriginal: url, data: { text }, httpResponse: { headers: [['content-type', 'text/html;charset=utf-8'], ['cache-control', 'no-store']] } })

  it('covers nothing until it has learnt the tags from a vike answer, then renders like vike', async () => {
    const fast = createSiteFastPath(hooks)
    expect(fast.covers('/over-ons')).toBe(false)
    expect(fast.wantsLesson('/')).toBe(true)
    await fast.learn(vikeContext('/', '/'), vikeAnswer('/'))
    expect(fast.covers('/over-ons?voorbeeld=abc')).toBe(true)
    expect(fast.covers('/wm')).toBe(false)
    const rendered = await fast.render('/over-ons?voorbeeld=abc', {}, { host: 'localhost' })
    expect(rendered.html.toString('utf8')).toBe(vikeAnswer('/over-ons'))
    expect(rendered.siteResponse).toEqual({ status: 200, path: '/over-ons', search: { voorbeeld: 'abc' } })
    expect(rendered.headers).toEqual([['content-type', 'text/html;charset=utf-8']])
  })

  it('stays off when its render of a page is not what vike answered', async () => {
    const fast = createSiteFastPath(hooks)
    await fast.learn(vikeContext('/', '/'), vikeAnswer('/').replace('<p>/</p>', '<p>anders</p>'))
    expect(fast.covers('/')).toBe(false)
    expect(fast.wantsLesson('/')).toBe(false)
  })

  it('is off without the hooks of the server build', () => {
    expect(siteHooks({})).toBeNull()
    expect(createSiteFastPath(null).wantsLesson('/')).toBe(false)
    const exportValues = (name, value) => ({ valueSerialized: { exportValues: { [name]: value } } })
    const entry = { configValuesSerialized: { data: exportValues('data', hooks.data), Page: exportValues('default', hooks.Page), onRenderHtml: exportValues('onRenderHtml', onRenderHtml) } }
    expect(siteHooks(entry)).toEqual(hooks)
  })
})
