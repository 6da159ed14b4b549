// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { editorHref, nearestSection } from '../../dashboard/checks'
import {
  BUDGET,
  axeProblems,
  headingProblems,
  imageProblems,
  mergeProblems,
  sendable,
  summary,
  weightOf,
  weightProblems,
  type CheckProblem,
  type EntryLike,
} from '../../dashboard/checks/problems'

const contrast = (section: string | null, target = '#a') => ({
  id: 'color-contrast',
  impact: 'serious',
  help: 'Elementen moeten voldoende kleurcontrast hebben',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.13/color-contrast',
  nodes: [{ target: [target], section }],
})

describe('axe results', () => {
  test('one problem per rule and section, with every width it was seen at', () => {
    const problems = axeProblems(
      [
        { width: 390, violations: [contrast('hero'), { id: 'region', impact: 'moderate', help: 'Alle inhoud moet in landmarks staan', nodes: [{ target: ['p'], section: null }] }] },
        { width: 1280, violations: [contrast('hero', '#b'), contrast('footer')] },
      ],
      'page:12',
    )
    expect(problems.map((p) => [p.kind, p.section, p.severity, p.detail.widths])).toEqual([
      ['axe', 'hero', 'error', [390, 1280]],
      ['axe', null, 'warning', [390]],
      ['axe', 'footer', 'error', [1280]],
    ])
    expect(problems[0]!.message).toBe('Tekst heeft te weinig kleurcontrast met de achtergrond (color-contrast)')
    expect(problems[1]!.message).toBe('Toegankelijkheidsprobleem: Alle inhoud moet in landmarks staan (region)')
    expect(problems[0]!.detail.targets).toEqual(['#a', '#b'])
    expect(problems[0]!.document).toBe('page:12')
  })

  test('an image without alt found by axe is an image_alt problem', () => {
    const [problem] = axeProblems([{ width: 390, violations: [{ id: 'image-alt', impact: 'critical', help: 'Afbeeldingen moeten alternatieve tekst hebben', nodes: [{ target: ['img'], section: 's' }] }] }], null)
    expect(problem!.kind).toBe('image_alt')
  })
})

describe('headings and images', () => {
  test('a missing H1, a second H1 and a skipped level', () => {
    expect(headingProblems([{ level: 2, text: 'Twee', section: 'a' }], null).map((p) => p.message)).toEqual(['De pagina heeft geen kop van niveau 1 (H1).'])
    const problems = headingProblems(
      [
        { level: 1, text: 'Welkom', section: 'a' },
        { level: 3, text: 'Te diep', section: 'b' },
        { level: 1, text: 'Nog een', section: 'c' },
        { level: 2, text: 'Goed', section: 'c' },
      ],
      'page:1',
    )
    expect(problems.map((p) => [p.section, p.message])).toEqual([
      ['c', 'De pagina heeft meer dan één kop van niveau 1 (H1).'],
      ['b', 'Kop van niveau 3 volgt op niveau 1: er wordt een niveau overgeslagen.'],
    ])
  })

  test('images without an alt attribute, not decorative ones or hidden ones', () => {
    const problems = imageProblems(
      [
        { src: '/a.jpg', alt: null, hidden: false, section: 's1' },
        { src: '/b.jpg', alt: '', hidden: false, section: 's1' },
        { src: '/c.jpg', alt: null, hidden: true, section: 's2' },
      ],
      'page:3',
    )
    expect(problems.map((p) => [p.section, p.detail.url, p.message])).toEqual([['s1', '/a.jpg', 'Afbeelding zonder alternatieve tekst.']])
  })
})

