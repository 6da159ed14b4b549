/**
 * One editor over the webshop settings, shared by 'Verzending & betaling' and
 * 'Instellingen': reads fresh (the PUT names the version it was read at), keeps a
 * draft, saves only what changed with If-Match from the save bar or Ctrl/Cmd+S, asks
 * before leaving with unsaved changes, and on a 409 keeps the typing with 'Nieuwste
 * versie laden' and 'Mijn versie opslaan' (docs/dashboard.md, Behaviour).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../../api'
import { Spinner } from '../../kit/form/Spinner'
import { Button } from '../../ui/Button'
import { ErrorState, PageTitle, SkeletonRows } from '../../ui/States'
import { settingsKey, useSaveWebshopSettings, useWebshopSettings, type WebshopSettings } from './settingsApi'
import { useSaveKeys } from '../../ui/useSaveKeys'

const CONFLICT = 'Iemand anders heeft de webwinkelinstellingen intussen gewijzigd. Wat je wijzigde staat er nog.'

type Props<D> = {
  project: number
  title: string
  intro?: ReactNode
  draftOf: (settings: WebshopSettings) => D
  bodyOf: (draft: D, original: D) => Record<string, unknown>
  children: (draft: D, setDraft: (update: (draft: D) => D) => void, errors: FieldErrors) => ReactNode
}

function Editor<D>({ project, title, intro, draftOf, bodyOf, children, initial }: Props<D> & { initial: WebshopSettings }) {
  const client = useQueryClient()
  const save = useSaveWebshopSettings(project)
  const [base, setBase] = useState(initial)
  const [original, setOriginal] = useState(() => draftOf(initial))
  const [draft, setDraftState] = useState(original)
  const [conflict, setConflict] = useState(false)
  const body = bodyOf(draft, original)
  const dirty = Object.keys(body).length > 0

  const reset = (settings: WebshopSettings) => {
    const fresh = draftOf(settings)
    setBase(settings)
    setOriginal(fresh)
    setDraftState(fresh)
  }
  const store = (version: number) =>
    save.mutate(
      { body, version },
      {
        onSuccess: (settings) => {
          reset(settings)
          setConflict(false)
          toast.success('Opgeslagen')
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) setConflict(true)
          toast.error(`Niet opgeslagen: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
        },
      },
    )
  const submit = () => {
    if (!save.isPending && dirty) store(base.version)
  }
  useSaveKeys(submit, dirty)

  const reload = async () => {
    const fresh = (await call<{ webshop_settings: WebshopSettings }>('GET', `/projects/${project}/webshop-settings`)).data.webshop_settings
    client.setQueryData(settingsKey(project), fresh)
    return fresh
  }
  const errors: FieldErrors = save.error instanceof ApiError && !save.error.isConflict ? save.error.errors : {}
  const general = errors.general

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {intro}
      {conflict ? (
        <div role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{CONFLICT}</p>
          <p className="mt-1">Laad de nieuwste versie (je wijzigingen vervallen) of sla jouw versie op over die van de ander heen.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onPress={async () => { reset(await reload()); setConflict(false); save.reset() }}>Nieuwste versie laden</Button>
            <Button onPress={async () => { const fresh = await reload(); setBase(fresh); store(fresh.version) }}>Mijn versie opslaan</Button>
          </div>
        </div>
      ) : null}
      {general ? <div className="mb-5"><ErrorState message={general.join(' ')} /></div> : null}
      <div className="pb-24">{children(draft, (update) => setDraftState((current) => update(current)), errors)}</div>
      <div hidden={!dirty && !save.isPending && !conflict} className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] md:left-56">
        <div className="mx-auto flex max-w-5xl items-center justify-end gap-2">
          <p aria-live="polite" className="mr-auto text-sm text-gray-700">{save.isPending ? 'Opslaan…' : dirty ? 'Niet-opgeslagen wijzigingen' : ''}</p>
          <Button isDisabled={!dirty || save.isPending} onPress={() => { setDraftState(original); save.reset(); setConflict(false) }}>Verwerpen</Button>
          <Button variant="primary" isDisabled={!dirty || save.isPending} onPress={submit}>{save.isPending ? <><Spinner />Opslaan</> : 'Opslaan'}</Button>
        </div>
      </div>
      <p aria-live="polite" className="sr-only">{save.isSuccess && !dirty ? 'Opgeslagen' : ''}</p>
    </>
  )
}

export function SettingsEditor<D>(props: Props<D>) {
  const settings = useWebshopSettings(props.project, { fresh: true })
  if (settings.isPending) return <><PageTitle>{props.title}</PageTitle><SkeletonRows rows={4} label="Instellingen laden" /></>
  if (settings.isError) {
    return (
      <>
        <PageTitle>{props.title}</PageTitle>
        <ErrorState message={settings.error instanceof ApiError ? firstMessage(settings.error.errors)! : 'De instellingen konden niet worden geladen.'} onRetry={() => void settings.refetch()} />
      </>
    )
  }
  if (!settings.isFetchedAfterMount) return <><PageTitle>{props.title}</PageTitle><SkeletonRows rows={4} label="Instellingen laden" /></>
  return <Editor {...props} initial={settings.data} />
}
