/**
 * Webwinkel: one area with a row of sub-tabs (sections.ts), each a link to
 * /wm/shop/<key>; the bare /wm/shop (or an unknown key) shows the first section.
 */
import { useEffect } from 'react'
import { navigate } from '../router'
import { AppLink } from '../Shell'
import { FOCUS_RING } from '../ui/Button'
import { SHOP_SECTIONS } from './sections'
import { sectionOf } from './shopRoute'

export function ShopArea({ project, rest }: { project: number; rest: string[] }) {
  const { section, rest: below, known } = sectionOf(SHOP_SECTIONS, rest)
  useEffect(() => {
    if (!known) navigate(`/wm/shop/${section.key}`, { replace: true })
  }, [known, section.key])
  const { Screen } = section
  return (
    <>
      <nav aria-label="Webwinkel" className="-mt-1 mb-5 border-b border-gray-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {SHOP_SECTIONS.map((item) => {
            const current = item.key === section.key
            return (
              <li key={item.key}>
                <AppLink
                  href={`/wm/shop/${item.key}`}
                  aria-current={current ? 'page' : undefined}
                  className={`block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium ${current ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'} ${FOCUS_RING}`}
                >
                  {item.label}
                </AppLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <Screen key={section.key} project={project} rest={below} />
    </>
  )
}
