/**
 * Doorverwijzingen: the project's redirects, searched, filtered, sorted and paged on the
 * server (all in the URL); add, change and delete them; and the most-missed addresses
 * (404) each with 'Doorverwijzing maken', the old address filled in.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button as AriaButton, Input, Label, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage } from '../api'
import { navigate, useLocation, withParam } from '../router'
import { Button, FOCUS_RING } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { INPUT_CLASS } from '../ui/TextInput'
import { describeTarget, pageCount, readListQuery, SORTS, STATUS_FILTERS, statusLabel, withFilter } from './listQuery'
import { RedirectDialog } from './RedirectDialog'
import { redirectKeys, useMisses, useRedirects, type Redirect } from './redirectApi'

const PILL = 'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset'

function RedirectRow({ project, redirect }: { project: number; redirect: Redirect }) {
  const client = useQueryClient()
  const remove = useMutation({
    mutationFn: () => call('DELETE', `/projects/${project}/redirects/${redirect.id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: redirectKeys.all(project) })
      toast.success('Doorverwijzing verwijderd')
    },
    onError: (error) => toast.error(error instanceof ApiError ? firstMessage(error.errors)! : 'Verwijderen is niet gelukt.'),
  })
  const target = describeTarget(redirect.target)
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 border-b border-gray-200 px-4 py-3 last:border-b-0 sm:grid-cols-[1fr_auto_auto]">
      <p className="min-w-0 break-words font-medium text-gray-900">{redirect.path}</p>
      <p className="min-w-0 break-words text-sm text-gray-700 col-start-1 row-start-2 max-sm:col-span-2">
        <span aria-hidden="true">→ </span>
        <span className="sr-only">naar </span>
        {target.text}
        {target.external ? <span className="ml-1 text-xs text-gray-600">(andere site)</span> : null}
      </p>
      <span className={`${PILL} col-start-2 row-start-1 justify-self-end sm:row-span-2 ${redirect.status === 302 ? 'bg-amber-50 text-amber-900 ring-amber-600/40' : 'bg-gray-100 text-gray-800 ring-gray-300'}`}>{statusLabel(redirect.status)}</span>
      <div className="-ml-3 flex items-center gap-1 max-sm:col-span-2 max-sm:row-start-3 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:ml-0 sm:gap-2">
        <RedirectDialog project={project} redirect={redirect} trigger={<Button variant="quiet" aria-label={`Bewerken: ${redirect.path}`}>Bewerken</Button>} />
        <ConfirmDialog
          title="Doorverwijzing verwijderen"
          confirmLabel="Verwijderen"
          onConfirm={() => remove.mutate()}
          trigger={<Button variant="quiet" isDisabled={remove.isPending} aria-label={`Verwijderen: ${redirect.path}`}>Verwijderen</Button>}
        />
      </div>
    </li>
  )
}

function Misses({ project }: { project: number }) {
  const misses = useMisses(project, 10)
  let body: React.ReactNode
  if (misses.isPending) body = <SkeletonRows rows={2} label="Gemiste adressen laden" />
  else if (misses.isError) body = <ErrorState message="De gemiste adressen konden niet worden geladen." onRetry={() => void misses.refetch()} />
  else if (misses.data.not_found.length === 0) body = <p className="text-sm text-gray-700">Bezoekers vonden alles wat ze zochten: er zijn geen gemiste adressen.</p>
  else
    body = (
      <ul aria-label="Gemiste adressen" className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
        {misses.data.not_found.map((miss) => (
          <li key={miss.path} className="flex flex-wrap items-center gap-3 border-b border-gray-200 px-4 py-3 last:border-b-0">
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium text-gray-900">{miss.path}</p>
              <p className="text-sm text-gray-600">{miss.hits === 1 ? '1 keer bezocht' : `${miss.hits} keer bezocht`}</p>
            </div>
            <RedirectDialog project={project} path={miss.path} trigger={<Button aria-label={`Doorverwijzing maken voor ${miss.path}`}>Doorverwijzing maken</Button>} />
          </li>
        ))}
      </ul>
    )
  return (
    <section aria-labelledby="gemist" className="mt-8">
      <h2 id="gemist" className="mb-1 text-lg font-semibold text-gray-900">Gemiste adressen (404)</h2>
      <p className="mb-3 text-sm text-gray-700">Adressen die bezoekers openden en die niet bestaan, het vaakst bezocht eerst.</p>
      {body}
    </section>
  )
}

export function RedirectsArea({ project }: { project: number }) {
  const location = useLocation()
  const query = readListQuery(location.searchParams)
  const redirects = useRedirects(project, query)
  const setParam = (name: string, value: string) => navigate(withFilter(location, name, value), { replace: true })
  const filtered = query.q !== '' || query.status !== ''
  const add = <RedirectDialog project={project} trigger={<Button variant="primary">Doorverwijzing toevoegen</Button>} />

  let body: React.ReactNode
  if (redirects.isPending) body = <SkeletonRows label="Doorverwijzingen laden" />
  else if (redirects.isError) body = <ErrorState message={redirects.error instanceof ApiError ? firstMessage(redirects.error.errors)! : 'De doorverwijzingen konden niet worden geladen.'} onRetry={() => void redirects.refetch()} />
  else if (redirects.data.total === 0 && !filtered) body = <EmptyState message="Nog geen doorverwijzingen. Stuur bezoekers van een oud adres naar de juiste pagina." action={add} />
  else if (redirects.data.redirects.length === 0) body = <EmptyState message="Geen doorverwijzingen gevonden. Pas je zoekterm of filter aan." />
  else {
    const pages = pageCount(redirects.data.total)
    body = (
      <>
        <ul aria-label="Doorverwijzingen" className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
          {redirects.data.redirects.map((redirect) => <RedirectRow key={redirect.id} project={project} redirect={redirect} />)}
        </ul>
        <nav aria-label="Paginering" className="mt-3 flex items-center justify-between gap-3 text-sm text-gray-700">
          <span>{redirects.data.total === 1 ? '1 doorverwijzing' : `${redirects.data.total} doorverwijzingen`} · pagina {query.page} van {pages}</span>
          <span className="flex gap-2">
            <Button isDisabled={query.page <= 1} onPress={() => navigate(withParam(location, 'page', String(query.page - 1)))}>Vorige</Button>
            <Button isDisabled={query.page >= pages} onPress={() => navigate(withParam(location, 'page', String(query.page + 1)))}>Volgende</Button>
          </span>
        </nav>
      </>
    )
  }

  return (
    <>
      <PageTitle actions={add}>Doorverwijzingen</PageTitle>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchField value={query.q} onChange={(value) => setParam('q', value)} className="group lg:w-72">
          <Label className="block text-sm font-medium text-gray-900">Zoeken</Label>
          <div className="relative">
            <Input placeholder="Oud of nieuw adres" className={`${INPUT_CLASS} pr-9 [&::-webkit-search-cancel-button]:hidden`} />
            <AriaButton aria-label="Zoekterm wissen" className={`absolute right-1.5 top-1/2 mt-0.5 -translate-y-1/2 rounded px-2 text-gray-600 group-data-empty:hidden ${FOCUS_RING}`}>×</AriaButton>
          </div>
        </SearchField>
        <ToggleButtonGroup
          aria-label="Soort"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[query.status || 'all']}
          onSelectionChange={(keys) => {
            const [key] = [...keys]
            setParam('status', key === 'all' ? '' : String(key))
          }}
          className="flex flex-wrap gap-1.5"
        >
          {STATUS_FILTERS.map((filter) => (
            <ToggleButton key={filter.key || 'all'} id={filter.key || 'all'} className={`rounded-full px-3 py-1.5 text-sm ring-1 ring-inset ring-gray-300 data-selected:bg-gray-900 data-selected:text-white data-selected:ring-gray-900 hover:bg-gray-100 data-selected:hover:bg-gray-800 ${FOCUS_RING}`}>
              {filter.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <label className="block text-sm font-medium text-gray-900 lg:ml-auto">
          Sorteren
          <select value={query.sort} onChange={(event) => setParam('sort', event.target.value === '-created_at' ? '' : event.target.value)} className={`${INPUT_CLASS} lg:w-52`}>
            {SORTS.map((sort) => <option key={sort.key} value={sort.key}>{sort.label}</option>)}
          </select>
        </label>
      </div>
      {body}
      <Misses project={project} />
    </>
  )
}
