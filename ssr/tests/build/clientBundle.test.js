/**
 * What the browser can load, read from the production build's asset manifest
 * (dist/assets.json): the page's client entry runs without React, and neither it nor
 * any island pulls in the section catalogue or the schemas (only chunks an island
 * imports lazily, on purpose, may). Needs `npm run build -w ssr`: skipped locally
 * without ssr/dist, failing when CI is set.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ssrRoot = fileURLToPath(new URL('../..', import.meta.url))
const manifestFile = join(ssrRoot, 'dist/assets.json')
const clientDir = join(ssrRoot, 'dist/client')
const built = existsSync(manifestFile)

/** A field label of the catalogue (shared-schema), React DOM's error URL, and texts of
 * the owner dashboard (ssr/dashboard, docs/dashboard.md): one of its first load (the
 * login form), one of the area screens it loads when shown (screens.ts). */
const CATALOGUE_MARKER = 'Padding boven'
const REACT_DOM_MARKER = 'react.dev/errors'
const DASHBOARD_MARKER = 'Bezig met inloggen'
const DASHBOARD_SCREEN_MARKER = 'Niet-opgeslagen wijzigingen'

function manifest() {
  return JSON.parse(readFileSync(manifestFile, 'utf8'))
}

/** The files `key` loads at once: itself and its static imports, recursively. */
function staticClosure(entries, key, seen = new Set()) {
  const entry = entries[key]
  if (!entry || seen.has(key)) return seen
  seen.add(key)
  for (const imported of entry.imports ?? []) staticClosure(entries, imported, seen)
  return seen
}

function code(entries, keys) {
  return [...keys].map((key) => readFileSync(join(clientDir, entries[key].file), 'utf8')).join('\n')
}

describe.skipIf(!built && !process.env.CI)('client build', () => {
  it('the page entry runs without React and without the catalogue', () => {
    expect(built, 'run `npm run build -w ssr` first').toBe(true)
    const entries = manifest()
    const entry = Object.keys(entries).find((key) => key.endsWith('pages/+client.ts'))
    expect(entry, 'pages/+client.ts is the client entry').toBeTruthy()
    const loaded = code(entries, staticClosure(entries, entry))
    expect(loaded).not.toContain(REACT_DOM_MARKER)
    expect(loaded).not.toContain(CATALOGUE_MARKER)
  })

  it('the editor frame bridge and Editor.js load only on demand, never with a visitor page', () => {
    const entries = manifest()
    const entry = Object.keys(entries).find((key) => key.endsWith('pages/+client.ts'))
    const bridge = Object.keys(entries).find((key) => key.endsWith('frame/bridge.ts'))
    expect(bridge, 'frame/bridge.ts is a chunk of its own').toBeTruthy()
    expect(entries[entry].dynamicImports ?? []).toContain(bridge)
    const visitor = code(entries, staticClosure(entries, entry))
    // Texts of the bridge (a protocol message) and of Editor.js (the id of its style element).
    expect(visitor).not.toContain('frame_ready')
    expect(visitor).not.toContain('editor-js-styles')
    // Editor.js comes with the first click on a paragraph, not with the bridge.
    expect(code(entries, staticClosure(entries, bridge))).not.toContain('editor-js-styles')
  })

  it('no island brings the catalogue or the schemas along', () => {
    const entries = manifest()
    // The island registry's modules are what hydrating imports on demand.
    const hydrate = Object.keys(entries).find((key) => key.endsWith('/islands/hydrate.tsx'))
    const islands = entries[hydrate]?.dynamicImports ?? []
    expect(islands.length).toBeGreaterThan(3)
    for (const island of islands) {
      expect(code(entries, staticClosure(entries, island)), island).not.toContain(CATALOGUE_MARKER)
    }
  })

  it('visitor pages never reach the dashboard: its code stays in its own entry', () => {
    const entries = manifest()
    const entry = Object.keys(entries).find((key) => key.endsWith('pages/+client.ts'))
    const hydrate = Object.keys(entries).find((key) => key.endsWith('/islands/hydrate.tsx'))
    const reachable = new Set(staticClosure(entries, entry))
    for (const island of entries[hydrate]?.dynamicImports ?? []) staticClosure(entries, island, reachable)
    expect(code(entries, reachable)).not.toContain(DASHBOARD_MARKER)
    expect(code(entries, reachable)).not.toContain(DASHBOARD_SCREEN_MARKER)
    const dashboard = Object.keys(entries).find((key) => key.endsWith('pages/wm/+client.tsx'))
    const firstLoad = staticClosure(entries, dashboard)
    expect(code(entries, firstLoad)).toContain(DASHBOARD_MARKER)
    // The area screens are chunks of their own, loaded when shown (ssr/dashboard/screens.ts).
    expect(code(entries, firstLoad)).not.toContain(DASHBOARD_SCREEN_MARKER)
    const screens = new Set(firstLoad)
    for (const key of firstLoad) for (const lazy of entries[key]?.dynamicImports ?? []) staticClosure(entries, lazy, screens)
    expect(code(entries, screens)).toContain(DASHBOARD_SCREEN_MARKER)
  })
})