describe('weight', () => {
  const entry = (name: string, initiatorType: string, transferSize: number, responseEnd = 100): EntryLike => ({ name, entryType: 'resource', initiatorType, startTime: 0, responseEnd, transferSize, encodedBodySize: transferSize })

  test('scripts before input, the document and its data, the largest image', () => {
    const weight = weightOf(
      [
        { name: 'https://site/', entryType: 'navigation', startTime: 0, responseEnd: 50, transferSize: 30_000 },
        entry('/assets/entry.js', 'script', 120_000),
        entry('/assets/late.js', 'script', 500_000, 5_000),
        entry('/api/page.json', 'fetch', 20_000),
        entry('/media/a.jpg', 'img', 90_000),
        entry('/media/b.webp?w=800', 'img', 410_000),
        entry('/assets/site.css', 'link', 40_000),
      ],
      1_000,
    )
    expect(weight).toEqual({ javascript: 120_000, pageData: 50_000, largestImage: { url: '/media/b.webp?w=800', bytes: 410_000 } })
    const problems = weightProblems(weight, 390, 'page:2')
    expect(problems.map((p) => p.detail.measure)).toEqual(['largest_image'])
    expect(problems[0]!.message).toBe('De grootste afbeelding is 410 kB (budget 300 kB).')
  })

  test('a cached resource counts with its encoded size; within budget nothing is reported', () => {
    const cached = { ...entry('/assets/x.js', 'script', 0), encodedBodySize: BUDGET.javascript + 1 }
    const weight = weightOf([cached], 1_000)
    expect(weight.javascript).toBe(BUDGET.javascript + 1)
    expect(weightProblems(weight, 1280, null)[0]!.message).toBe('200 kB JavaScript voordat de pagina te bedienen is (budget 200 kB).')
    expect(weightProblems({ javascript: 10, pageData: 10, largestImage: null }, 1280, null)).toEqual([])
  })
})

describe('together', () => {
  const server: CheckProblem = { kind: 'image_alt', severity: 'error', message: 'Afbeelding zonder alternatieve tekst.', document: 'page:1', section: 's', detail: { block: 'b' } }
  const link: CheckProblem = { kind: 'broken_link', severity: 'error', message: 'Link naar /weg: daar staat geen pagina.', document: 'page:1', section: 't', detail: { path: '/weg' } }
  const outline: CheckProblem = { kind: 'heading_outline', severity: 'warning', message: 'De pagina heeft geen kop van niveau 1 (H1).', document: 'page:1', section: null, detail: { level: 1 }, source: 'browser' }

  test('errors first, what both saw once, as the server said it', () => {
    const browserAlt: CheckProblem = { ...server, detail: { url: '/x.jpg' }, source: 'browser' }
    const merged = mergeProblems([{ ...outline, source: undefined }, server, link], [outline, browserAlt])
    expect(merged.map((p) => [p.kind, p.source])).toEqual([
      ['image_alt', 'server'],
      ['broken_link', 'server'],
      ['heading_outline', 'server'],
    ])
  })

  test('only the browser problems the API takes are sent, capped', () => {
    const failed: CheckProblem = { kind: 'measure_failed', severity: 'warning', message: 'x', document: null, section: null, detail: {}, source: 'browser' }
    const big: CheckProblem = { ...outline, detail: { text: 'x'.repeat(3000) } }
    const sent = sendable([{ ...server, source: 'server' }, failed, outline, big, ...Array(300).fill(outline)])
    expect(sent).toHaveLength(200)
    expect(sent[0]).toEqual({ kind: 'heading_outline', severity: 'warning', message: outline.message, document: 'page:1', section: null, detail: { level: 1 } })
    expect(sent[1]!.detail).toEqual({})
    expect('source' in sent[0]!).toBe(false)
  })

  test('the summary counts errors and warnings in Dutch', () => {
    expect(summary([])).toBe('Geen problemen gevonden.')
    expect(summary([server])).toBe('1 fout.')
    expect(summary([server, link, outline])).toBe('2 fouten en 1 waarschuwing.')
    expect(summary([outline, outline])).toBe('2 waarschuwingen.')
  })

  test('a click leads to the section in its editor', () => {
    expect(editorHref('page:12', 'hero')).toBe('/wm/pages/12?section=hero')
    expect(editorHref('template:cta', null)).toBe('/wm/templates/cta')
    expect(editorHref('menu:hoofdmenu', null)).toBe('/wm/menus/hoofdmenu')
    expect(editorHref('menu:kop b', 'genegeerd')).toBe('/wm/menus/kop%20b')
    expect(editorHref('form:contact', null)).toBeNull()
  })

  test('the nearest data-wm-section is the section of an element', () => {
    document.body.innerHTML = '<div data-wm-section="buiten"><section data-wm-section="hero"><p><img id="i"></p></section><p id="los"></p></div><p id="nergens"></p>'
    expect(nearestSection(document.getElementById('i'))).toBe('hero')
    expect(nearestSection(document.getElementById('los'))).toBe('buiten')
    expect(nearestSection(document.getElementById('nergens'))).toBeNull()
  })
})
