/**
 * The outcome of a form posted without JavaScript (docs/forms.md, "Without
 * JavaScript"): the API sends the visitor back to the page with `?formulier={token}`,
 * and the page is rendered with the outcome that token names, so its form shows the
 * message, or the errors with what was entered. Such a page is the visitor's own:
 * never stored in a shared cache. Server-only.
 */
import { OUTCOME_PARAM, type FormOutcome } from '@site/blocks'
import { apiGet, type ApiGet } from './apiGet'
import type { BundleRequest } from './pageBundle'
import { logError } from './serverLog'

export const FORM_OUTCOME_PATH = '/api/services/websites/v1/forms/outcome'
export { OUTCOME_PARAM }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function messages(value: unknown): FormOutcome['errors'] {
  if (!isRecord(value)) return {}
  const errors: FormOutcome['errors'] = {}
  for (const [key, list] of Object.entries(value)) {
    const texts = Array.isArray(list) ? list.filter((text): text is string => typeof text === 'string') : []
    if (texts.length > 0) errors[key] = texts
  }
  return errors
}

function entered(value: unknown): FormOutcome['values'] {
  if (!isRecord(value)) return {}
  const values: FormOutcome['values'] = {}
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') values[key] = entry
    else if (Array.isArray(entry)) values[key] = entry.filter((path): path is string => typeof path === 'string')
  }
  return values
}

/** The outcome of the API's answer body, or null when it has none. */
export function formOutcomeFrom(body: unknown): FormOutcome | null {
  const outcome = isRecord(body) ? body.outcome : undefined
  if (!isRecord(outcome) || typeof outcome.form_id !== 'string') return null
  if (outcome.status !== 'sent' && outcome.status !== 'invalid') return null
  return {
    form_id: outcome.form_id,
    status: outcome.status,
    message: typeof outcome.message === 'string' ? outcome.message : '',
    redirection_url: typeof outcome.redirection_url === 'string' ? outcome.redirection_url : '0',
    errors: messages(outcome.errors),
    values: entered(outcome.values),
  }
}

/** Whether the page's query names an outcome: then the page is the visitor's own. */
export function namesFormOutcome(search: Record<string, string | undefined>): boolean {
  return Object.hasOwn(search, OUTCOME_PARAM)
}

/**
 * The outcome `token` names on the visitor's host, or null (unknown, expired, another
 * site's, or the API unreachable: the page then shows the form as usual).
 */
export async function fetchFormOutcome(request: Omit<BundleRequest, 'path'>, token: string, get: ApiGet = apiGet): Promise<FormOutcome | null> {
  if (!token) return null
  const url = `${request.apiUrl.replace(/\/+$/, '')}${FORM_OUTCOME_PATH}?token=${encodeURIComponent(token)}`
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-host': request.host,
    'x-forwarded-for': request.forwardedFor,
    'x-forwarded-proto': request.forwardedProto,
  }
  try {
    const answer = await get(url, headers, request.timeoutMs ?? 10_000)
    if (answer.status !== 200) return null
    return formOutcomeFrom(JSON.parse(answer.body))
  } catch (error) {
    logError('form outcome: API unreachable', { host: request.host, error: (error as Error).message })
    return null
  }
}
