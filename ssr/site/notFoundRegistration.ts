/**
 * Registering a 404 miss from the browser (spec: the 404 page "registers the miss on
 * load"; payload website_id, project_id, url; failures are only logged).
 */

export interface NotFoundMiss {
  apiBase: string
  notFoundPath: string
  projectId: number
  url: string
}

/** The element holding a 404 page's registration facts (NotFoundMiss without the url). */
export const NOT_FOUND_DATA_ID = 'wm-not-found'

/** What the browser needs to register the miss of a 404 page; null on other pages. */
export function notFoundData(data: {
  notFound: boolean
  apiBase: string
  notFoundPath: string
  project: { id: number }
}): Omit<NotFoundMiss, 'url'> | null {
  if (!data.notFound) return null
  return { apiBase: data.apiBase, notFoundPath: data.notFoundPath, projectId: data.project.id }
}

export async function registerNotFound(miss: NotFoundMiss, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl(`${miss.apiBase}${miss.notFoundPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ website_id: miss.projectId, project_id: miss.projectId, url: miss.url }),
    })
    // Drain the answer: an unread body keeps the browser's request open.
    await response.text()
    if (!response.ok) console.warn(`[site] 404 registration answered ${response.status}`)
  } catch (error) {
    console.warn('[site] 404 registration failed:', (error as Error).message)
  }
}
