/**
 * The frame around every area: the top bar (project switcher, 'Bekijk site', the
 * publish state beside 'Publiceren', the account menu) and the navigation of areas,
 * a sidebar on wide screens and a row of tabs on phones.
 */
import { Button as AriaButton, Label, ListBox, ListBoxItem, Menu, MenuItem, MenuTrigger, Popover, Select, SelectValue } from 'react-aria-components'
import { AREAS, areaPath, DEFAULT_AREA, type AreaKey } from './areas'
import { useDocuments } from './queries'
import { navigate } from './router'
import { chooseProject, useLogout } from './session'
import type { Account, Project } from './types'
import { buttonClass, FOCUS_RING, LinkButton } from './ui/Button'

type Props = { account: Account; projects: Project[]; project: Project; area: AreaKey; wide?: boolean; children: React.ReactNode }

/** A link that navigates inside the dashboard without reloading it. */
export function AppLink({ href, className, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...rest}
      href={href}
      className={className}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        navigate(href)
      }}
    >
      {children}
    </a>
  )
}

function siteUrl(project: Project): string {
  return project.domain_live ? `https://${project.domain_live}/` : '/'
}

function ProjectSwitcher({ projects, project }: { projects: Project[]; project: Project }) {
  if (projects.length < 2) return <span className="block truncate text-sm font-semibold text-gray-900">{project.title}</span>
  return (
    <Select aria-label="Project" selectedKey={project.id} onSelectionChange={(key) => { chooseProject(Number(key)); navigate(areaPath(DEFAULT_AREA)) }} className="min-w-0">
      <Label className="sr-only">Project</Label>
      <AriaButton className={`flex max-w-56 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold text-gray-900 hover:bg-gray-100 ${FOCUS_RING}`}>
        <SelectValue className="truncate" />
        <span aria-hidden="true" className="text-gray-500">▾</span>
      </AriaButton>
      <Popover className="min-w-56 rounded-md bg-white p-1 shadow-lg ring-1 ring-gray-200">
        <ListBox className="outline-none">
          {projects.map((item) => (
            <ListBoxItem key={item.id} id={item.id} textValue={item.title} className="cursor-default rounded px-3 py-2 text-sm text-gray-900 outline-none focus:bg-indigo-50 data-selected:font-semibold">
              {item.title}
              {item.domain_live ? <span className="block text-xs font-normal text-gray-600">{item.domain_live}</span> : null}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}

function AccountMenu({ account }: { account: Account }) {
  const logout = useLogout()
  return (
    <MenuTrigger>
      <AriaButton aria-label={`Account ${account.email}`} className={`flex size-9 items-center justify-center rounded-full bg-gray-200 text-sm font-semibold text-gray-800 hover:bg-gray-300 ${FOCUS_RING}`}>
        {(account.name || account.email).slice(0, 1).toUpperCase()}
      </AriaButton>
      <Popover placement="bottom end" className="min-w-52 rounded-md bg-white p-1 shadow-lg ring-1 ring-gray-200">
        <p className="px-3 py-2 text-xs text-gray-600">{account.email}</p>
        <Menu className="outline-none" onAction={(key) => key === 'logout' && logout.mutate()}>
          <MenuItem id="logout" className="cursor-default rounded px-3 py-2 text-sm text-gray-900 outline-none focus:bg-indigo-50">Uitloggen</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

function PublishState({ project }: { project: Project }) {
  const { documents, isPending } = useDocuments(project.id)
  const count = documents.filter((document) => document.has_unpublished_changes).length
  return (
    <div className="flex items-center gap-3">
      <span className="hidden text-sm text-gray-700 md:inline" aria-live="polite">
        {isPending ? '' : count === 0 ? 'Alles is gepubliceerd' : count === 1 ? '1 wijziging niet gepubliceerd' : `${count} wijzigingen niet gepubliceerd`}
      </span>
      <AppLink href={areaPath('publish')} className={buttonClass('primary')}>
        Publiceren
        {count > 0 ? <span className="rounded-full bg-white/20 px-1.5 text-xs md:hidden">{count}</span> : null}
      </AppLink>
    </div>
  )
}

function Navigation({ area, orientation, site }: { area: AreaKey; orientation: 'row' | 'column'; site: string }) {
  return (
    <nav aria-label="Onderdelen" className={orientation === 'row' ? 'border-b border-gray-200 bg-white md:hidden' : 'hidden w-56 shrink-0 border-r border-gray-200 bg-white md:block'}>
      <ul className={orientation === 'row' ? 'flex gap-1 overflow-x-auto px-2' : 'space-y-1 p-3'}>
        {AREAS.filter((item) => item.inNav !== false).map((item) => {
          const current = item.key === area
          const look = orientation === 'row'
            ? `block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium ${current ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-gray-700 hover:text-gray-900'}`
            : `block rounded-md px-3 py-2 text-sm font-medium ${current ? 'bg-indigo-50 text-indigo-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900'}`
          return (
            <li key={item.key}>
              <AppLink href={areaPath(item.key)} aria-current={current ? 'page' : undefined} className={`${look} ${FOCUS_RING}`}>
                {item.label}
              </AppLink>
            </li>
          )
        })}
        {orientation === 'row' ? (
          <li className="ml-auto">
            <a href={site} target="_blank" rel="noopener" className={`block whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-gray-700 hover:text-gray-900 ${FOCUS_RING}`}>Bekijk site</a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

export function Shell({ account, projects, project, area, wide = false, children }: Props) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50 text-gray-900">
      <a href="#inhoud" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">Naar de inhoud</a>
      <header className="flex items-center gap-2 border-b border-gray-200 bg-white px-3 py-2 sm:px-4">
        <div className="min-w-0 shrink"><ProjectSwitcher projects={projects} project={project} /></div>
        <div className="hidden sm:block">
          <LinkButton href={siteUrl(project)} target="_blank" rel="noopener" variant="quiet">Bekijk site</LinkButton>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <PublishState project={project} />
          <AccountMenu account={account} />
        </div>
      </header>
      <Navigation area={area} orientation="row" site={siteUrl(project)} />
      <div className="flex flex-1">
        <Navigation area={area} orientation="column" site={siteUrl(project)} />
        <main id="inhoud" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 outline-none sm:px-6 lg:px-8">
          <div className={wide ? '' : 'mx-auto max-w-5xl'}>{children}</div>
        </main>
      </div>
    </div>
  )
}
