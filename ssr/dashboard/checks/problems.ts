/**
 * The publish check's problems (docs/page-editor.md, "Publish check"): the shape the
 * API answers and stores on a release, and the pure steps that turn what the browser
 * measured in a preview frame (axe results, headings, images, Performance entries)
 * into problems with Dutch messages.
 */

import { axeMessage } from './axeRules'

export type Severity = 'error' | 'warning'
export type ProblemKind =
  | 'axe'
  | 'weight'
  | 'image_alt'
  | 'heading_outline'
  | 'broken_link'
  | 'product_out_of_stock'
  | 'product_gone'
  | 'category_gone'
  | 'measure_failed'

export type CheckProblem = {
  kind: ProblemKind
  severity: Severity
  message: string
  /** 'page:12', 'template:cta' or 'menu:hoofdmenu'; null when it concerns no one document. */
  document: string | null
  /** The section id (`data-wm-section` in the preview) to select; null: the page. */
  section: string | null
  detail: Record<string, unknown>
  source?: 'server' | 'browser'
}

/** The widths the preview is measured at: a phone and a desktop. */
export const WIDTHS = [390, 1280] as const
/** WCAG 2.2 AA, by axe's tags. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The weight budget, in bytes as transferred (compressed). */
export const BUDGET = {
  javascript: 200_000,
  pageData: 100_000,
  largestImage: 300_000,
} as const

/** What the API takes in the publish call's `checks` (api/checks/schemas.py). */
export const SENDABLE_KINDS: ReadonlySet<ProblemKind> = new Set(['axe', 'weight', 'image_alt', 'heading_outline', 'broken_link'])
export const MAX_SENT = 200
const MAX_MESSAGE = 500

const kb = (bytes: number) => `${Math.round(bytes / 1000)} kB`

// axe -------------------------------------------------------------------------------

/** The part of an axe result this module reads (axe-core's `Result`). */
export type AxeViolation = {
  id: string
  impact?: string | null
  help: string
  helpUrl?: string
  nodes: { target: unknown[]; section?: string | null }[]
}

/**
 * One problem per rule and section; a violation seen at both widths is listed once with
 * both, in Dutch (axeRules.ts). Serious and critical impacts are errors, the rest
 * warnings.
 */
export function axeProblems(runs: { width: number; violations: AxeViolation[] }[], document: string | null): CheckProblem[] {
  const found = new Map<string, CheckProblem>()
  for (const { width, violations } of runs) {
    for (const violation of violations) {
      for (const node of violation.nodes) {
        const section = node.section ?? null
        const kind: ProblemKind = violation.id === 'image-alt' ? 'image_alt' : 'axe'
        const key = `${kind}|${violation.id}|${section ?? ''}`
        const existing = found.get(key)
        if (existing) {
          const widths = existing.detail.widths as number[]
          if (!widths.includes(width)) widths.push(width)
          const targets = existing.detail.targets as string[]
          const target = String(node.target.join(' '))
          if (targets.length < 5 && !targets.includes(target)) targets.push(target)
          continue
        }
        found.set(key, {
          kind,
          severity: violation.impact === 'serious' || violation.impact === 'critical' ? 'error' : 'warning',
          message: axeMessage(violation.id, violation.help).slice(0, MAX_MESSAGE),
          document,
          section,
          detail: { rule: violation.id, impact: violation.impact ?? null, widths: [width], targets: [String(node.target.join(' '))], help_url: violation.helpUrl ?? null },
          source: 'browser',
        })
      }
    }
  }
  return [...found.values()]
}

// Headings and images ---------------------------------------------------------------

export type HeadingFound = { level: number; text: string; section: string | null }

export function headingProblems(headings: HeadingFound[], document: string | null): CheckProblem[] {
  const problems: CheckProblem[] = []
  const base = { kind: 'heading_outline' as const, severity: 'warning' as const, document, source: 'browser' as const }
  const first = headings.filter((heading) => heading.level === 1)
  if (first.length === 0) problems.push({ ...base, message: 'De pagina heeft geen kop van niveau 1 (H1).', section: null, detail: { level: 1 } })
  for (const extra of first.slice(1)) {
    problems.push({ ...base, message: 'De pagina heeft meer dan één kop van niveau 1 (H1).', section: extra.section, detail: { level: 1, text: extra.text.slice(0, 200) } })
  }
  let previous: number | null = null
  for (const heading of headings) {
    if (previous !== null && heading.level > previous + 1) {
      problems.push({
        ...base,
        message: `Kop van niveau ${heading.level} volgt op niveau ${previous}: er wordt een niveau overgeslagen.`,
        section: heading.section,
        detail: { level: heading.level, previous, text: heading.text.slice(0, 200) },
      })
    }
    previous = heading.level
  }
  return problems
}

export type ImageFound = { src: string; alt: string | null; hidden: boolean; section: string | null }

/** Images without an alt attribute that a screen reader would meet. */
export function imageProblems(images: ImageFound[], document: string | null): CheckProblem[] {
  return images
    .filter((image) => image.alt === null && !image.hidden)
    .map((image) => ({
      kind: 'image_alt' as const,
      severity: 'error' as const,
      message: 'Afbeelding zonder alternatieve tekst.',
      document,
      section: image.section,
      detail: { url: image.src.slice(0, 1000) },
      source: 'browser' as const,
    }))
}

// Weight ----------------------------------------------------------------------------

/** The fields of a PerformanceResourceTiming (or navigation entry) read here. */
export type EntryLike = {
  name: string
  entryType: string
  initiatorType?: string
  startTime: number
  responseEnd: number
  transferSize?: number
  encodedBodySize?: number
}

export type Weight = { javascript: number; pageData: number; largestImage: { url: string; bytes: number } | null }

