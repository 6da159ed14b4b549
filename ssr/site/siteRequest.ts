/** What the Express server hands vike about the incoming request (pageContextInit.siteRequest). */

export interface SiteRequest {
  /** The visitor's host (X-Forwarded-Host or Host), which selects the project. */
  host: string
  forwardedFor?: string
  forwardedProto?: string
  /** Where server-side fetches go (API_URL). */
  apiUrl: string
  /** Browser-side 404 registration path (NOT_FOUND_PATH). */
  notFoundPath: string
  timeoutMs?: number
}

declare global {
  namespace Vike {
    interface PageContextServer {
      siteRequest?: SiteRequest
    }
  }
}
