/**
 * Instellingen: the project's title and logo, the palette, the translations and the
 * cookie consent bar, in four tabs with one save (PUT with If-Match), and the download of
 * all of the project's data (docs/backup.md). Title is written
 * live; the rest goes into the draft and reaches visitors after publishing. A 409
 * keeps what the owner typed and offers to load the newest version or to save over it.
 */
import { EDITOR_QUERY } from '../queries'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Switch, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, OWNER_API, type FieldErrors } from '../api'
import { FieldForm, type FieldDefinition, type FormValues } from '../kit'
import { keys } from '../queries'
import { AppLink } from '../Shell'
import { Button, FOCUS_RING, LinkButton } from '../ui/Button'
import { ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { TextInput } from '../ui/TextInput'
import {
  changesOf,
  colorPath,
  CONSENT_TEXT_LABELS,
  fieldsOf,
  groupPalette,
  isOn,
  newRow,
  tabOfErrors,
  toggledState,
  translationKeyPath,
  translationsObject,
  TRANSPARENT,
  type ConsentCookie,
  type ProjectSettings,
  type SettingsFields,
  type SettingsTab,
} from './settingsForm'
import { useSaveKeys } from '../ui/useSaveKeys'

const CONFLICT = 'Iemand anders heeft de instellingen intussen gewijzigd. Wat je typte staat er nog.'
const SECTION = 'space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5'
const TABS: { id: SettingsTab; label: string }[] = [
  { id: 'algemeen', label: 'Algemeen' },
  { id: 'kleuren', label: 'Kleuren' },
  { id: 'vertalingen', label: 'Vertalingen' },
  { id: 'cookies', label: 'Cookiemelding' },
]

const settingsPath = (project: number) => `/projects/${project}`

function useSettings(project: number) {
  return useQuery({
    queryKey: keys.project(project),
    queryFn: async () => (await call<{ project: ProjectSettings }>('GET', settingsPath(project))).data.project,
    ...EDITOR_QUERY,
  })
}

function Swatch({ value, label }: { value: string; label?: string }) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="inline-block size-8 shrink-0 overflow-hidden rounded border border-gray-300 bg-[repeating-conic-gradient(#d1d5db_0_25%,#fff_0_50%)] bg-[length:10px_10px]"
    >
      <span className="block size-full" style={{ background: `rgba(${value})` }} />
    </span>
  )
}

function General({ fields, set, errors }: { fields: SettingsFields; set: (change: Partial<SettingsFields>) => void; errors: FieldErrors }) {
  const [broken, setBroken] = useState(false)
  useEffect(() => setBroken(false), [fields.logo])
  return (
    <section className={SECTION} aria-labelledby="instellingen-algemeen">
      <h2 id="instellingen-algemeen" className="text-base font-semibold">Algemeen</h2>
      <TextInput label="Titel van de website" value={fields.title} onChange={(title) => set({ title })} errors={errors.title} isRequired description="Direct zichtbaar, ook zonder publiceren." />
      <TextInput label="Logo (URL)" type="url" value={fields.logo} onChange={(logo) => set({ logo })} errors={errors.logo} placeholder="https://…/logo.svg" description="Het adres van het logobestand." />
      <div>
        <p className="text-sm font-medium text-gray-900">Voorbeeld van het logo</p>
        <div className="mt-1 flex min-h-20 items-center justify-center rounded-md border border-dashed border-gray-300 bg-gray-50 p-3">
          {fields.logo && !broken ? (
            <img src={fields.logo} alt={`Logo van ${fields.title || 'de website'}`} className="max-h-16 max-w-full object-contain" onError={() => setBroken(true)} />
          ) : (
            <p className="text-sm text-gray-700">{fields.logo ? 'Dit logo kan niet worden geladen.' : 'Nog geen logo.'}</p>
          )}
        </div>
      </div>
    </section>
  )
}

