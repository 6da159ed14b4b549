/**
 * The site route rendered without vike's per-request machinery (docs/performance.md,
 * "SSR"): the same data hook (pages/site/+data.server.ts), the same page component and
 * the same onRenderHtml as vike runs, called directly, with the stylesheet and script
 * tags vike injects copied from vike's own answer.
 *
 * vike stays in charge of everything this does not cover: the build, the client's
 * hydration entry, the owner dashboard (/wm), the editor frame's sections, the error
 * page, and any URL whose parsing is not plainly the same for both (see `isPlainUrl`).
 *
 * Learning the injected tags: vike renders pages until one answers 200 with a plain
 * URL; that page is rendered once more here, and the difference is split into what
 * vike put at the assets placeholder in the head and what it put before `</body>`. Only
 * when putting those back into this render gives vike's answer byte for byte is the fast
 * path switched on; otherwise vike keeps rendering every page. Those tags depend on the
 * build only (the site route's stylesheet and client entry), never on the page.
 * `ssr/tests/server/siteFastPath.test.js` and `tests/e2e/site-fast-path.test.mjs`
 * (every demo page through both paths) hold it to that.
 */

const ASSETS_PLACEHOLDER = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
const BODY_END = '</body>'

/**
 * A path of unreserved characters (no percent escapes, no empty segments, no trailing
 * slash but the root's, no `.pageContext.json` data URL) and a query of plain
 * `key=value` pairs with distinct keys: vike
 * and `URLSearchParams` read such a URL alike. Anything else goes to vike.
 */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/
const PLAIN_PAIR = /^[A-Za-z0-9._~-]+=[A-Za-z0-9._~-]*$/

export function isPlainUrl(originalUrl) {
  const at = originalUrl.indexOf('?')
  const path = at === -1 ? originalUrl : originalUrl.slice(0, at)
  // vike answers `*.pageContext.json` URLs itself (client navigation's data).
  if (!PLAIN_PATH.test(path) || path.includes('/.') || path.endsWith('.pageContext.json')) return false
  if (at === -1) return true
  const query = originalUrl.slice(at + 1)
  if (query === '') return false
  const keys = new Set()
  for (const pair of query.split('&')) {
    if (!PLAIN_PAIR.test(pair)) return false
    const key = pair.slice(0, pair.indexOf('='))
    if (keys.has(key)) return false
    keys.add(key)
  }
  return true
}

/**
 * The paths of pages/site/+route.ts (plain node cannot import TypeScript): every path but
 * the owner dashboard's (/wm, pages/wm/) and the API's.
 */
export function isSitePath(pathname) {
  if (pathname === '/wm' || pathname.startsWith('/wm/')) return false
  return pathname !== '/api' && !pathname.startsWith('/api/')
}

/** The URL as vike's data hook reads it (urlPathname, urlParsed.search) for a plain URL. */
export function plainUrlParts(originalUrl) {
  const at = originalUrl.indexOf('?')
  const pathname = at === -1 ? originalUrl : originalUrl.slice(0, at)
  const search = at === -1 ? {} : Object.fromEntries(new URLSearchParams(originalUrl.slice(at + 1)))
  return { pathname, search }
}

/** The pieces of an `escapeInject` result (its strings and, between them, its variables)
 * when all variables are already escaped (`dangerouslySkipEscape`) or empty; throws for
 * anything else. */
function templatePieces(rendered) {
  const template = rendered?._template
  if (!template || !Array.isArray(template.templateStrings)) throw new Error('onRenderHtml returned no template')
  const { templateStrings, templateVariables } = template
  const pieces = [templateStrings[0]]
  for (let index = 0; index < templateVariables.length; index += 1) {
    const variable = templateVariables[index]
    if (variable !== '' && typeof variable?._escaped !== 'string') throw new Error('a template variable needs escaping')
    pieces.push(variable === '' ? '' : variable._escaped, templateStrings[index + 1])
  }
  return pieces
}

/** The string of an `escapeInject` result whose variables are all already escaped
 * (`dangerouslySkipEscape`) or empty; throws for anything else. */
export function templateString(rendered) {
  return templatePieces(rendered).join('')
}

/**
 * What vike added to `own` (this module's render, with the placeholder) to make `vike`:
 * `{ head, body }` when it is exactly a fragment at the placeholder and one before the
 * last `</body>`, else null.
 */
export function injectedTags(own, vike) {
  const at = own.indexOf(ASSETS_PLACEHOLDER)
  if (at === -1 || own.indexOf(ASSETS_PLACEHOLDER, at + 1) !== -1) return null
  const before = own.slice(0, at)
  const rest = own.slice(at + ASSETS_PLACEHOLDER.length)
  const end = rest.lastIndexOf(BODY_END)
  if (end === -1) return null
  const middle = rest.slice(0, end)
  const tail = rest.slice(end)
  if (!vike.startsWith(before) || !vike.endsWith(tail)) return null
  const changed = vike.slice(before.length, vike.length - tail.length)
  const headEnd = changed.indexOf(middle)
  if (headEnd === -1) return null
  const tags = { head: changed.slice(0, headEnd), body: changed.slice(headEnd + middle.length) }
  return withTags(own, tags) === vike ? tags : null
}

