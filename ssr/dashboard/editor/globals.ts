/**
 * The project's site-wide values (`global_fields`, docs/page-editor.md "Site-wide
 * values") as the page editor sees them: which keys a change touched and which of the
 * page's sections show them, so only those are rendered again.
 */
import { blockDefaults, sectionDefaults } from '@site/shared-schema'
import { flattenBlocks, type SectionJson } from './sections'

export type Globals = Record<string, unknown>

const LOCAL_SUFFIX = '_local'
/** A section that shows a reusable template: what is inside is not known here. */
const TEMPLATE_PARTIAL = 'templatePartial'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The keys whose value differs between two maps (added and removed included). */
export function changedGlobalKeys(before: Globals, after: Globals): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]))
}

function defaultsOrEmpty(read: () => Record<string, unknown> | undefined): Record<string, unknown> {
  try {
    return read() ?? {}
  } catch {
    return {}
  }
}

/** Whether a field's `X_local` toggle says Globaal ('0') in these values (or their defaults). */
function showsGlobal(values: Record<string, unknown> | undefined, defaults: Record<string, unknown>, key: string): boolean {
  const toggle = `${key}${LOCAL_SUFFIX}`
  if (!(toggle in (values ?? {})) && !(toggle in defaults)) return false
  return String(values?.[toggle] ?? defaults[toggle]) === '0'
}

/**
 * Whether a section shows the site-wide value of one of `keys`: its own field or one
 * of its blocks' set to Globaal, or a reusable template (whose sections may).
 */
export function usesGlobals(section: SectionJson, keys: string[]): boolean {
  if (keys.length === 0) return false
  if (section.template === TEMPLATE_PARTIAL) return true
  const meta = section.meta as Record<string, unknown> | undefined
  const defaults = defaultsOrEmpty(() => sectionDefaults(section.template as Parameters<typeof sectionDefaults>[0]))
  if (keys.some((key) => showsGlobal(meta, defaults, key))) return true
  return flattenBlocks(section).some(({ block }) => {
    const blockDefaultsOf = defaultsOrEmpty(() => blockDefaults(block.type as Parameters<typeof blockDefaults>[0]))
    return keys.some((key) => showsGlobal(block.props, blockDefaultsOf, key))
  })
}

/** The page's sections, with their index, that show one of `keys`. */
export function sectionsUsingGlobals(components: SectionJson[], keys: string[]): { section: SectionJson; index: number }[] {
  return components.flatMap((section, index) => (usesGlobals(section, keys) ? [{ section, index }] : []))
}