function Colors({ fields, set, errors }: { fields: SettingsFields; set: (change: Partial<SettingsFields>) => void; errors: FieldErrors }) {
  const grouped = useMemo(() => groupPalette(fields.colors), [fields.colors])
  const colorErrors = useMemo(() => Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith('styles'))), [errors])
  const values = useMemo<FormValues>(() => Object.fromEntries(fields.colors.map((color, index) => [colorPath(index), color.value])), [fields.colors])
  const palette = useMemo(() => fields.colors.map(({ label, key, value }) => ({ label: label || key, key, value })), [fields.colors])
  const onChange = (next: FormValues, changed: string) => {
    const index = fields.colors.findIndex((_, at) => colorPath(at) === changed)
    if (index < 0) return
    set({ colors: fields.colors.map((color, at) => (at === index ? { ...color, value: String(next[changed] ?? '') } : color)) })
  }
  return (
    <section className={SECTION} aria-labelledby="instellingen-kleuren">
      <h2 id="instellingen-kleuren" className="text-base font-semibold">Kleuren</h2>
      <p className="text-sm text-gray-700">Het kleurenpalet van je website. Blokken en secties kiezen hun kleuren hieruit.</p>
      {grouped.length === 0 ? <p className="text-sm text-gray-700">Dit project heeft nog geen kleurenpalet.</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {grouped.map(({ group, label, colors }) => {
          const definition: FieldDefinition[] = [
            { type: 'group', title: label, fields: colors.map(({ index, color }) => ({ type: 'color_selector', key: colorPath(index), title: color.label || color.key, help: color.key })) },
          ]
          return <FieldForm key={group} definition={definition} values={values} onChange={onChange} errors={colorErrors} palette={palette} />
        })}
        <div className="flex items-center gap-3 rounded-lg border border-gray-200 p-4">
          <Swatch value={TRANSPARENT.value} />
          <div>
            <p className="text-base font-semibold text-gray-900">{TRANSPARENT.label}</p>
            <p className="text-sm text-gray-700">Altijd beschikbaar naast het palet ({TRANSPARENT.value}).</p>
          </div>
        </div>
      </div>
    </section>
  )
}

function Translations({ fields, set, errors }: { fields: SettingsFields; set: (change: Partial<SettingsFields>) => void; errors: FieldErrors }) {
  const rows = fields.translations
  const update = (id: number, change: { key?: string; value?: string }) => set({ translations: rows.map((row) => (row.id === id ? { ...row, ...change } : row)) })
  const lastKey = useRef<HTMLDivElement>(null)
  const [added, setAdded] = useState<number | null>(null)
  useEffect(() => {
    if (added !== null) lastKey.current?.querySelector('input')?.focus()
  }, [added])
  return (
    <section className={SECTION} aria-labelledby="instellingen-vertalingen">
      <h2 id="instellingen-vertalingen" className="text-base font-semibold">Vertalingen</h2>
      <p className="text-sm text-gray-700">Vaste teksten van je website, zoals de tekst in het zoekveld of bij een lege winkelwagen.</p>
      {rows.length === 0 ? <p className="text-sm text-gray-700">Nog geen vertalingen.</p> : null}
      <ul className="space-y-3" aria-label="Vertalingen">
        {rows.map((row, index) => {
          const rowErrors = [...(errors[`translation-row-${row.id}`] ?? []), ...(errors[translationKeyPath(row)] ?? [])]
          return (
            <li key={row.id} className="grid gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start">
              <div ref={index === rows.length - 1 ? lastKey : undefined}>
                <TextInput label="Sleutel" value={row.key} onChange={(key) => update(row.id, { key })} errors={rowErrors.length ? rowErrors : undefined} />
              </div>
              <TextInput label={`Tekst${row.key ? ` voor ${row.key}` : ''}`} value={row.value} onChange={(value) => update(row.id, { value })} />
              <Button variant="quiet" className="sm:mt-6" aria-label={`Vertaling ${row.key || 'zonder sleutel'} verwijderen`} onPress={() => set({ translations: rows.filter((other) => other.id !== row.id) })}>
                Verwijderen
              </Button>
            </li>
          )
        })}
      </ul>
      <Button onPress={() => { const row = newRow(); set({ translations: [...rows, row] }); setAdded(row.id) }}>Vertaling toevoegen</Button>
    </section>
  )
}

