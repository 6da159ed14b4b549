/**
 * Every area's screens, each loaded when first shown: the dashboard's first load is
 * the login form and the shell, not the code of all areas (measured in `make bench-js`).
 * A new area adds its line here and its case in Dashboard.tsx.
 */
import { type ComponentType, lazy } from 'react'

/** `lazy` for a named export: `screen(() => import('./x'), 'X')`. */
function screen<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> })) as M[K]
}

export const OverviewArea = screen(() => import('./overview/OverviewArea'), 'OverviewArea')
export const PageList = screen(() => import('./pages/PageList'), 'PageList')
export const PageEditor = screen(() => import('./pages/PageEditor'), 'PageEditor')
export const MenusArea = screen(() => import('./menus/MenuList'), 'MenusArea')
export const FormsArea = screen(() => import('./forms/FormList'), 'FormsArea')
export const SubmissionsArea = screen(() => import('./submissions/SubmissionList'), 'SubmissionsArea')
export const ShopArea = screen(() => import('./shop/ShopArea'), 'ShopArea')
export const FilesArea = screen(() => import('./files/FilesArea'), 'FilesArea')
export const RedirectsArea = screen(() => import('./redirects/RedirectsArea'), 'RedirectsArea')
export const SettingsArea = screen(() => import('./settings/SettingsArea'), 'SettingsArea')
export const PublishArea = screen(() => import('./publish/PublishArea'), 'PublishArea')
export const TemplateEditor = screen(() => import('./editor/TemplateEditor'), 'TemplateEditor')
export const TemplateList = screen(() => import('./editor/TemplateEditor'), 'TemplateList')
export const KitShowcase = screen(() => import('./kit'), 'KitShowcase')
