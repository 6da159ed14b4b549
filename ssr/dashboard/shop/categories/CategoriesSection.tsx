/**
 * Categorieën: the tree of the shop's categories. A move (drag, or the row's buttons)
 * shows at once and is saved at once with `POST …/categories/arrange` (every category
 * whose place changed, with its version); a refusal puts the tree back and says why.
 * 'Categorie toevoegen' asks a title, a key and a parent; a row opens its editor.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../../api'
import { navigate } from '../../router'
import { Button } from '../../ui/Button'
import { MODAL, OVERLAY } from '../../ui/ConfirmDialog'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../../ui/States'
import { TextInput } from '../../ui/TextInput'
import { SelectField } from '../fields'
import { keyFromTitle } from '../products/productForm'
import type { SectionProps } from '../sections'
import { shopKeys, useCategories, type Category } from '../shopApi'
import { CategoryEditorScreen } from './CategoryEditor'
import { CategoryTree, type TreeActions } from './CategoryTree'
import * as tree from './categoryTree'

function CreateForm({ project, categories, close }: { project: number; categories: Category[]; close: () => void }) {
  const client = useQueryClient()
  const [title, setTitle] = useState('')
  const [key, setKey] = useState('')
  const [keyTouched, setKeyTouched] = useState(false)
  const [parent, setParent] = useState('')
  const shownKey = keyTouched ? key : keyFromTitle(title)
  const create = useMutation({
    mutationFn: () => {
      const siblings = categories.filter((category) => (category.parent ?? '') === parent)
      const position = siblings.length ? Math.max(...siblings.map((category) => category.position)) + 1 : 0
      return call<{ category: Category }>('POST', `/projects/${project}/categories`, { body: { id: shownKey, title, parent: parent || null, position } })
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: shopKeys.categories(project) })
      toast.success('Categorie toegevoegd')
      close()
    },
  })
  const errors: FieldErrors = create.error instanceof ApiError ? create.error.errors : {}
  const rows = tree.flatten(tree.buildTree(categories))
  return (
    <Form className="space-y-4" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); if (!create.isPending) create.mutate() }}>
      {errors.general ? <p role="alert" className="text-sm text-red-700">{errors.general.join(' ')}</p> : null}
      <TextInput label="Titel" value={title} onChange={setTitle} errors={errors.title} isRequired autoFocus />
      <TextInput label="Sleutel" value={shownKey} onChange={(value) => { setKeyTouched(true); setKey(value) }} errors={errors.id ?? errors.path} isRequired description="Het vaste kenmerk van de categorie; ook het laatste deel van haar adres." />
      <SelectField label="Onder" value={parent} onChange={setParent} errors={errors.parent} options={[['', 'Hoogste niveau'], ...rows.map(({ node, level }): [string, string] => [node.key, `${'— '.repeat(level)}${node.title || node.key}`])]} />
      <div className="flex justify-end gap-2 pt-2">
        <Button onPress={close}>Annuleren</Button>
        <Button type="submit" variant="primary" isDisabled={create.isPending}>Toevoegen</Button>
      </div>
    </Form>
  )
}

function CreateCategory({ project, categories }: { project: number; categories: Category[] }) {
  return (
    <DialogTrigger>
      <Button variant="primary">Categorie toevoegen</Button>
      <ModalOverlay isDismissable className={OVERLAY}>
        <Modal className={MODAL}>
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="mb-4 text-lg font-semibold text-gray-900">Categorie toevoegen</Heading>
                <CreateForm project={project} categories={categories} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

function Arranged({ project, categories }: { project: number; categories: Category[] }) {
  const client = useQueryClient()
  const [shown, setShown] = useState(() => tree.buildTree(categories))
  const [notice, setNotice] = useState('')
  // A fresh list from the server (after a save, an add, another tab) is the tree.
  useEffect(() => setShown(tree.buildTree(categories)), [categories])
  const save = useMutation({
    mutationFn: (placements: tree.Placement[]) => call<{ categories: Category[] }>('POST', `/projects/${project}/categories/arrange`, { body: { categories: placements } }),
    onSuccess: ({ data }) => {
      const written = new Map(data.categories.map((category) => [category.id, category]))
      client.setQueryData<Category[]>(shopKeys.categories(project), (current) => current?.map((category) => written.get(category.id) ?? category))
    },
    onError: (error) => {
      setShown(tree.buildTree(categories))
      const conflict = error instanceof ApiError && error.isConflict
      const message = conflict ? 'Iemand anders wijzigde intussen de categorieën; de nieuwste volgorde staat er nu. Probeer het opnieuw.' : `Niet opgeslagen: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`
      setNotice(message)
      toast.error(message)
      if (conflict) void client.invalidateQueries({ queryKey: shopKeys.categories(project) })
    },
  })
  const title = (key: string) => categories.find((category) => category.id === key)?.title || key
  const refocus = useRef<string | null>(null)
  useEffect(() => {
    const target = refocus.current
    refocus.current = null
    if (!target) return
    const find = (name: string) => document.querySelector<HTMLButtonElement>(`[data-focus="${CSS.escape(name)}"]`)
    const button = find(target)
    if (button && !button.disabled) button.focus()
    else find(`Verslepen:${target.split(':').slice(1).join(':')}`)?.focus()
  }, [shown])
  const apply = (result: tree.Result, done: string, focus: string) => {
    if (result.error !== undefined) return setNotice(result.error)
    const placements = tree.arrangement(result.tree, categories)
    refocus.current = focus
    setShown(result.tree)
    setNotice(done)
    if (placements.length) save.mutate(placements)
  }
  const actions: TreeActions = {
    move: (key, direction) => apply(tree.move(shown, key, direction), `${title(key)} is ${direction < 0 ? 'omhoog' : 'omlaag'} verplaatst.`, `${direction < 0 ? 'Naar boven' : 'Naar beneden'}:${key}`),
    indent: (key) => apply(tree.indent(shown, key), `${title(key)} is ingesprongen.`, `Inspringen:${key}`),
    outdent: (key) => apply(tree.outdent(shown, key), `${title(key)} is uitgesprongen.`, `Uitspringen:${key}`),
    drop: (key, overKey) => apply(tree.moveOnto(shown, key, overKey), `${title(key)} is verplaatst.`, `Verslepen:${key}`),
  }
  const details = new Map(categories.map((category) => [category.id, category.path]))
  return (
    <>
      <p className="mb-2 text-sm text-gray-700">Sleep een categorie aan de greep, of gebruik de knoppen. Elke verplaatsing wordt meteen opgeslagen en staat direct op je site.</p>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium text-gray-900">{save.isPending ? 'Opslaan…' : notice}</p>
      <CategoryTree tree={shown} actions={actions} busy={save.isPending} details={details} />
    </>
  )
}

function CategoryList({ project }: { project: number }) {
  const categories = useCategories(project)
  let body: React.ReactNode
  if (categories.isPending) body = <SkeletonRows label="Categorieën laden" />
  else if (categories.isError) body = <ErrorState message={categories.error instanceof ApiError ? firstMessage(categories.error.errors)! : 'De categorieën konden niet worden geladen.'} onRetry={() => void categories.refetch()} />
  else if (categories.data.length === 0) body = <EmptyState message="Je winkel heeft nog geen categorieën. Voeg je eerste categorie toe." action={<CreateCategory project={project} categories={[]} />} />
  else body = <Arranged project={project} categories={categories.data} />
  return (
    <>
      <PageTitle actions={<CreateCategory project={project} categories={categories.data ?? []} />}>Categorieën</PageTitle>
      {body}
    </>
  )
}

export function CategoriesSection({ project, rest }: SectionProps) {
  if (rest.length > 0) return <CategoryEditorScreen project={project} categoryKey={decodeURIComponent(rest[0])} onGone={() => navigate('/wm/shop/categories')} />
  return <CategoryList project={project} />
}