function CookieRow({ cookie, onChange, onRemove }: { cookie: ConsentCookie; onChange: (cookie: ConsentCookie) => void; onRemove: () => void }) {
  const on = isOn(cookie.initialState)
  return (
    <li className="space-y-3 rounded-md border border-gray-200 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput label="Sleutel" value={cookie.key ?? ''} onChange={(key) => onChange({ ...cookie, key })} />
        <TextInput label="Naam" value={String(cookie.title ?? '')} onChange={(title) => onChange({ ...cookie, title })} />
      </div>
      <TextInput label="Omschrijving" value={String(cookie.description ?? '')} onChange={(description) => onChange({ ...cookie, description })} multiline />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch isSelected={on} onChange={(value) => onChange({ ...cookie, initialState: toggledState(cookie.initialState, value) })} className="group flex items-center gap-3 text-sm font-medium text-gray-900">
          <span className="flex h-6 w-10 shrink-0 items-center rounded-full bg-gray-300 p-0.5 transition group-data-selected:bg-indigo-700 group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-600 group-data-focus-visible:ring-offset-2">
            <span className="size-5 rounded-full bg-white shadow transition group-data-selected:translate-x-4" />
          </span>
          Standaard aan
        </Switch>
        <Button variant="quiet" aria-label={`Cookie ${cookie.title || cookie.key || ''} verwijderen`.replace('  ', ' ')} onPress={onRemove}>Verwijderen</Button>
      </div>
    </li>
  )
}

function Consent({ fields, set, errors }: { fields: SettingsFields; set: (change: Partial<SettingsFields>) => void; errors: FieldErrors }) {
  const consentErrors = Object.entries(errors).filter(([key]) => key.startsWith('cookie_consent')).flatMap(([, messages]) => messages)
  return (
    <section className={SECTION} aria-labelledby="instellingen-cookies">
      <h2 id="instellingen-cookies" className="text-base font-semibold">Cookiemelding</h2>
      {consentErrors.length ? <ErrorState message={consentErrors.join(' ')} /> : null}
      <h3 className="text-sm font-semibold text-gray-900">Teksten</h3>
      {Object.keys(fields.cookieTexts).length === 0 ? <p className="text-sm text-gray-700">De melding gebruikt de standaardteksten.</p> : null}
      {Object.entries(fields.cookieTexts).map(([key, text]) => (
        <TextInput key={key} label={CONSENT_TEXT_LABELS[key] ?? key} value={text} multiline={key === 'description'} onChange={(value) => set({ cookieTexts: { ...fields.cookieTexts, [key]: value } })} />
      ))}
      <h3 className="text-sm font-semibold text-gray-900">Cookies waarvoor je toestemming vraagt</h3>
      {fields.cookies.length === 0 ? <p className="text-sm text-gray-700">Nog geen cookies.</p> : null}
      <ul className="space-y-3" aria-label="Cookies">
        {fields.cookies.map((cookie, index) => (
          <CookieRow
            key={index}
            cookie={cookie}
            onChange={(next) => set({ cookies: fields.cookies.map((other, at) => (at === index ? next : other)) })}
            onRemove={() => set({ cookies: fields.cookies.filter((_, at) => at !== index) })}
          />
        ))}
      </ul>
      <Button onPress={() => set({ cookies: [...fields.cookies, { key: '', title: '', initialState: false }] })}>Cookie toevoegen</Button>
    </section>
  )
}

