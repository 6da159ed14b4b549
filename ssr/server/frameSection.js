/**
 * `POST /wm-frame/section`: one section rendered alone for the page editor's preview
 * frame (docs/page-editor.md, "Preview frame"). The frame bridge sends the changed
 * section; the server renders it with the draft page's context (menus, forms,
 * templates, media and shop of the preview bundle, fetched with the preview token like
 * the page itself) and answers its HTML and its islands data, which the frame swaps in
 * and hydrates. Body (JSON, at most SECTION_BODY_LIMIT):
 *
 *   {"voorbeeld": "<preview token>", "path": "/over-ons", "section": {id, template, meta, blocks}, "request": 7}
 *
 * Answers 200 `{"html": "...", "islands": {site, islands} | null}`; 403 when the preview
 * token is not valid (the page would not be editable); 400 for a malformed body; 413
 * for a body over the limit. Always `private, no-store` and noindex.
 */
import express from 'express'
import { renderPage } from 'vike/server'
import { logger } from './logger.js'
import { detachFromAsyncStore, siteRequestOf } from './renderSite.js'
import { NO_STORE } from './siteResponse.js'

// The same values as site/editable.ts (plain node cannot import TypeScript).
export const SECTION_RENDER_PATH = '/wm-frame/section'
export const SECTION_BODY_LIMIT = '512kb'

const INVALID_PREVIEW = 'Deze voorbeeldlink is ongeldig of verlopen. Vraag in het dashboard een nieuwe voorbeeldlink aan.'
const SECTION_ID = /^[A-Za-z0-9_-]{1,100}$/
const TEMPLATE = /^[A-Za-z0-9_-]{1,100}$/

function answer(res, status, body) {
  res.status(status)
  res.setHeader('cache-control', NO_STORE)
  res.setHeader('x-robots-tag', 'noindex')
  res.setHeader('content-type', 'application/json; charset=utf-8')
  const text = JSON.stringify(body)
  res.setHeader('content-length', Buffer.byteLength(text))
  res.end(text)
}

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The errors of a request body (Dutch, per field), or null when it is usable. */
export function sectionBodyErrors(body) {
  if (!isRecord(body)) return { section: ['Stuur een JSON-object met voorbeeld, path en section.'] }
  const errors = {}
  const token = body.voorbeeld
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) errors.voorbeeld = [INVALID_PREVIEW]
  const path = body.path
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || /[?#\s\\]/.test(path) || path.length > 2000) {
    errors.path = ['Geef het pad van de pagina, beginnend met een /.']
  }
  const section = body.section
  if (!isRecord(section) || typeof section.id !== 'string' || !SECTION_ID.test(section.id) || typeof section.template !== 'string' || !TEMPLATE.test(section.template)) {
    errors.section = ['Geef een sectie met een id en een template.']
  } else if ((section.meta !== undefined && !isRecord(section.meta)) || (section.blocks !== undefined && !Array.isArray(section.blocks))) {
    errors.section = ['De meta van een sectie is een object en haar blokken een lijst.']
  }
  if (body.request !== undefined && !(Number.isSafeInteger(body.request) && body.request >= 0)) {
    errors.request = ['Het volgnummer is een geheel getal vanaf 0.']
  }
  return Object.keys(errors).length > 0 ? errors : null
}

export function createSectionRenderer(settings) {
  const parseJson = express.json({ limit: SECTION_BODY_LIMIT, type: 'application/json' })
  let sequence = 0
  const readBody = (req, res) => new Promise((resolve) => parseJson(req, res, (error) => resolve(error ?? null)))
  return async function renderSection(req, res) {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST')
      return answer(res, 405, { errors: { method: ['Gebruik POST.'] } })
    }
    {
      const error = await readBody(req, res)
      if (error) {
        const status = error.type === 'entity.too.large' ? 413 : 400
        return answer(res, status, { errors: { section: [status === 413 ? 'Deze sectie is te groot om te tonen.' : 'De sectie is geen geldige JSON.'] } })
      }
      const errors = sectionBodyErrors(req.body)
      if (errors) return answer(res, errors.voorbeeld && Object.keys(errors).length === 1 ? 403 : 400, { errors })
      const { voorbeeld, path, section, request } = req.body
      sequence += 1
      // Ids of their own: the page's islands are i0, i1…
      const idPrefix = `u${request ?? sequence}-${sequence}i`
      let pageContext
      try {
        pageContext = await renderPage({
          urlOriginal: `${path}?voorbeeld=${encodeURIComponent(voorbeeld)}&bewerken=1`,
          headersOriginal: req.headers,
          siteRequest: siteRequestOf(req, settings),
          frameSection: { section, idPrefix },
        })
      } catch (failure) {
        logger.error('section render failed', { error: failure, stack: failure?.stack })
        return answer(res, 500, { errors: { section: ['Deze sectie kon niet worden weergegeven.'] } })
      }
      const result = pageContext.frameSectionResult
      detachFromAsyncStore(pageContext)
      if (!result) return answer(res, 403, { errors: { voorbeeld: [INVALID_PREVIEW] } })
      return answer(res, 200, result)
    }
  }
}
