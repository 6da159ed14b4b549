/**
 * Adding or changing a redirect in a dialog: old address, new address, permanent or
 * temporary. From a 404 miss the old address comes filled in. The API's Dutch errors
 * show under their fields; what was typed stays when a save fails.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Dialog, DialogTrigger, Form, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, type FieldErrors } from '../api'
import { Button } from '../ui/Button'
import { MODAL, OVERLAY } from '../ui/ConfirmDialog'
import { TextInput } from '../ui/TextInput'
import { redirectKeys, type Redirect } from './redirectApi'

type Props = {
  project: number
  /** The redirect to change; none to add one. */
  redirect?: Redirect
  /** The old address to start with (a 404 miss). */
  path?: string
  close: () => void
}

const RADIO = 'flex cursor-default items-center gap-2 rounded-md py-1 text-sm text-gray-900 before:block before:size-4 before:shrink-0 before:rounded-full before:border before:border-gray-400 before:bg-white data-selected:before:border-[5px] data-selected:before:border-indigo-700 data-focus-visible:ring-2 data-focus-visible:ring-indigo-600'

function RedirectForm({ project, redirect, path: startPath = '', close }: Props) {
  const client = useQueryClient()
  const [path, setPath] = useState(redirect?.path ?? startPath)
  const [target, setTarget] = useState(redirect?.target ?? '')
  const [status, setStatus] = useState(String(redirect?.status ?? 301))
  const save = useMutation({
    mutationFn: () => {
      const body = { path, target, status: Number(status) }
      return redirect
        ? call<{ redirect: Redirect }>('PUT', `/projects/${project}/redirects/${redirect.id}`, { body })
        : call<{ redirect: Redirect }>('POST', `/projects/${project}/redirects`, { body })
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: redirectKeys.all(project) })
      void client.invalidateQueries({ queryKey: redirectKeys.misses(project) })
      void client.invalidateQueries({ queryKey: redirectKeys.overview(project) })
      toast.success(redirect ? 'Doorverwijzing opgeslagen' : 'Doorverwijzing toegevoegd')
      close()
    },
  })
  const errors: FieldErrors = save.error instanceof ApiError ? save.error.errors : {}
  const general = errors.general
  return (
    <Form className="space-y-4" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); save.mutate() }}>
      {general ? <p role="alert" className="text-sm text-red-700">{general.join(' ')}</p> : null}
      <TextInput label="Oud adres" value={path} onChange={setPath} errors={errors.path} isRequired autoFocus={!startPath || Boolean(redirect)} description="Het adres dat niet meer bestaat, bijvoorbeeld /oude-pagina." />
      <TextInput label="Nieuw adres" value={target} onChange={setTarget} errors={errors.target} isRequired autoFocus={Boolean(startPath) && !redirect} description="Een pagina van je site (/nieuwe-pagina) of een volledig adres (https://…)." />
      <RadioGroup value={status} onChange={setStatus} isInvalid={Boolean(errors.status)} className="space-y-1">
        <Label className="block text-sm font-medium text-gray-900">Soort</Label>
        <Radio value="301" className={RADIO}>Permanent (301): de pagina is voorgoed verhuisd</Radio>
        <Radio value="302" className={RADIO}>Tijdelijk (302): de pagina komt terug</Radio>
        {errors.status ? <p className="text-sm font-medium text-red-700">{errors.status.join(' ')}</p> : null}
      </RadioGroup>
      <div className="flex justify-end gap-2 pt-2">
        <Button onPress={close}>Annuleren</Button>
        <Button type="submit" variant="primary" isDisabled={save.isPending}>{save.isPending ? 'Opslaan…' : redirect ? 'Opslaan' : 'Toevoegen'}</Button>
      </div>
    </Form>
  )
}

/** A button that opens the redirect form; focus returns to it when the dialog closes. */
export function RedirectDialog({ project, redirect, path, trigger }: Omit<Props, 'close'> & { trigger: React.ReactElement }) {
  const title = redirect ? 'Doorverwijzing bewerken' : 'Doorverwijzing maken'
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay isDismissable className={OVERLAY}>
        <Modal className={MODAL}>
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="mb-4 text-lg font-semibold text-gray-900">{title}</Heading>
                <RedirectForm project={project} redirect={redirect} path={path} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