const size = (entry: EntryLike) => (entry.transferSize && entry.transferSize > 0 ? entry.transferSize : (entry.encodedBodySize ?? 0))
const IMAGE = /\.(avif|webp|jpe?g|png|gif|svg)(\?|$)/i
const SCRIPT = /\.m?js(\?|$)/i
const DATA = /(\.json|\/api\/)(\?|$|\/)?/i

/**
 * JavaScript loaded before the page could take input (scripts done by `interactive`,
 * the moment the first input was handled or the load ended), the page's own data (the
 * HTML document and the JSON it fetched) and the largest image.
 */
export function weightOf(entries: EntryLike[], interactive: number): Weight {
  let javascript = 0
  let pageData = 0
  let largestImage: Weight['largestImage'] = null
  for (const entry of entries) {
    const bytes = size(entry)
    if (entry.entryType === 'navigation') {
      pageData += bytes
      continue
    }
    const path = entry.name.split('#')[0]!
    if ((entry.initiatorType === 'script' || SCRIPT.test(path)) && entry.responseEnd <= interactive) javascript += bytes
    else if (entry.initiatorType === 'img' || entry.initiatorType === 'image' || IMAGE.test(path)) {
      if (!largestImage || bytes > largestImage.bytes) largestImage = { url: path, bytes }
    } else if ((entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') && DATA.test(path)) pageData += bytes
  }
  return { javascript, pageData, largestImage }
}

export function weightProblems(weight: Weight, width: number, document: string | null): CheckProblem[] {
  const problems: CheckProblem[] = []
  const base = { kind: 'weight' as const, severity: 'warning' as const, document, section: null, source: 'browser' as const }
  if (weight.javascript > BUDGET.javascript) {
    problems.push({ ...base, message: `${kb(weight.javascript)} JavaScript voordat de pagina te bedienen is (budget ${kb(BUDGET.javascript)}).`, detail: { measure: 'javascript', bytes: weight.javascript, budget: BUDGET.javascript, width } })
  }
  if (weight.pageData > BUDGET.pageData) {
    problems.push({ ...base, message: `${kb(weight.pageData)} paginagegevens (budget ${kb(BUDGET.pageData)}).`, detail: { measure: 'page_data', bytes: weight.pageData, budget: BUDGET.pageData, width } })
  }
  if (weight.largestImage && weight.largestImage.bytes > BUDGET.largestImage) {
    problems.push({
      ...base,
      message: `De grootste afbeelding is ${kb(weight.largestImage.bytes)} (budget ${kb(BUDGET.largestImage)}).`,
      detail: { measure: 'largest_image', bytes: weight.largestImage.bytes, budget: BUDGET.largestImage, url: weight.largestImage.url.slice(0, 1000), width },
    })
  }
  return problems
}

// Together --------------------------------------------------------------------------

const identity = (problem: CheckProblem) => {
  const detail = problem.detail
  const what = detail.rule ?? detail.url ?? detail.path ?? detail.measure ?? detail.level ?? ''
  return `${problem.kind}|${problem.document ?? ''}|${problem.section ?? ''}|${String(what)}`
}

/**
 * The server's problems and the browser's as one list: errors first, the server's
 * before the browser's within a severity; a problem both saw (the same kind, document,
 * section and subject) once, as the server said it. An image without alt met by the
 * server and by axe counts once per section.
 */
export function mergeProblems(server: CheckProblem[], browser: CheckProblem[]): CheckProblem[] {
  const seen = new Set<string>()
  const altSections = new Set(server.filter((p) => p.kind === 'image_alt').map((p) => `${p.document ?? ''}|${p.section ?? ''}`))
  const merged: CheckProblem[] = []
  for (const problem of [...server.map((p) => ({ ...p, source: 'server' as const })), ...browser]) {
    const key = identity(problem)
    if (seen.has(key)) continue
    if (problem.source === 'browser' && problem.kind === 'image_alt' && altSections.has(`${problem.document ?? ''}|${problem.section ?? ''}`)) continue
    seen.add(key)
    merged.push(problem)
  }
  const rank = (problem: CheckProblem) => (problem.severity === 'error' ? 0 : 1)
  return merged.map((problem, index) => ({ problem, index })).sort((a, b) => rank(a.problem) - rank(b.problem) || a.index - b.index).map(({ problem }) => problem)
}

/** What goes with the publish call: the browser's own problems, as the API takes them. */
export function sendable(problems: CheckProblem[]): Omit<CheckProblem, 'source'>[] {
  return problems
    .filter((problem) => problem.source === 'browser' && SENDABLE_KINDS.has(problem.kind))
    .slice(0, MAX_SENT)
    .map(({ kind, severity, message, document, section, detail }) => {
      const text = JSON.stringify(detail)
      return { kind, severity, message: message.slice(0, MAX_MESSAGE), document, section, detail: text.length <= 2000 ? detail : {} }
    })
}

export function counts(problems: CheckProblem[]): { errors: number; warnings: number } {
  const errors = problems.filter((problem) => problem.severity === 'error').length
  return { errors, warnings: problems.length - errors }
}

/** 'Geen problemen gevonden.', '1 fout en 2 waarschuwingen.', … */
export function summary(problems: CheckProblem[]): string {
  const { errors, warnings } = counts(problems)
  if (errors + warnings === 0) return 'Geen problemen gevonden.'
  const parts = []
  if (errors) parts.push(`${errors} ${errors === 1 ? 'fout' : 'fouten'}`)
  if (warnings) parts.push(`${warnings} ${warnings === 1 ? 'waarschuwing' : 'waarschuwingen'}`)
  return `${parts.join(' en ')}.`
}
