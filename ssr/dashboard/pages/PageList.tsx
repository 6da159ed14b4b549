/**
 * Pagina's: every page of the project with its status, searchable by path or title and
 * filtered by status (both in the URL). A table on wide screens, cards on phones.
 */
import { SearchField, Input, Label, Button as AriaButton, ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { firstMessage, ApiError } from '../api'
import { usePages } from '../queries'
import { navigate, useLocation, withParam } from '../router'
import { AppLink } from '../Shell'
import type { PageSummary } from '../types'
import { FOCUS_RING } from '../ui/Button'
import { INPUT_CLASS } from '../ui/TextInput'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { CreatePage } from './CreatePage'
import { filterPages, STATUS_FILTERS } from './pageFilter'

function PageRow({ page }: { page: PageSummary }) {
  return (
    <li className="relative flex items-center gap-3 border-b border-gray-200 px-4 py-3 last:border-b-0 hover:bg-gray-50">
      <div className="min-w-0 flex-1">
        <AppLink href={`/wm/pages/${page.id}`} className={`font-medium text-gray-900 after:absolute after:inset-0 hover:underline ${FOCUS_RING} rounded`}>
          {page.post_title || 'Zonder titel'}
        </AppLink>
        <p className="truncate text-sm text-gray-600">{page.path}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {page.protected ? <span className="hidden text-xs text-gray-600 sm:inline">Wachtwoord</span> : null}
        {page.noindex ? <span className="hidden text-xs text-gray-600 sm:inline">Niet in zoekmachines</span> : null}
        <StatusPill status={documentStatus(page)} />
      </div>
    </li>
  )
}

export function PageList({ project }: { project: number }) {
  const location = useLocation()
  const query = location.searchParams.get('q') ?? ''
  const status = location.searchParams.get('status') ?? ''
  const pages = usePages(project)

  let body: React.ReactNode
  if (pages.isPending) body = <SkeletonRows label="Pagina's laden" />
  else if (pages.isError) body = <ErrorState message={pages.error instanceof ApiError ? firstMessage(pages.error.errors)! : "De pagina's konden niet worden geladen."} onRetry={() => void pages.refetch()} />
  else if (pages.data.length === 0) body = <EmptyState message="Je website heeft nog geen pagina's. Voeg je eerste pagina toe." action={<CreatePage project={project} />} />
  else {
    const shown = filterPages(pages.data, query, status)
    body = shown.length === 0
      ? <EmptyState message="Geen pagina's gevonden. Pas je zoekterm of filter aan." />
      : (
        <ul aria-label="Pagina's" className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
          {shown.map((page) => <PageRow key={page.id} page={page} />)}
        </ul>
      )
  }

  return (
    <>
      <PageTitle actions={<CreatePage project={project} />}>Pagina's</PageTitle>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField value={query} onChange={(value) => navigate(withParam(location, 'q', value), { replace: true })} className="group sm:w-72">
          <Label className="block text-sm font-medium text-gray-900">Zoeken</Label>
          <div className="relative">
            <Input placeholder="Pad of titel" className={`${INPUT_CLASS} pr-9 [&::-webkit-search-cancel-button]:hidden`} />
            <AriaButton aria-label="Zoekterm wissen" className={`absolute right-1.5 top-1/2 mt-0.5 -translate-y-1/2 rounded px-2 text-gray-600 group-data-empty:hidden ${FOCUS_RING}`}>×</AriaButton>
          </div>
        </SearchField>
        <ToggleButtonGroup
          aria-label="Status"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[status || 'all']}
          onSelectionChange={(keys) => {
            const [key] = [...keys]
            navigate(withParam(location, 'status', key === 'all' ? '' : String(key)), { replace: true })
          }}
          className="flex flex-wrap gap-1.5"
        >
          {STATUS_FILTERS.map((filter) => (
            <ToggleButton key={filter.key || 'all'} id={filter.key || 'all'} className={`rounded-full px-3 py-1.5 text-sm ring-1 ring-inset ring-gray-300 data-selected:bg-gray-900 data-selected:text-white data-selected:ring-gray-900 hover:bg-gray-100 data-selected:hover:bg-gray-800 ${FOCUS_RING}`}>
              {filter.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {body}
    </>
  )
}
