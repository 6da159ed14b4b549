/**
 * `/wm/pages/{id}`: the visual page editor (editor/EditorScreen) with the page's
 * settings as its 'Pagina-instellingen' panel (PageSettings): title, path, SEO title and
 * description, password, noindex. Settings saves write the draft with If-Match; a 409
 * keeps what the owner typed and offers to load the newest version or to save over it.
 * Ctrl/Cmd+S saves; leaving with unsaved settings asks (the shared ui/useDraftEditor).
 * The sections autosave on their own (editor/draftQueue).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
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
import { ConflictNotice, SaveBar, useDraftEditor } from '../ui/useDraftEditor'
import { changesOf, fieldsOf, type PageFields } from './pageForm'
import { EditorScreen } from '../editor/EditorScreen'
import type { SectionJson } from '../editor/sections'
import type { EditorSource } from '../editor/useEditorState'
import { useCurrentProject, useWorkspace } from '../session'

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

const sameFields = (a: PageFields, b: PageFields) => (Object.keys(a) as (keyof PageFields)[]).every((name) => a[name] === b[name])

/** The page settings form; `embedded` in the editor's side panel (no crumb, a smaller title). */
export function PageSettings({ project, initial, latest, embedded = false }: { project: number; initial: Page; latest: Page; embedded?: boolean }) {
  const client = useQueryClient()
  const [blockers, setBlockers] = useState<FieldErrors>({})
  const preview = usePreview(project)
  const editor = useDraftEditor({
    initial,
    latest,
    fieldsOf,
    same: sameFields,
    // Only what the owner changed is sent.
    write: async (fields, version, base) => {
      const { data } = await call<{ page: Page }>('PUT', `/projects/${project}/pages/${base.id}`, { body: changesOf(base, fields), ifMatch: version })
      const { publish_blockers: found, ...page } = data.page
      setBlockers(found ?? {})
      return page
    },
    read: async () => (await call<{ page: Page }>('GET', `/projects/${project}/pages/${initial.id}`)).data.page,
    store: (page) => client.setQueryData(keys.page(project, page.id), page),
    // The list shows the new title and path at once; a failed save puts the old ones back.
    ahead: async (fields, base) => {
      await client.cancelQueries({ queryKey: keys.pages(project) })
      const before = client.getQueryData<PageSummary[]>(keys.pages(project))
      client.setQueryData<PageSummary[]>(keys.pages(project), (pages) =>
        pages?.map((page) => (page.id === base.id ? { ...page, path: fields.path, post_title: fields.post_title, has_unpublished_changes: true } : page)),
      )
      return () => client.setQueryData(keys.pages(project), before)
    },
    settled: () => {
      void client.invalidateQueries({ queryKey: keys.pages(project) })
      void client.invalidateQueries({ queryKey: keys.documents(project) })
    },
    conflictToast: 'Niet opgeslagen: de pagina is intussen gewijzigd.',
  })
  const { base, fields, setFields, errors } = editor
  const set = <K extends keyof PageFields>(name: K) => (value: PageFields[K]) => setFields((current) => ({ ...current, [name]: value }))

  const remove = useMutation({
    mutationFn: () => call<void>('DELETE', `/projects/${project}/pages/${base.id}`, { ifMatch: base.version }),
    onSuccess: () => {
      client.setQueryData<PageSummary[]>(keys.pages(project), (pages) => pages?.filter((page) => page.id !== base.id))
      void client.invalidateQueries({ queryKey: keys.documents(project) })
      toast.success('Pagina verwijderd')
      navigate('/wm/pages')
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isConflict) editor.markConflict()
      toast.error(`Niet verwijderd: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
    },
  })

  const blockerMessages = Object.values(blockers).flat()
  const actions = (
    <>
      <Button onPress={() => preview.mutate(base.path)} isDisabled={preview.isPending}>Voorbeeld</Button>
      <ConfirmDialog trigger={<Button variant="secondary" className="text-red-800">Verwijderen</Button>} title="Pagina verwijderen" confirmLabel="Verwijderen" onConfirm={() => remove.mutate()} />
    </>
  )
  return (
    <>
      {embedded ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-gray-900">Pagina-instellingen</h2>
          <div className="flex gap-2">{actions}</div>
        </div>
      ) : (
        <>
          <nav aria-label="Kruimelpad" className="mb-2 text-sm">
            <AppLink href="/wm/pages" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Pagina's</AppLink>
          </nav>
          <PageTitle actions={actions}>
            <span className="flex flex-wrap items-center gap-3">
              {base.post_title || 'Zonder titel'} <StatusPill status={documentStatus(base)} />
            </span>
          </PageTitle>
        </>
      )}

      <ConflictNotice editor={editor} message={CONFLICT} />
      {blockerMessages.length > 0 ? (
        <div role="status" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          Opgeslagen, maar nog niet te publiceren: {blockerMessages.join(' ')}
        </div>
      ) : null}
      {errors.general ? <ErrorState message={errors.general.join(' ')} /> : null}

      <Form className="space-y-6 pb-24" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); editor.submit() }}>
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

        <SaveBar editor={editor} />
      </Form>
    </>
  )
}

type PageWithSections = Page & { components?: SectionJson[] }

const sectionsOf = (page: PageWithSections) => ({ version: page.version, components: Array.isArray(page.components) ? page.components : [] })

function PageBuilder({ project, page, developer }: { project: number; page: PageWithSections; developer: boolean }) {
  const client = useQueryClient()
  // Created once per page: the queue inside keeps its own version from here on.
  const source = useMemo<EditorSource>(() => {
    const keep = (saved: PageWithSections) => {
      const { publish_blockers: _blockers, ...stored } = saved
      client.setQueryData(keys.page(project, page.id), stored)
      return sectionsOf(stored)
    }
    return {
      document: `page:${page.id}`,
      saved: sectionsOf(page),
      write: async (components, version) =>
        keep((await call<{ page: PageWithSections }>('PUT', `/projects/${project}/pages/${page.id}`, { body: { components }, ifMatch: version })).data.page),
      read: async () => keep((await call<{ page: PageWithSections }>('GET', `/projects/${project}/pages/${page.id}`)).data.page),
      onSaved: () => {
        void client.invalidateQueries({ queryKey: keys.pages(project) })
        void client.invalidateQueries({ queryKey: keys.documents(project) })
      },
    }
    // The page as first loaded is the editor's start; later versions come through the queue.
  }, [client, project, page.id])
  const [initial] = useState(page)
  return (
    <>
      <nav aria-label="Kruimelpad" className="mb-2 text-sm">
        <AppLink href="/wm/pages" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Pagina's</AppLink>
      </nav>
      <PageTitle>
        <span className="flex flex-wrap items-center gap-3">
          {page.post_title || 'Zonder titel'} <StatusPill status={documentStatus(page)} />
        </span>
      </PageTitle>
      <EditorScreen
        project={project}
        source={source}
        previewPath={page.path}
        developer={developer}
        settings={<PageSettings project={project} initial={initial} latest={page} embedded />}
      />
    </>
  )
}

export function PageEditor({ project, pageId }: { project: number; pageId: number }) {
  const page = usePage(project, pageId)
  const workspace = useWorkspace()
  const current = useCurrentProject(workspace.data?.projects ?? [])
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
  return <PageBuilder key={pageId} project={project} page={page.data as PageWithSections} developer={current?.role === 'developer'} />
}
