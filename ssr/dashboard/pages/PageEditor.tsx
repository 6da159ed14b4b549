/**
 * One page's settings: title, path, SEO title and description, password, noindex. Saves
 * write the draft with If-Match; a 409 keeps what the owner typed and offers to load the
 * newest version or to save over it. Ctrl/Cmd+S saves; leaving with unsaved changes asks.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Form, Switch } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../api'
import { keys, usePage } from '../queries'
import { usePreview } from '../preview'
import { navigate } from '../router'
import { AppLink } from '../Shell'
import type { Page, PageSummary } from '../types'
import { Button, FOCUS_RING } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { TextInput } from '../ui/TextInput'
import { changesOf, fieldsOf, type PageFields } from './pageForm'

const CONFLICT = 'Iemand anders heeft deze pagina intussen gewijzigd. Wat je typte staat er nog.'

function Toggle({ isSelected, onChange, children, description }: { isSelected: boolean; onChange: (value: boolean) => void; children: React.ReactNode; description?: string }) {
  return (
    <div>
      <Switch isSelected={isSelected} onChange={onChange} className="group flex items-center gap-3 text-sm font-medium text-gray-900">
        <span className="flex h-6 w-10 shrink-0 items-center rounded-full bg-gray-300 p-0.5 transition group-data-selected:bg-indigo-700 group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-600 group-data-focus-visible:ring-offset-2">
          <span className="size-5 rounded-full bg-white shadow transition group-data-selected:translate-x-4" />
        </span>
        {children}
      </Switch>
      {description ? <p className="mt-1 pl-13 text-sm text-gray-600">{description}</p> : null}
    </div>
  )
}

function Editor({ project, initial, latest }: { project: number; initial: Page; latest: Page }) {
  const client = useQueryClient()
  const [base, setBase] = useState(initial)
  const [fields, setFields] = useState<PageFields>(() => fieldsOf(initial))
  const [conflict, setConflict] = useState(false)
  const [blockers, setBlockers] = useState<FieldErrors>({})
  const preview = usePreview(project)
  const changes = changesOf(base, fields)
  const dirty = Object.keys(changes).length > 0
  // A newer version from the server (a refetch after publishing, another tab) replaces
  // the form only while the owner has typed nothing; otherwise the save's 409 says so.
  useEffect(() => {
    if (latest.version !== base.version && !dirty && !conflict) {
      setBase(latest)
      setFields(fieldsOf(latest))
    }
  }, [latest, base.version, dirty, conflict])
  const set = <K extends keyof PageFields>(name: K) => (value: PageFields[K]) => setFields((current) => ({ ...current, [name]: value }))

  const save = useMutation({
    mutationFn: ({ version }: { version: number }) =>
      call<{ page: Page }>('PUT', `/projects/${project}/pages/${base.id}`, { body: changes, ifMatch: version }),
    // The list shows the new title and path at once; an error puts the old ones back.
    onMutate: async () => {
      await client.cancelQueries({ queryKey: keys.pages(project) })
      const before = client.getQueryData<PageSummary[]>(keys.pages(project))
      client.setQueryData<PageSummary[]>(keys.pages(project), (pages) =>
        pages?.map((page) => (page.id === base.id ? { ...page, path: fields.path, post_title: fields.post_title, has_unpublished_changes: true } : page)),
      )
      return { before }
    },
    onError: (error, _variables, context) => {
      client.setQueryData(keys.pages(project), context?.before)
      if (error instanceof ApiError && error.isConflict) {
        setConflict(true)
        toast.error('Niet opgeslagen: de pagina is intussen gewijzigd.')
      } else {
        toast.error(`Niet opgeslagen: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
      }
    },
    onSuccess: ({ data }) => {
      const { publish_blockers: found, ...page } = data.page
      client.setQueryData(keys.page(project, page.id), page)
      setBase(page)
      setFields(fieldsOf(page))
      setConflict(false)
      setBlockers(found ?? {})
      toast.success('Opgeslagen')
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.pages(project) })
      void client.invalidateQueries({ queryKey: keys.documents(project) })
    },
  })
  const errors: FieldErrors = save.error instanceof ApiError && !save.error.isConflict ? save.error.errors : {}

  const submit = () => {
    if (dirty && !save.isPending) save.mutate({ version: base.version })
  }
  const submitRef = useRef(submit)
  submitRef.current = submit

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        submitRef.current()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  useEffect(() => {
    if (!dirty) return
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onLeave)
    return () => window.removeEventListener('beforeunload', onLeave)
  }, [dirty])

  const reload = async () => {
    const { data } = await call<{ page: Page }>('GET', `/projects/${project}/pages/${base.id}`)
    return data.page
  }

  const remove = useMutation({
    mutationFn: () => call<void>('DELETE', `/projects/${project}/pages/${base.id}`, { ifMatch: base.version }),
    onSuccess: () => {
      client.setQueryData<PageSummary[]>(keys.pages(project), (pages) => pages?.filter((page) => page.id !== base.id))
      void client.invalidateQueries({ queryKey: keys.documents(project) })
      toast.success('Pagina verwijderd')
      navigate('/wm/pages')
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isConflict) setConflict(true)
      toast.error(`Niet verwijderd: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
    },
  })

  const blockerMessages = Object.values(blockers).flat()
  return (
    <>
      <nav aria-label="Kruimelpad" className="mb-2 text-sm">
        <AppLink href="/wm/pages" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Pagina's</AppLink>
      </nav>
      <PageTitle
        actions={
          <>
            <Button onPress={() => preview.mutate(base.path)} isDisabled={preview.isPending}>Voorbeeld</Button>
            <ConfirmDialog trigger={<Button variant="secondary" className="text-red-800">Verwijderen</Button>} title="Pagina verwijderen" confirmLabel="Verwijderen" onConfirm={() => remove.mutate()} />
          </>
        }
      >
        <span className="flex flex-wrap items-center gap-3">
          {base.post_title || 'Zonder titel'} <StatusPill status={documentStatus(base)} />
        </span>
      </PageTitle>

      {conflict ? (
        <div role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{CONFLICT}</p>
          <p className="mt-1">Laad de nieuwste versie (je wijzigingen vervallen) of sla jouw versie op over die van de ander heen.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onPress={async () => { const page = await reload(); client.setQueryData(keys.page(project, page.id), page); setBase(page); setFields(fieldsOf(page)); setConflict(false); save.reset() }}>Nieuwste versie laden</Button>
            <Button onPress={async () => { const page = await reload(); setBase(page); save.mutate({ version: page.version }) }}>Mijn versie opslaan</Button>
          </div>
        </div>
      ) : null}
      {blockerMessages.length > 0 ? (
        <div role="status" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          Opgeslagen, maar nog niet te publiceren: {blockerMessages.join(' ')}
        </div>
      ) : null}
      {errors.general ? <ErrorState message={errors.general.join(' ')} /> : null}

      <Form className="space-y-6 pb-24" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit() }}>
        <section className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5" aria-labelledby="algemeen">
          <h2 id="algemeen" className="text-base font-semibold">Algemeen</h2>
          <TextInput label="Titel" value={fields.post_title} onChange={set('post_title')} errors={errors.post_title} />
          <TextInput label="Pad" value={fields.path} onChange={set('path')} errors={errors.path} isRequired description="Het adres op je website, bijvoorbeeld /over-ons." />
        </section>
        <section className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5" aria-labelledby="seo">
          <h2 id="seo" className="text-base font-semibold">Zoekmachines</h2>
          <TextInput label="SEO-titel" value={fields.seo_title} onChange={set('seo_title')} errors={errors.seo_title} description="Leeg: de titel van de pagina." />
          <TextInput label="SEO-omschrijving" value={fields.seo_description} onChange={set('seo_description')} errors={errors.seo_description} multiline description="Een of twee zinnen die zoekmachines onder de titel tonen." />
          <Toggle isSelected={fields.noindex} onChange={set('noindex')} description="De pagina blijft bereikbaar, maar zoekmachines nemen haar niet op.">Verbergen voor zoekmachines</Toggle>
          {errors.noindex ? <p className="text-sm text-red-700">{errors.noindex.join(' ')}</p> : null}
        </section>
        <section className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5" aria-labelledby="wachtwoord">
          <h2 id="wachtwoord" className="text-base font-semibold">Wachtwoord</h2>
          <p className="text-sm text-gray-700">
            {base.protected && !fields.removePassword ? 'Bezoekers hebben een wachtwoord nodig voor deze pagina.' : 'Iedereen kan deze pagina zien.'}
          </p>
          {fields.removePassword ? null : (
            <TextInput label={base.protected ? 'Nieuw wachtwoord' : 'Wachtwoord instellen'} type="password" autoComplete="new-password" value={fields.password} onChange={set('password')} errors={errors.password} description={base.protected ? 'Leeg laten om het huidige wachtwoord te houden.' : 'Leeg laten: geen wachtwoord.'} />
          )}
          {base.protected ? (
            fields.removePassword
              ? <Button onPress={() => set('removePassword')(false)}>Wachtwoord toch houden</Button>
              : <Button onPress={() => setFields((current) => ({ ...current, removePassword: true, password: '' }))}>Wachtwoord verwijderen</Button>
          ) : null}
        </section>
        <p className="text-sm">
          <AppLink href={`/wm/publish/history/page/${base.id}`} className={`text-indigo-800 underline ${FOCUS_RING} rounded`}>Geschiedenis en eerdere versies</AppLink>
        </p>

        <div hidden={!dirty && !save.isPending && !conflict} className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] md:left-56">
          <div className="mx-auto flex max-w-5xl items-center justify-end gap-2">
            <p aria-live="polite" className="mr-auto text-sm text-gray-700">
              {save.isPending ? 'Opslaan…' : dirty ? 'Niet-opgeslagen wijzigingen' : save.isSuccess ? 'Alles opgeslagen' : ''}
            </p>
            <Button isDisabled={!dirty || save.isPending} onPress={() => { setFields(fieldsOf(base)); save.reset(); setConflict(false) }}>Verwerpen</Button>
            <Button type="submit" variant="primary" isDisabled={!dirty || save.isPending}>Opslaan</Button>
          </div>
        </div>
      </Form>
    </>
  )
}

export function PageEditor({ project, pageId }: { project: number; pageId: number }) {
  const page = usePage(project, pageId)
  if (page.isPending) return <SkeletonRows rows={4} label="Pagina laden" />
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404
    return (
      <ErrorState
        message={missing ? 'Deze pagina bestaat niet (meer).' : page.error instanceof ApiError ? firstMessage(page.error.errors)! : 'De pagina kon niet worden geladen.'}
        onRetry={missing ? undefined : () => void page.refetch()}
      />
    )
  }
  if (!page.isFetchedAfterMount) return <SkeletonRows rows={4} label="Pagina laden" />
  // A new editor per page: switching pages never carries typed values over.
  return <Editor key={pageId} project={project} initial={page.data} latest={page.data} />
}
