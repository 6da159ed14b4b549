/**
 * The browser's part of the publish check: a preview link loaded in a hidden iframe at
 * each width of WIDTHS, axe-core (WCAG 2.2 AA, Dutch messages) injected into it as a
 * same-origin script, its headings and images read, and its weight taken from the
 * frame's own Performance entries. axe is loaded only when a check runs. The frame must be same-origin (a preview link's relative path, as the
 * dashboard uses them); a frame that cannot be read is reported, not guessed at.
 */
import {
  AXE_TAGS,
  WIDTHS,
  axeProblems,
  headingProblems,
  imageProblems,
  weightOf,
  weightProblems,
  type AxeViolation,
  type CheckProblem,
  type EntryLike,
  type HeadingFound,
  type ImageFound,
} from './problems'

const LOAD_DEADLINE_MS = 45_000
const FRAME_HEIGHT = 900

type AxeInFrame = {
  run(context: Document, options: unknown): Promise<{ violations: { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown[] }[] }[] }>
}
type FrameWindow = Window & { axe?: AxeInFrame }

/** The section an element sits in: the nearest `data-wm-section`. */
export function nearestSection(element: Element | null): string | null {
  return element?.closest('[data-wm-section]')?.getAttribute('data-wm-section') ?? null
}

function loadFrame(url: string, width: number, signal?: AbortSignal): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.title = 'Controle'
  // Off-screen but rendered: axe skips what is invisible, so no display or visibility tricks.
  Object.assign(frame.style, { position: 'fixed', left: '-30000px', top: '0', width: `${width}px`, height: `${FRAME_HEIGHT}px`, border: '0', pointerEvents: 'none' })
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => fail(new Error('De pagina laadde niet op tijd.')), LOAD_DEADLINE_MS)
    const fail = (error: Error) => {
      window.clearTimeout(timer)
      frame.remove()
      reject(error)
    }
    signal?.addEventListener('abort', () => fail(new Error('Afgebroken.')), { once: true })
    frame.addEventListener('load', () => {
      window.clearTimeout(timer)
      resolve(frame)
    }, { once: true })
    frame.src = url
    document.body.append(frame)
  })
}

/** Waits until the frame's document finished loading and painted twice. */
async function settled(view: Window): Promise<void> {
  if (view.document.readyState !== 'complete') await new Promise((resolve) => view.addEventListener('load', resolve, { once: true }))
  await new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)))
}

let axeUrl: Promise<string> | undefined
function loadAxeUrl() {
  axeUrl ??= import('axe-core/axe.min.js?url').then((script) => script.default)
  return axeUrl
}

async function injectAxe(view: FrameWindow): Promise<AxeInFrame> {
  const url = await loadAxeUrl()
  if (!view.axe) {
    const script = view.document.createElement('script')
    script.src = url
    await new Promise<void>((resolve, reject) => {
      script.addEventListener('load', () => resolve(), { once: true })
      script.addEventListener('error', () => reject(new Error('axe kon niet worden geladen.')), { once: true })
      view.document.head.append(script)
    })
  }
  return view.axe!
}

function element(doc: Document, target: unknown[]): Element | null {
  const selector = target[0]
  if (typeof selector !== 'string') return null
  try {
    return doc.querySelector(selector)
  } catch {
    return null
  }
}

function headingsOf(doc: Document): HeadingFound[] {
  return [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((heading) => !heading.closest('[hidden], [aria-hidden="true"]'))
    .map((heading) => ({ level: Number(heading.tagName[1]), text: (heading.textContent ?? '').trim(), section: nearestSection(heading) }))
}

function imagesOf(doc: Document): ImageFound[] {
  return [...doc.querySelectorAll('img')].map((image) => ({
    src: image.currentSrc || image.src,
    alt: image.getAttribute('alt'),
    hidden: Boolean(image.closest('[aria-hidden="true"], [hidden]')) || image.getAttribute('role') === 'presentation',
    section: nearestSection(image),
  }))
}

function entriesOf(view: Window): { entries: EntryLike[]; interactive: number } {
  const performance = view.performance
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const firstInput = performance.getEntriesByType('first-input')[0]
  const interactive = firstInput?.startTime ?? navigation?.loadEventEnd ?? performance.now()
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as unknown as EntryLike[]
  return { entries, interactive: interactive || performance.now() }
}

/** Measures one preview link at one width. */
async function measureAt(url: string, width: number, document_: string | null, signal?: AbortSignal) {
  const frame = await loadFrame(url, width, signal)
  try {
    const view = frame.contentWindow as FrameWindow | null
    let doc: Document | null = null
    try {
      doc = frame.contentDocument
    } catch {
      doc = null
    }
    if (!view || !doc) throw new Error('De voorbeeldpagina kon niet worden gelezen (andere oorsprong).')
    await settled(view)
    const axe = await injectAxe(view)
    const result = await axe.run(doc, { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
    const violations: AxeViolation[] = result.violations.map((violation) => ({
      ...violation,
      nodes: violation.nodes.map((node) => ({ target: node.target, section: nearestSection(element(doc, node.target)) })),
    }))
    const { entries, interactive } = entriesOf(view)
    return {
      violations,
      headings: headingsOf(doc),
      images: imagesOf(doc),
      weight: weightProblems(weightOf(entries, interactive), width, document_),
    }
  } finally {
    frame.remove()
  }
}

/** The message of an error, also of one thrown in the frame's realm (not `instanceof Error` here). */
function reason(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message).slice(0, 300)
  return String(error).slice(0, 300)
}

/**
 * Every browser-measured problem of one preview link (`document` as 'page:12'), at
 * 390 and 1280 px. A page that cannot be measured gives one 'measure_failed' warning.
 */
export async function measurePreview(url: string, document_: string | null, signal?: AbortSignal): Promise<CheckProblem[]> {
  try {
    const runs = []
    for (const width of WIDTHS) runs.push({ width, ...(await measureAt(url, width, document_, signal)) })
    const wide = runs[runs.length - 1]!
    return [
      ...axeProblems(runs.map(({ width, violations }) => ({ width, violations })), document_),
      ...headingProblems(wide.headings, document_),
      ...imageProblems(wide.images, document_),
      ...runs.flatMap((run) => run.weight),
    ]
  } catch (error) {
    return [
      {
        kind: 'measure_failed',
        severity: 'warning',
        message: `Controle in de browser niet gelukt: ${reason(error)}`,
        document: document_,
        section: null,
        detail: {},
        source: 'browser',
      },
    ]
  }
}
