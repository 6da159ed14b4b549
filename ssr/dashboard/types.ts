/** Shapes of the owner API answers the dashboard reads (docs/api.md, docs/publishing.md). */
import type { CheckProblem } from './checks/problems'

export type Project = { id: number; title: string; domain_live: string | null; role: string }
export type Account = { id: number; email: string; name: string }
export type Workspace = { account: Account; projects: Project[] }

export type Publishing = { published_version: number | null; has_unpublished_changes: boolean }

export type PageSummary = Publishing & {
  id: number
  path: string
  post_title: string
  protected: boolean
  noindex: boolean
  updated_at: string
  version: number
}

export type Page = Publishing & {
  id: number
  path: string
  post_title: string
  seo_title: string
  seo_description: string
  noindex: boolean
  protected: boolean
  version: number
  publish_blockers?: Record<string, string[]>
}

export type DocumentKind = 'page' | 'menu' | 'form' | 'template' | 'settings'
export type ReleaseItem = { kind: DocumentKind; id: string | number }

export type Release = {
  id: number
  status: 'scheduled' | 'publishing' | 'published' | 'failed'
  items: ReleaseItem[]
  note: string
  published_at: string | null
  scheduled_for: string | null
  reverts: number | null
  created_at: string
  failure: Record<string, string[]> | null
  /** The publish check's problems it went out with (docs/page-editor.md); null: unchecked. */
  checks?: CheckProblem[] | null
}

export type Revision = {
  number: number
  created_at: string
  release: number | null
  note: string
  live: boolean
}

export type Diff = {
  revision: number
  against: string | number
  added: { path: string; id: string; index: number; after: unknown }[]
  removed: { path: string; id: string; index: number; before: unknown }[]
  moved: { path: string; id: string; from: number; to: number }[]
  changed: { path: string; before: unknown; after: unknown }[]
}