/** `own` with the learnt tags in vike's places. */
export function withTags(own, tags) {
  const html = own.replace(ASSETS_PLACEHOLDER, () => tags.head)
  const end = html.lastIndexOf(BODY_END)
  return html.slice(0, end) + tags.body + html.slice(end)
}

/** Strings as one Buffer of their UTF-8 bytes, each string encoded straight into it. */
function utf8Bytes(parts) {
  let size = 0
  for (const part of parts) size += Buffer.byteLength(part)
  const bytes = Buffer.allocUnsafe(size)
  let offset = 0
  for (const part of parts) offset += bytes.write(part, offset)
  return bytes
}

/**
 * The UTF-8 bytes of `withTags(templateString(rendered), tags)`, the page as sent. The
 * page's body is React's output, a string of thousands of joined pieces: joining,
 * searching and slicing the whole page (and again for its byte length and once more
 * behind the response's header) copied it several times per page. Here the placeholder
 * is looked for in the template's first pieces only (the head before the page's body),
 * the last `</body>` in its last piece, and each piece is encoded into the one Buffer
 * once. A template of another shape gets the same bytes the long way.
 */
export function pageBytes(rendered, tags) {
  const pieces = templatePieces(rendered)
  // The first placeholder of the page: in the pieces up to the first that holds it.
  let start = ''
  let next = 0
  let at = -1
  while (at === -1 && next < pieces.length) {
    start += pieces[next]
    next += 1
    at = start.indexOf(ASSETS_PLACEHOLDER)
  }
  const last = pieces[pieces.length - 1]
  // The last `</body>` of the page is in the last piece whenever that piece holds one.
  const end = next < pieces.length ? last.lastIndexOf(BODY_END) : -1
  if (at === -1 || end === -1) return Buffer.from(withTags(pieces.join(''), tags))
  return utf8Bytes([
    start.slice(0, at) + tags.head + start.slice(at + ASSETS_PLACEHOLDER.length),
    ...pieces.slice(next, -1),
    last.slice(0, end) + tags.body + last.slice(end),
  ])
}

/** The site route's hooks from the server build, or null when its shape is not the one
 * this module knows (then vike renders every page). */
export function siteHooks(entry) {
  const values = entry?.configValuesSerialized
  const exported = (name, exportName) => values?.[name]?.valueSerialized?.exportValues?.[exportName]
  const hooks = {
    data: exported('data', 'data'),
    Page: exported('Page', 'default'),
    onRenderHtml: exported('onRenderHtml', 'onRenderHtml'),
  }
  return Object.values(hooks).every((hook) => typeof hook === 'function') ? hooks : null
}

/**
 * @param {{ data: Function, Page: Function, onRenderHtml: Function } | null} hooks
 */
export function createSiteFastPath(hooks) {
  /** @type {{ head: string, body: string, headers: [string, string][] } | null} */
  let learnt = null
  let learning = hooks !== null

  /** The page-context fields the data hook and onRenderHtml read. */
  function contextOf(originalUrl, headers, siteRequest) {
    const { pathname, search } = plainUrlParts(originalUrl)
    return {
      urlOriginal: originalUrl,
      urlPathname: pathname,
      urlParsed: { pathname, search },
      headersOriginal: headers,
      siteRequest,
      is404: false,
    }
  }

  async function rendered(pageContext) {
    return hooks.onRenderHtml({ ...pageContext, Page: hooks.Page })
  }

  return {
    /** True once the tags are learnt and `originalUrl` is one this path renders like vike. */
    covers(originalUrl) {
      return learnt !== null && isPlainUrl(originalUrl) && isSitePath(plainUrlParts(originalUrl).pathname)
    },

    /** Whether a vike render of this URL could teach the tags. */
    wantsLesson(originalUrl) {
      return learning && learnt === null && isPlainUrl(originalUrl) && isSitePath(plainUrlParts(originalUrl).pathname)
    },

    /**
     * Renders a vike answer's page once more here and learns the tags from the pair.
     * Stops trying (vike renders everything) when they cannot be learnt from a page.
     */
    async learn(vikePageContext, vikeHtml) {
      if (!this.wantsLesson(vikePageContext.urlOriginal)) return
      try {
        const own = templateString(await rendered({ ...contextOf(vikePageContext.urlOriginal, {}, undefined), data: vikePageContext.data }))
        const tags = injectedTags(own, vikeHtml)
        if (tags === null) {
          learning = false
          return
        }
        const headers = [...vikePageContext.httpResponse.headers].filter(([name]) => name.toLowerCase() !== 'cache-control')
        learnt = { ...tags, headers }
      } catch {
        learning = false
      }
    },

    /**
     * The page as vike would answer it: `{ html, siteResponse, headers }`, `html` as its
     * UTF-8 bytes. Throws when a hook throws (the caller lets vike render that request,
     * error page and all).
     */
    async render(originalUrl, headers, siteRequest) {
      const pageContext = contextOf(originalUrl, headers, siteRequest)
      pageContext.data = await hooks.data(pageContext)
      const html = pageBytes(await rendered(pageContext), learnt)
      return { html, siteResponse: pageContext.siteResponse, headers: learnt.headers }
    },
  }
}
