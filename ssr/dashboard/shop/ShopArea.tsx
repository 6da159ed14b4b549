/**
 * Webwinkel: a row of sub-tabs (sections.ts) above the chosen section's screen.
 * `/wm/shop` and an unknown section lead to the first section (replace).
 */
import { useEffect, useRef } from 'react'
import { navigate } from '../router'
import { AppLink } from '../Shell'
import { FOCUS_RING } from '../ui/Button'
import { SHOP_SECTIONS, shopRoute } from './sections'
import { shopPath } from './shopRoute'

export function ShopArea({ project, rest }: { project: number; rest: string[] }) {
  const { section, rest: below, known } = shopRoute(rest)
  useEffect(() => {
    if (!known) navigate(shopPath(section.key), { replace: true })
  }, [known, section.key])
  // On a phone the row scrolls sideways: the current tab is kept in view.
  const currentTab = useRef<HTMLLIElement>(null)
  useEffect(() => {
    currentTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [section.key])
  const Screen = section.component
  return (
    <>
      <nav aria-label="Webwinkel" className="-mx-4 mb-5 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-1">
          {SHOP_SECTIONS.map((item) => {
            const current = item.key === section.key
            return (
              <li key={item.key} ref={current ? currentTab : undefined} className="shrink-0">
                <AppLink
                  href={shopPath(item.key)}
                  aria-current={current ? 'page' : undefined}
                  className={`-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium ${current ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'} ${FOCUS_RING} rounded-t`}
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
