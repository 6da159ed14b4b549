/** 'Pagina toevoegen': path and title; the new page is a draft (Concept) until published. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, type FieldErrors } from '../api'
import { keys } from '../queries'
import { navigate } from '../router'
import type { Page } from '../types'
import { Button } from '../ui/Button'
import { MODAL, OVERLAY } from '../ui/ConfirmDialog'
import { TextInput } from '../ui/TextInput'

function CreateForm({ project, close }: { project: number; close: () => void }) {
  const client = useQueryClient()
  const [path, setPath] = useState('/')
  const [title, setTitle] = useState('')
  const create = useMutation({
    mutationFn: () => call<{ page: Page }>('POST', `/projects/${project}/pages`, { body: { path, post_title: title } }),
    onSuccess: ({ data }) => {
      void client.invalidateQueries({ queryKey: keys.pages(project) })
      void client.invalidateQueries({ queryKey: keys.documents(project) })
      toast.success('Pagina toegevoegd')
      close()
      navigate(`/wm/pages/${data.page.id}`)
    },
  })
  const errors: FieldErrors = create.error instanceof ApiError ? create.error.errors : {}
  const general = errors.general ?? errors.version
  return (
    <Form className="space-y-4" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); create.mutate() }}>
      {general ? <p role="alert" className="text-sm text-red-700">{general.join(' ')}</p> : null}
      <TextInput label="Titel" value={title} onChange={setTitle} errors={errors.post_title} autoFocus />
      <TextInput label="Pad" value={path} onChange={setPath} errors={errors.path} isRequired description="Het adres op je website, bijvoorbeeld /over-ons." />
      <div className="flex justify-end gap-2 pt-2">
        <Button onPress={close}>Annuleren</Button>
        <Button type="submit" variant="primary" isDisabled={create.isPending}>Toevoegen</Button>
      </div>
    </Form>
  )
}

export function CreatePage({ project, label = 'Pagina toevoegen' }: { project: number; label?: string }) {
  return (
    <DialogTrigger>
      <Button variant="primary">{label}</Button>
      <ModalOverlay isDismissable className={OVERLAY}>
        <Modal className={MODAL}>
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="mb-4 text-lg font-semibold text-gray-900">Pagina toevoegen</Heading>
                <CreateForm project={project} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
