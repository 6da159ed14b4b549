/**
 * The form builder: the form's title, button text, message and redirect, and its fields
 * (ItemList) with every setting of the spec's form item. Saves write the draft with
 * If-Match through useDraftEditor (409 keeps the edits, Ctrl/Cmd+S, leave guard); the
 * API's errors appear under the fields they name, `items[2].identifier` on that row.
 * Visitors see the form once it is published (Publiceren).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Form as AriaForm } from 'react-aria-components'
import { ApiError, firstMessage } from '../api'
import { keys } from '../queries'
import { AppLink } from '../Shell'
import { Button, FOCUS_RING } from '../ui/Button'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { TextInput } from '../ui/TextInput'
import { ConflictNotice, SaveBar, useDraftEditor } from '../ui/useDraftEditor'
import { fieldsOf, formKeys, readForm, useForm, writeForm, type Form } from './formApi'
import * as formItems from './formItems'
import { ItemList, type ItemActions } from './ItemList'

const CONFLICT = 'Iemand anders heeft dit formulier intussen gewijzigd. Wat je wijzigde staat er nog.'
const FIELD_NAMES = /\.(label|identifier|type|default_value|required|hide_label|accept|max_size|options(\[\d+\]\.(value|title))?)$/

function Editor({ project, initial, latest }: { project: number; initial: Form; latest: Form }) {
  const client = useQueryClient()
  const editor = useDraftEditor({
    initial,
    latest,
    fieldsOf,
    same: formItems.sameFields,
    write: (fields, version) => writeForm(project, initial.id, formItems.formPayload(fields), version),
    read: () => readForm(project, initial.id),
    store: (form) => client.setQueryData(formKeys.form(project, form.id), form),
    settled: () => {
      void client.invalidateQueries({ queryKey: formKeys.forms(project) })
      void client.invalidateQueries({ queryKey: keys.documents(project) })
    },
    conflictToast: 'Niet opgeslagen: het formulier is intussen gewijzigd.',
  })
  const { base, fields, setFields, errors } = editor
  const [open, setOpen] = useState<Set<string>>(() => new Set())
  const [notice, setNotice] = useState('')
  const itemErrors = Object.entries(errors).filter(([key]) => key.startsWith('items'))
  const set = <K extends keyof formItems.FormFields>(name: K) => (value: formItems.FormFields[K]) => setFields((current) => ({ ...current, [name]: value }))
  const setItems = (items: formItems.FormItem[]) => setFields((current) => ({ ...current, items }))
  const label = (key: string) => fields.items.find((item) => item.key === key)?.label || 'Veld'

  // A moved row keeps focus on the button pressed (or its handle when that is now disabled).
  const refocus = useRef<string | null>(null)
  useEffect(() => {
    const target = refocus.current
    refocus.current = null
    if (!target) return
    const find = (name: string) => document.querySelector<HTMLButtonElement>(`[data-focus="${CSS.escape(name)}"]`)
    const button = find(target)
    if (button && !button.disabled) button.focus()
    else find(`Verslepen:${target.split(':').slice(1).join(':')}`)?.focus()
  }, [fields.items])

  const actions: ItemActions = {
    change: (key, change) => setItems(formItems.update(fields.items, key, change)),
    move: (key, direction) => {
      refocus.current = `${direction < 0 ? 'Naar boven' : 'Naar beneden'}:${key}`
      setItems(formItems.move(fields.items, key, direction))
      setNotice(`${label(key)} is ${direction < 0 ? 'omhoog' : 'omlaag'} verplaatst.`)
    },
    drop: (key, overKey) => {
      refocus.current = `Verslepen:${key}`
      setItems(formItems.moveOnto(fields.items, key, overKey))
      setNotice(`${label(key)} is verplaatst.`)
    },
    remove: (key) => {
      const name = label(key)
      setItems(formItems.remove(fields.items, key))
      setNotice(`${name} is verwijderd.`)
      document.getElementById('veld-toevoegen')?.focus()
    },
    toggle: (key) => setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    }),
  }
  const addField = () => {
    const item = formItems.newItem(fields.items)
    setItems(formItems.add(fields.items, item))
    setOpen((current) => new Set(current).add(item.key))
    setNotice('Veld toegevoegd onderaan het formulier.')
  }
  const paths = formItems.errorPaths(fields.items)
  const otherItemError = itemErrors.find(([key]) => !FIELD_NAMES.test(key))?.[1].join(' ')

  return (
    <>
      <nav aria-label="Kruimelpad" className="mb-2 text-sm">
        <AppLink href="/wm/forms" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Formulieren</AppLink>
      </nav>
      <PageTitle actions={<AppLink href="/wm/publish" className={`text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>Naar Publiceren</AppLink>}>
        <span className="flex flex-wrap items-center gap-3">
          {base.title || base.id} <StatusPill status={documentStatus(base)} />
        </span>
      </PageTitle>

      <ConflictNotice editor={editor} message={CONFLICT} />
      {errors.general ? <ErrorState message={errors.general.join(' ')} /> : null}
      {itemErrors.length > 0 ? (
        <div role="alert" className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          Niet opgeslagen: controleer de rood omrande velden. {otherItemError}
        </div>
      ) : null}

      <AriaForm className="space-y-6 pb-24" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); editor.submit() }}>
        <section className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5" aria-labelledby="algemeen">
          <h2 id="algemeen" className="text-base font-semibold">Algemeen</h2>
          <TextInput label="Titel" value={fields.title} onChange={set('title')} errors={errors.title} isRequired description="Ook het onderwerp van de e-mail die je bij elke inzending krijgt." />
          <p className="text-sm text-gray-700">Sleutel: <code>{base.id}</code></p>
        </section>

        <section className="space-y-3" aria-labelledby="velden">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="velden" className="text-base font-semibold">Velden</h2>
            <Button id="veld-toevoegen" onPress={addField}>Veld toevoegen</Button>
          </div>
          <p className="text-sm text-gray-700">Sleep een veld aan de greep om de volgorde te wijzigen, of gebruik de knoppen.</p>
          <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-gray-900">{notice}</p>
          {errors.items ? <p className="text-sm font-medium text-red-700">{errors.items.join(' ')}</p> : null}
          {fields.items.length === 0
            ? <EmptyState message="Dit formulier heeft nog geen velden. Voeg een veld toe." />
            : <ItemList items={fields.items} errors={errors} paths={paths} open={open} actions={actions} />}
        </section>

        <section className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5" aria-labelledby="verzenden">
          <h2 id="verzenden" className="text-base font-semibold">Verzenden</h2>
          <TextInput label="Tekst op de knop" value={fields.submit_title} onChange={set('submit_title')} errors={errors.submit_title} description="Bijvoorbeeld Versturen of Offerte aanvragen." />
          <TextInput label="Bericht na verzenden" value={fields.message} onChange={set('message')} errors={errors.message} multiline description="Wat de bezoeker naast de knop ziet als het formulier is verzonden." />
          <TextInput label="Doorsturen naar" value={fields.redirection_url} onChange={set('redirection_url')} errors={errors.redirection_url} placeholder="/bedankt" description="Leeg: de bezoeker blijft op de pagina en ziet het bericht. Anders een pad zoals /bedankt of een volledig adres." />
        </section>

        <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <AppLink href={`/wm/submissions?form=${encodeURIComponent(base.id)}`} className={`text-indigo-800 underline ${FOCUS_RING} rounded`}>Inzendingen van dit formulier</AppLink>
          <AppLink href={`/wm/publish/history/form/${encodeURIComponent(base.id)}`} className={`text-indigo-800 underline ${FOCUS_RING} rounded`}>Geschiedenis en eerdere versies</AppLink>
        </p>

        <SaveBar editor={editor} onDiscard={() => setNotice('')} />
      </AriaForm>
    </>
  )
}

export function FormEditorScreen({ project, formKey }: { project: number; formKey: string }) {
  const form = useForm(project, formKey)
  if (form.isPending) return <SkeletonRows rows={4} label="Formulier laden" />
  if (form.isError) {
    const missing = form.error instanceof ApiError && form.error.status === 404
    return (
      <ErrorState
        message={missing ? 'Dit formulier bestaat niet (meer).' : form.error instanceof ApiError ? firstMessage(form.error.errors)! : 'Het formulier kon niet worden geladen.'}
        onRetry={missing ? undefined : () => void form.refetch()}
      />
    )
  }
  if (!form.isFetchedAfterMount) return <SkeletonRows rows={4} label="Formulier laden" />
  return <Editor key={formKey} project={project} initial={form.data} latest={form.data} />
}
