/**
 * The owner API as the dashboard calls it: same origin (the SSR server proxies /api),
 * the HttpOnly login cookie, JSON in and out. A refusal becomes an ApiError holding the
 * API's `{"errors": {field: [message]}}`, so screens show its Dutch messages as they are.
 */

export const OWNER_API = '/api/owner/v1'

export type FieldErrors = Record<string, string[]>

export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldErrors

  constructor(status: number, errors: FieldErrors) {
    super(firstMessage(errors) ?? `HTTP ${status}`)
    this.status = status
    this.errors = errors
  }

  /** A 409 on `version`: someone else saved the document since we read it. */
  get isConflict(): boolean {
    return this.status === 409 && 'version' in this.errors
  }
}

const OFFLINE: FieldErrors = { general: ['Geen verbinding met de server. Controleer je internet en probeer het opnieuw.'] }

export function firstMessage(errors: FieldErrors): string | undefined {
  return Object.values(errors).flat()[0]
}

/** Every message of a refusal, each once, in the API's order (a toast each). */
export function allMessages(errors: FieldErrors): string[] {
  return [...new Set(Object.values(errors).flat())]
}

export type Answer<T> = { data: T; etag: string | null }

export async function call<T>(
  method: string,
  path: string,
  { body, ifMatch }: { body?: unknown; ifMatch?: number } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (ifMatch !== undefined) headers['if-match'] = `"${ifMatch}"`
  let response: Response
  try {
    response = await fetch(`${OWNER_API}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(0, OFFLINE)
  }
  const etag = response.headers.get('etag')
  if (response.status === 204) return { data: undefined as T, etag }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!response.ok) {
    const errors = (json?.errors as FieldErrors | undefined) ?? {
      general: [`Er ging iets mis (${response.status}). Probeer het opnieuw.`],
    }
    throw new ApiError(response.status, errors)
  }
  return { data: json as T, etag }
}

export const get = <T>(path: string) => call<T>('GET', path).then((answer) => answer.data)

/** Retry reads on lost connections and server trouble, never on refusals. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}
