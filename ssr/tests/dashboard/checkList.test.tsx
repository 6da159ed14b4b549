// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CheckList, type CheckProblem } from '../../dashboard/checks'

afterEach(cleanup)

const inPage: CheckProblem = {
  kind: 'broken_link',
  severity: 'error',
  message: 'Link naar /weg: daar staat geen pagina.',
  document: 'page:12',
  section: 'hero',
  detail: { path: '/weg' },
  source: 'server',
}
const inMenu: CheckProblem = {
  kind: 'broken_link',
  severity: 'error',
  message: "Link naar /nergens in menu 'Hoofdmenu' (item 'Weg'): daar staat geen pagina.",
  document: 'menu:hoofdmenu',
  section: null,
  detail: { menu: 'hoofdmenu', item: 'weg', path: '/nergens', used_by: ['page:12'] },
  source: 'server',
}

describe('CheckList', () => {
  test("a page's problem selects its section, a menu's leads to the menu editor", () => {
    const onSelect = vi.fn()
    render(<CheckList state={{ status: 'done', problems: [inPage, inMenu], progress: '' }} titles={{ 'page:12': 'Home' }} onSelect={onSelect} />)
    fireEvent.click(screen.getByRole('button', { name: `Toon: ${inPage.message}` }))
    expect(onSelect).toHaveBeenCalledWith('hero', 'page:12')
    const link = screen.getByRole('link', { name: `Naar menu: ${inMenu.message}` })
    expect(link.getAttribute('href')).toBe('/wm/menus/hoofdmenu')
    expect(screen.getByText('menu hoofdmenu')).toBeTruthy()
    expect(screen.getByText('Home, sectie hero')).toBeTruthy()
  })

  test('without onSelect a menu problem still has its link', () => {
    render(<CheckList state={{ status: 'done', problems: [inMenu], progress: '' }} />)
    expect(screen.getByRole('link', { name: `Naar menu: ${inMenu.message}` })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