function Editor({ project, initial, latest }: { project: number; initial: ProjectSettings; latest: ProjectSettings }) {
  const client = useQueryClient()
  const [base, setBase] = useState(initial)
  const [fields, setFields] = useState<SettingsFields>(() => fieldsOf(initial))
  const [conflict, setConflict] = useState(false)
  const [tab, setTab] = useState<SettingsTab>('algemeen')
  const changes = changesOf(base, fields)
  const local = translationsObject(fields.translations).errors
  const dirty = Object.keys(changes).length > 0 || Object.keys(local).length > 0
  useEffect(() => {
    if (latest.version !== base.version && !dirty && !conflict) {
      setBase(latest)
      setFields(fieldsOf(latest))
    }
  }, [latest, base.version, dirty, conflict])
  const set = (change: Partial<SettingsFields>) => setFields((current) => ({ ...current, ...change }))

  const save = useMutation({
    mutationFn: ({ version }: { version: number }) => call<{ project: ProjectSettings }>('PUT', settingsPath(project), { body: changes, ifMatch: version }),
    onError: (error) => {
      if (error instanceof ApiError && error.isConflict) {
        setConflict(true)
        toast.error('Niet opgeslagen: de instellingen zijn intussen gewijzigd.')
        return
      }
      if (error instanceof ApiError) {
        const where = tabOfErrors(error.errors)
        if (where) setTab(where)
      }
      toast.error(`Niet opgeslagen: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
    },
    onSuccess: ({ data }) => {
      client.setQueryData(keys.project(project), data.project)
      setBase(data.project)
      setFields(fieldsOf(data.project))
      setConflict(false)
      toast.success('Opgeslagen')
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.documents(project) })
    },
  })
  const serverErrors: FieldErrors = save.error instanceof ApiError && !save.error.isConflict ? save.error.errors : {}
  const errors: FieldErrors = { ...serverErrors, ...local }

  const submit = () => {
    if (save.isPending) return
    if (Object.keys(local).length > 0) {
      setTab('vertalingen')
      toast.error('Niet opgeslagen: controleer de vertalingen.')
      return
    }
    if (Object.keys(changes).length > 0) save.mutate({ version: base.version })
  }
  useSaveKeys(submit, dirty)

  const reload = async () => (await call<{ project: ProjectSettings }>('GET', settingsPath(project))).data.project
  const invalidTabs = new Set(Object.keys(errors).map((key) => tabOfErrors({ [key]: [] })).filter(Boolean))
  const aliases = base.aliases ?? []

  return (
    <>
      <PageTitle>
        <span className="flex flex-wrap items-center gap-3">
          Instellingen <StatusPill status={documentStatus(base)} />
        </span>
      </PageTitle>
      <div className="mb-5 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
        <p>
          De titel is meteen zichtbaar. Logo, kleuren, vertalingen en de cookiemelding gelden voor de hele website en zijn pas te zien na{' '}
          <AppLink href="/wm/publish" className={`font-medium text-indigo-800 underline ${FOCUS_RING} rounded`}>publiceren</AppLink>.
        </p>
        {base.has_unpublished_changes ? <p className="mt-1 font-medium">Er zijn opgeslagen wijzigingen die nog niet gepubliceerd zijn.</p> : null}
      </div>

      {conflict ? (
        <div role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{CONFLICT}</p>
          <p className="mt-1">Laad de nieuwste versie (je wijzigingen vervallen) of sla jouw versie op over die van de ander heen.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onPress={async () => { const next = await reload(); client.setQueryData(keys.project(project), next); setBase(next); setFields(fieldsOf(next)); setConflict(false); save.reset() }}>Nieuwste versie laden</Button>
            <Button onPress={async () => { const next = await reload(); setBase(next); save.mutate({ version: next.version }) }}>Mijn versie opslaan</Button>
          </div>
        </div>
      ) : null}
      {serverErrors.general ? <div className="mb-5"><ErrorState message={serverErrors.general.join(' ')} /></div> : null}

      <div className="pb-24">
        <Tabs selectedKey={tab} onSelectionChange={(key: Key) => setTab(key as SettingsTab)} className="flex flex-col gap-4">
          <TabList aria-label="Onderdelen van de instellingen" className="flex gap-1 overflow-x-auto border-b border-gray-200">
            {TABS.map(({ id, label }) => (
              <Tab
                key={id}
                id={id}
                className={`-mb-px cursor-pointer whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium outline-none data-selected:border-indigo-700 data-selected:text-indigo-800 data-focus-visible:ring-2 data-focus-visible:ring-indigo-600 ${invalidTabs.has(id) ? 'text-red-700' : 'text-gray-700'}`}
              >
                {label}
                {invalidTabs.has(id) ? <span className="sr-only"> (bevat fouten)</span> : null}
                {invalidTabs.has(id) ? <span aria-hidden="true" className="ml-1 inline-block size-2 rounded-full bg-red-600" /> : null}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="algemeen" className="space-y-4 outline-none">
            <General fields={fields} set={set} errors={errors} />
            <section className={SECTION} aria-labelledby="instellingen-domeinen">
              <h2 id="instellingen-domeinen" className="text-base font-semibold">Domeinen</h2>
              <p className="text-sm text-gray-700">Domeinen worden door de beheerder ingesteld; hier kun je ze alleen bekijken.</p>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium text-gray-900">Hoofddomein</dt>
                <dd className="break-all text-gray-700">{base.domain_live || 'Nog geen domein'}</dd>
                <dt className="font-medium text-gray-900">Aliassen</dt>
                <dd className="break-all text-gray-700">{aliases.length ? aliases.join(', ') : 'Geen'}</dd>
              </dl>
            </section>
            <section className={SECTION} aria-labelledby="instellingen-gegevens">
              <h2 id="instellingen-gegevens" className="text-base font-semibold">Je gegevens</h2>
              <p className="text-sm text-gray-700">
                Download alles van deze website in één bestand: pagina’s, menu’s, formulieren, instellingen, producten en categorieën, bestellingen, klanten, formulierinzendingen en de lijst met bestanden.
              </p>
              <div>
                <LinkButton href={`${OWNER_API}/projects/${project}/data-export`} download>Gegevens downloaden</LinkButton>
              </div>
            </section>
          </TabPanel>
          <TabPanel id="kleuren" className="outline-none">
            <Colors fields={fields} set={set} errors={errors} />
          </TabPanel>
          <TabPanel id="vertalingen" className="outline-none">
            <Translations fields={fields} set={set} errors={errors} />
          </TabPanel>
          <TabPanel id="cookies" className="outline-none">
            <Consent fields={fields} set={set} errors={errors} />
          </TabPanel>
        </Tabs>

        <div hidden={!dirty && !save.isPending && !conflict} className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] md:left-56">
          <div className="mx-auto flex max-w-5xl items-center justify-end gap-2">
            <p aria-live="polite" className="mr-auto text-sm text-gray-700">
              {save.isPending ? 'Opslaan…' : dirty ? 'Niet-opgeslagen wijzigingen' : ''}
            </p>
            <Button isDisabled={!dirty || save.isPending} onPress={() => { setFields(fieldsOf(base)); save.reset(); setConflict(false) }}>Verwerpen</Button>
            <Button variant="primary" isDisabled={!dirty || save.isPending} onPress={submit}>Opslaan</Button>
          </div>
        </div>
        <p aria-live="polite" className="sr-only">{save.isSuccess && !dirty ? 'Opgeslagen' : ''}</p>
      </div>
    </>
  )
}

export function SettingsArea({ project }: { project: number }) {
  const settings = useSettings(project)
  if (settings.isPending) return <SkeletonRows rows={4} label="Instellingen laden" />
  if (settings.isError) {
    return <ErrorState message={settings.error instanceof ApiError ? firstMessage(settings.error.errors)! : 'De instellingen konden niet worden geladen.'} onRetry={() => void settings.refetch()} />
  }
  if (!settings.isFetchedAfterMount) return <SkeletonRows rows={4} label="Instellingen laden" />
  return <Editor project={project} initial={settings.data} latest={settings.data} />
}
