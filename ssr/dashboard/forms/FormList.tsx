/**
 * Formulieren: every form of the project with its publishing state, and 'Formulier
 * toevoegen' (a title and a key, which a page's form section refers to). A new form is a
 * Concept until published; its answers are under Inzendingen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Dialog, DialogTrigger, Form as AriaForm, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, firstMessage, type FieldErrors } from '../api'
import { keys } from '../queries'
import { navigate } from '../router'
import { AppLink } from '../Shell'
import { Button, FOCUS_RING } from '../ui/Button'
import { MODAL, OVERLAY } from '../ui/ConfirmDialog'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { TextInput } from '../ui/TextInput'
import { FormEditorScreen } from './FormEditor'
import { formKeys, readForm, useForms, writeForm, type Form } from './formApi'
import { newItem, payload, slug } from './formItems'

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/
const TAKEN = 'Er is al een formulier met deze sleutel.'

function CreateForm({ project, existing, close }: { project: number; existing: string[]; close: () => void }) {
  const client = useQueryClient()
  const [title, setTitle] = useState('')
  const [key, setKey] = useState('')
  const [keyTouched, setKeyTouched] = useState(false)
  const [local, setLocal] = useState<FieldErrors>({})
  const shownKey = keyTouched ? key : slug(title).replace(/_/g, '-')
  const create = useMutation({
    // A new form starts with one field, so the builder never opens empty-handed.
    mutationFn: async () => {
      // A PUT on an existing key would overwrite that form: asked first, also when the
      // list was not loaded yet or another tab just added it.
      const found = await readForm(project, shownKey).then(() => true, (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return false
        throw error
      })
      if (found) throw new ApiError(409, { id: [TAKEN] })
      return writeForm(project, shownKey, { title, submit_title: 'Versturen', message: 'Bedankt, we hebben je bericht ontvangen.', redirection_url: '0', items: payload([newItem([], 'text', 'Naam')]) })
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: formKeys.forms(project) })
      void client.invalidateQueries({ queryKey: keys.documents(project) })
      toast.success('Formulier toegevoegd')
      close()
      navigate(`/wm/forms/${encodeURIComponent(shownKey)}`)
    },
  })
  const errors: FieldErrors = { ...(create.error instanceof ApiError ? create.error.errors : {}), ...local }
  const general = errors.general ?? errors.version
  const submit = () => {
    // An existing key would be overwritten by a PUT: refused here before it is sent.
    if (!title.trim()) return setLocal({ title: ['Dit veld is verplicht.'] })
    if (!KEY_PATTERN.test(shownKey)) return setLocal({ id: ["Gebruik 1 tot 100 letters, cijfers, '-' of '_' (beginnend met een letter of cijfer)."] })
    if (existing.includes(shownKey)) return setLocal({ id: [TAKEN] })
    setLocal({})
    create.mutate()
  }
  return (
    <AriaForm className="space-y-4" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit() }}>
      {general ? <p role="alert" className="text-sm text-red-700">{general.join(' ')}</p> : null}
      <TextInput label="Titel" value={title} onChange={setTitle} errors={errors.title} isRequired autoFocus description="Ook het onderwerp van de e-mail die je bij elke inzending krijgt." />
      <TextInput label="Sleutel" value={shownKey} onChange={(value) => { setKeyTouched(true); setKey(value) }} errors={errors.id} isRequired description="Waarmee een pagina naar dit formulier verwijst, bijvoorbeeld offerte. Letters, cijfers, '-' en '_'." />
      <div className="flex justify-end gap-2 pt-2">
        <Button onPress={close}>Annuleren</Button>
        <Button type="submit" variant="primary" isDisabled={create.isPending}>Toevoegen</Button>
      </div>
    </AriaForm>
  )
}

function CreateFormDialog({ project, existing }: { project: number; existing: string[] }) {
  return (
    <DialogTrigger>
      <Button variant="primary">Formulier toevoegen</Button>
      <ModalOverlay isDismissable className={OVERLAY}>
        <Modal className={MODAL}>
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="mb-4 text-lg font-semibold text-gray-900">Formulier toevoegen</Heading>
                <CreateForm project={project} existing={existing} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

function FormRow({ form }: { form: Form }) {
  const count = form.items.length
  return (
    <li className="relative flex items-center gap-3 border-b border-gray-200 px-4 py-3 last:border-b-0 hover:bg-gray-50">
      <div className="min-w-0 flex-1">
        <AppLink href={`/wm/forms/${encodeURIComponent(form.id)}`} className={`font-medium text-gray-900 after:absolute after:inset-0 hover:underline ${FOCUS_RING} rounded`}>
          {form.title || form.id}
        </AppLink>
        <p className="truncate text-sm text-gray-600">{form.id} · {count === 1 ? '1 veld' : `${count} velden`}</p>
      </div>
      <StatusPill status={documentStatus(form)} />
    </li>
  )
}

export function FormList({ project }: { project: number }) {
  const forms = useForms(project)
  const existing = forms.data?.map((form) => form.id) ?? []
  let body: React.ReactNode
  if (forms.isPending) body = <SkeletonRows label="Formulieren laden" />
  else if (forms.isError) body = <ErrorState message={forms.error instanceof ApiError ? firstMessage(forms.error.errors)! : 'De formulieren konden niet worden geladen.'} onRetry={() => void forms.refetch()} />
  else if (forms.data.length === 0) body = <EmptyState message="Je website heeft nog geen formulieren. Voeg je eerste formulier toe." action={<CreateFormDialog project={project} existing={existing} />} />
  else body = (
    <ul aria-label="Formulieren" className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
      {forms.data.map((form) => <FormRow key={form.id} form={form} />)}
    </ul>
  )
  return (
    <>
      <PageTitle actions={<CreateFormDialog project={project} existing={existing} />}>Formulieren</PageTitle>
      {body}
      <p className="mt-4 text-sm text-gray-700">
        Wat bezoekers verzonden vind je onder{' '}
        <AppLink href="/wm/submissions" className={`text-indigo-800 underline ${FOCUS_RING} rounded`}>Inzendingen</AppLink>.
      </p>
    </>
  )
}

export function FormsArea({ project, rest }: { project: number; rest: string[] }) {
  if (rest.length > 0) return <FormEditorScreen project={project} formKey={decodeURIComponent(rest[0])} />
  return <FormList project={project} />
}
