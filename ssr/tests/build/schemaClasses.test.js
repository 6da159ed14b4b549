/**
 * Every CSS class a schema field value can produce (shared-schema/generated/classes.txt)
 * must have a rule in the production stylesheet, or a site owner's choice would
 * silently render unstyled. Needs `npm run build -w ssr`: skipped locally without
 * ssr/dist, failing when CI is set.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ssrRoot = fileURLToPath(new URL('../..', import.meta.url))
const assetsDir = join(ssrRoot, 'dist/client/assets')
const classesFile = join(ssrRoot, '../shared-schema/generated/classes.txt')
const built = existsSync(assetsDir)

function builtCss() {
  return readdirSync(assetsDir, { recursive: true })
    .filter((name) => String(name).endsWith('.css'))
    .map((name) => readFileSync(join(assetsDir, String(name)), 'utf8'))
    .join('\n')
}

function schemaClasses() {
  return readFileSync(classesFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
}

/** The selector Tailwind writes for a class: every character outside [\w-] escaped. */
export function classSelector(name) {
  return '.' + name.replace(/[^A-Za-z0-9_-]/g, (char) => `\\${char}`)
}

describe.skipIf(!built && !process.env.CI)('built stylesheet', () => {
  it('has a rule for every class the schema can produce', () => {
    expect(built, 'run `npm run build -w ssr` first').toBe(true)
    const css = builtCss()
    const classes = schemaClasses()
    expect(classes.length).toBeGreaterThan(100)
    const missing = classes.filter((name) => !css.includes(classSelector(name)))
    expect(missing).toEqual([])
  })

  it('defines the project colour variables behind the palette classes', () => {
    const css = builtCss()
    for (const name of ['bg-primary-500', 'text-secondary-500', 'border-primary-500', 'bg-gray-100']) {
      expect(css).toContain(classSelector(name))
    }
    expect(css).toMatch(/--color-primary-500:[^;]*var\(--wm-primary-500/)
  })
})
