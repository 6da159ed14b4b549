/**
 * Menu's: every menu of the project with its publishing state, and 'Menu toevoegen'
 * (a key, which sections refer to, and a title). A new menu is a Concept until published.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../api'
import { keys } from '../queries'
import { navigate } from '../router'
import { AppLink } from '../Shell'
import { Button, FOCUS_RING } from '../ui/Button'
import { MODAL, OVERLAY } from '../ui/ConfirmDialog'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { TextInput } from '../ui/TextInput'
import { MenuEditorScreen } from './MenuEditor'
import { menuKeys, menuPath, useMenus, type Menu } from './menuApi'
import { flatten } from './tree'

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/

function CreateForm({ project, existing, close }: { project: number; existing: string[]; close: () => void }) {
  const client = useQueryClient()
  const [key, setKey] = useState('')
  const [title, setTitle] = useState('')
  const [local, setLocal] = useState<FieldErrors>({})
  const create = useMutation({
    mutationFn: async () => {
      // Asked first as well: the list may not be loaded yet, or another tab just added it.
      const found = await call('GET', menuPath(project, key)).then(() => true, (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return false
        throw error
      })
      if (found) throw new ApiError(409, { id: ['Er is al een menu met deze sleutel.'] })
      return call<{ menu: Menu }>('PUT', menuPath(project, key), { body: { title, items: [] } })
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: menuKeys.menus(project) })
      void client.invalidateQueries({ queryKey: keys.documents(project) })
      toast.success('Menu toegevoegd')
      close()
      navigate(`/wm/menus/${encodeURIComponent(key)}`)
    },
  })
  const errors: FieldErrors = { ...(create.error instanceof ApiError ? create.error.errors : {}), ...local }
  const general = errors.general ?? errors.version
  const submit = () => {
    // An existing key would be overwritten by a PUT: refused here before it is sent.
    if (!KEY_PATTERN.test(key)) return setLocal({ id: ["Gebruik 1 tot 100 letters, cijfers, '-' of '_' (beginnend met een letter of cijfer)."] })
    if (existing.includes(key)) return setLocal({ id: ['Er is al een menu met deze sleutel.'] })
    setLocal({})
    create.mutate()
  }
  return (
    <Form className="space-y-4" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit() }}>
      {general ? <p role="alert" className="text-sm text-red-700">{general.join(' ')}</p> : null}
      <TextInput label="Titel" value={title} onChange={setTitle} errors={errors.title} isRequired autoFocus />
      <TextInput label="Sleutel" value={key} onChange={setKey} errors={errors.id} isRequired description="Waarmee secties naar dit menu verwijzen, bijvoorbeeld footermenu. Letters, cijfers, '-' en '_'." />
      <div className="flex justify-end gap-2 pt-2">
        <Button onPress={close}>Annuleren</Button>
        <Button type="submit" variant="primary" isDisabled={create.isPending}>Toevoegen</Button>
      </div>
    </Form>
  )
}

export function CreateMenu({ project, existing }: { project: number; existing: string[] }) {
  return (
    <DialogTrigger>
      <Button variant="primary">Menu toevoegen</Button>
      <ModalOverlay isDismissable className={OVERLAY}>
        <Modal className={MODAL}>
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="mb-4 text-lg font-semibold text-gray-900">Menu toevoegen</Heading>
                <CreateForm project={project} existing={existing} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

function MenuRow({ menu }: { menu: Menu }) {
  const count = flatten(menu.items).length
  return (
    <li className="relative flex items-center gap-3 border-b border-gray-200 px-4 py-3 last:border-b-0 hover:bg-gray-50">
      <div className="min-w-0 flex-1">
        <AppLink href={`/wm/menus/${encodeURIComponent(menu.id)}`} className={`font-medium text-gray-900 after:absolute after:inset-0 hover:underline ${FOCUS_RING} rounded`}>
          {menu.title || menu.id}
        </AppLink>
        <p className="truncate text-sm text-gray-600">{menu.id} · {count === 1 ? '1 item' : `${count} items`}</p>
      </div>
      <StatusPill status={documentStatus(menu)} />
    </li>
  )
}

export function MenuList({ project }: { project: number }) {
  const menus = useMenus(project)
  const existing = menus.data?.map((menu) => menu.id) ?? []
  let body: React.ReactNode
  if (menus.isPending) body = <SkeletonRows label="Menu's laden" />
  else if (menus.isError) body = <ErrorState message={menus.error instanceof ApiError ? firstMessage(menus.error.errors)! : "De menu's konden niet worden geladen."} onRetry={() => void menus.refetch()} />
  else if (menus.data.length === 0) body = <EmptyState message="Je website heeft nog geen menu's. Voeg je eerste menu toe." action={<CreateMenu project={project} existing={existing} />} />
  else body = (
    <ul aria-label="Menu's" className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
      {menus.data.map((menu) => <MenuRow key={menu.id} menu={menu} />)}
    </ul>
  )
  return (
    <>
      <PageTitle actions={<CreateMenu project={project} existing={existing} />}>Menu's</PageTitle>
      {body}
    </>
  )
}

export function MenusArea({ project, rest }: { project: number; rest: string[] }) {
  if (rest.length > 0) return <MenuEditorScreen project={project} menuKey={decodeURIComponent(rest[0])} />
  return <MenuList project={project} />
}
