import { describe, expect, it } from 'vitest'
import { canonicalPath, isEditorRoute, routeOf } from '../../dashboard/areas'
import { messageTarget } from '../../dashboard/messages'

const at = (href: string) => new URL(href, 'http://wm.invalid')

describe('tab keys', () => {
  it('lead /wm and ?tab= to an area', () => {
    // Overzicht is where the dashboard opens.
    expect(canonicalPath(at('/wm'))).toBe('/wm/overview')
    expect(canonicalPath(at('/wm?tab=publish'))).toBe('/wm/publish')
    expect(canonicalPath(at('/wm?tab=redirects'))).toBe('/wm/redirects')
    expect(canonicalPath(at('/wm/pages?tab=onbekend'))).toBe('/wm/overview')
    expect(canonicalPath(at('/wm/onbekend'))).toBe('/wm/overview')
    expect(canonicalPath(at('/wm/redirects'))).toBeNull()
    expect(canonicalPath(at('/wm/pages/12'))).toBeNull()
  })

  it('split a path into its area and the rest', () => {
    expect(routeOf('/wm/pages/12')).toEqual({ area: 'pages', rest: ['12'] })
    expect(routeOf('/wm/publish/history/menu/hoofdmenu')).toEqual({ area: 'publish', rest: ['history', 'menu', 'hoofdmenu'] })
  })

  it('follow set_management_tab and go_to_route messages, nothing else', () => {
    expect(messageTarget({ type: 'set_management_tab', management_tab: 'publish' })).toBe('/wm/publish')
    expect(messageTarget({ type: 'set_management_tab', management_tab: 'shop' })).toBe('/wm/shop')
    expect(messageTarget({ type: 'set_management_tab', management_tab: 'onbekend' })).toBeNull()
    expect(messageTarget({ type: 'go_to_route', path: '/wm/pages/3' })).toBe('/wm/pages/3')
    expect(messageTarget({ type: 'go_to_route', path: 'https://elders.example/wm' })).toBeNull()
    expect(messageTarget('set_management_tab')).toBeNull()
  })
})

describe('the editor routes', () => {
  it('are a page id or a template key', () => {
    expect(isEditorRoute('/wm/pages/12')).toBe(true)
    expect(isEditorRoute('/wm/templates/cta')).toBe(true)
    expect(isEditorRoute('/wm/pages')).toBe(false)
    expect(isEditorRoute('/wm/pages/nieuw')).toBe(false)
    expect(isEditorRoute('/wm/templates')).toBe(false)
  })
})
