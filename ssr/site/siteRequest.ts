/** What the Express server hands vike about the incoming request (pageContextInit.siteRequest). */
import type { PageIslands, Section } from '@site/blocks'
import type { SiteResponse } from './siteData'

export interface SiteRequest {
  /** The visitor's host (Host, or X-Forwarded-Host from a trusted proxy), which selects the project. */
  host: string
  /** The visitor's address, from the connection or a trusted proxy (server/visitor.js). */
  forwardedFor: string
  /** `http` or `https`, from the connection or a trusted proxy. */
  forwardedProto: string
  /** Where server-side fetches go (API_URL). */
  apiUrl: string
  /** Origins `wm_api_url` may name (API_ORIGINS). */
  apiOrigins: string[]
  /** Browser-side 404 registration path (NOT_FOUND_PATH). */
  notFoundPath: string
  timeoutMs?: number
}

declare global {
  namespace Vike {
    interface PageContextServer {
      siteRequest?: SiteRequest
      /**
       * Status and cache facts of the render, set by the data hook for the Express
       * server. Deliberately not in `data` nor passToClient: cache keys stay server-side.
       */
      siteResponse?: SiteResponse
      /** A section render for the editor's preview frame (server/frameSection.js): the section and its islands' id prefix. */
      frameSection?: { section: Section; idPrefix: string }
      /** Its result, set by onRenderHtml in editable mode only. */
      frameSectionResult?: { html: string; islands: PageIslands | null }
    }
  }
}
