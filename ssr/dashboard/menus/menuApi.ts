/** The owner API's menus (api/menus/routes.py), keyed for TanStack Query. */
import { useQuery } from '@tanstack/react-query'
import { call, get } from '../api'
import { EDITOR_QUERY } from '../queries'
import type { Publishing } from '../types'
import { normalise, type MenuItem } from './tree'

export type MenuSummary = Publishing & { id: string; title: string; version: number; items: MenuItem[] }
export type Menu = MenuSummary

export const menuKeys = {
  menus: (project: number) => ['project', project, 'menus'] as const,
  menu: (project: number, key: string) => ['project', project, 'menu', key] as const,
}

export const menuPath = (project: number, key: string) => `/projects/${project}/menus/${encodeURIComponent(key)}`

const shaped = (menu: Menu): Menu => ({ ...menu, items: normalise(menu.items) })

export function useMenus(project: number) {
  return useQuery({
    queryKey: menuKeys.menus(project),
    queryFn: () => get<{ menus: Menu[] }>(`/projects/${project}/menus`).then((answer) => answer.menus.map(shaped)),
  })
}

export async function readMenu(project: number, key: string): Promise<Menu> {
  return shaped((await call<{ menu: Menu }>('GET', menuPath(project, key))).data.menu)
}

export function useMenu(project: number, key: string) {
  return useQuery({ queryKey: menuKeys.menu(project, key), queryFn: () => readMenu(project, key), ...EDITOR_QUERY })
}

export { shaped as shapedMenu }
