/**
 * One menu: its title and its items (ItemTree). Saves write the draft with If-Match; a
 * 409 keeps the edits and offers to load the newest version or to save over it (as
 * PageEditor). The API's errors appear under the fields they name, `items[0].label`
 * mapped to the item that sits there. Ctrl/Cmd+S saves.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../api'
import { keys } from '../queries'
import { AppLink } from '../Shell'
import { Button, FOCUS_RING } from '../ui/Button'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { TextInput } from '../ui/TextInput'
import { ItemTree, type TreeActions } from './ItemTree'
import { menuKeys, menuPath, readMenu, shapedMenu, useMenu, type Menu } from './menuApi'
import * as tree from './tree'

const CONFLICT = 'Iemand anders heeft dit menu intussen gewijzigd. Wat je wijzigde staat er nog.'

type Fields = { title: string; items: tree.MenuItem[] }
const fieldsOf = (menu: Menu): Fields => ({ title: menu.title, items: menu.items })
const same = (a: Fields, b: Fields) => a.title === b.title && JSON.stringify(tree.payload(a.items)) === JSON.stringify(tree.payload(b.items))

function Editor({ project, initial, latest }: { project: number; initial: Menu; latest: Menu }) {
  const client = useQueryClient()
  const [base, setBase] = useState(initial)
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial))
  const [conflict, setConflict] = useState(false)
  const [open, setOpen] = useState<Set<string>>(() => new Set())
  const [notice, setNotice] = useState('')
  const dirty = !same(fields, fieldsOf(base))
  // A newer state from the server (a refetch after publishing, another tab) replaces the
  // editor only while nothing is changed; otherwise the save's 409 says so.
  const newer = latest.version !== base.version || latest.published_version !== base.published_version || latest.has_unpublished_changes !== base.has_unpublished_changes
  useEffect(() => {
    if (newer && !dirty && !conflict) {
      setBase(latest)
      setFields(fieldsOf(latest))
    }
  }, [newer, latest, dirty, conflict])

  const save = useMutation({
    mutationFn: ({ version }: { version: number }) =>
      call<{ menu: Menu }>('PUT', menuPath(project, base.id), { body: { title: fields.title, items: tree.payload(fields.items), version }, ifMatch: version }),
    onError: (error) => {
      if (error instanceof ApiError && error.isConflict) {
        setConflict(true)
        toast.error('Niet opgeslagen: het menu is intussen gewijzigd.')
      } else {
        toast.error(`Niet opgeslagen: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
      }
    },
    onSuccess: ({ data }) => {
      const menu = shapedMenu(data.menu)
      client.setQueryData(menuKeys.menu(project, menu.id), menu)
      setBase(menu)
      setFields(fieldsOf(menu))
      setConflict(false)
      toast.success('Opgeslagen')
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: menuKeys.menus(project) })
      void client.invalidateQueries({ queryKey: keys.documents(project) })
    },
  })
  const errors: FieldErrors = save.error instanceof ApiError && !save.error.isConflict ? save.error.errors : {}
  const itemErrors = Object.entries(errors).filter(([key]) => key.startsWith('items'))

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

  const setItems = (items: tree.MenuItem[]) => setFields((current) => ({ ...current, items }))
  const label = (id: string) => tree.locate(fields.items, id)?.siblings.find((item) => item.key === id)?.label || 'Item'
  // Moves keep focus on the button pressed (React keeps the row by its id) and say what happened.
  // A row that moves to another list is a new element: focus returns to the button
  // pressed (or, when that is now disabled, to the row's drag handle).
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
  const apply = (result: tree.Result, done: string, focus?: string) => {
    if (result.error !== undefined) setNotice(result.error)
    else {
      refocus.current = focus ?? null
      setItems(result.tree)
      setNotice(done)
    }
  }
  const actions: TreeActions = {
    change: (id, change) => setItems(tree.update(fields.items, id, change)),
    move: (id, direction) => apply(tree.move(fields.items, id, direction), `${label(id)} is ${direction < 0 ? 'omhoog' : 'omlaag'} verplaatst.`, `${direction < 0 ? 'Naar boven' : 'Naar beneden'}:${id}`),
    indent: (id) => apply(tree.indent(fields.items, id), `${label(id)} is ingesprongen.`, `Inspringen:${id}`),
    outdent: (id) => apply(tree.outdent(fields.items, id), `${label(id)} is uitgesprongen.`, `Uitspringen:${id}`),
    drop: (id, overId) => apply(tree.moveOnto(fields.items, id, overId), `${label(id)} is verplaatst.`, `Verslepen:${id}`),
    remove: (id) => {
      const name = label(id)
      setItems(tree.remove(fields.items, id))
      setNotice(`${name} is verwijderd.`)
      document.getElementById('item-toevoegen')?.focus()
    },
    addUnder: (id) => {
      const item = tree.newItem('Nieuw subitem')
      apply(tree.add(fields.items, item, id), 'Subitem toegevoegd.')
      setOpen((current) => new Set(current).add(item.key))
    },
    toggle: (id) => setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    }),
  }
  const addTop = () => {
    const item = tree.newItem()
    setItems([...fields.items, item])
    setOpen((current) => new Set(current).add(item.key))
    setNotice('Item toegevoegd onderaan het menu.')
  }

  const reload = () => readMenu(project, base.id)
  const paths = tree.errorPaths(fields.items)

  return (
    <>
      <nav aria-label="Kruimelpad" className="mb-2 text-sm">
        <AppLink href="/wm/menus" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Menu's</AppLink>
      </nav>
      <PageTitle actions={<AppLink href="/wm/publish" className={`text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>Naar Publiceren</AppLink>}>
        <span className="flex flex-wrap items-center gap-3">
          {base.title || base.id} <StatusPill status={documentStatus(base)} />
        </span>
      </PageTitle>

      {conflict ? (
        <div role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{CONFLICT}</p>
          <p className="mt-1">Laad de nieuwste versie (je wijzigingen vervallen) of sla jouw versie op over die van de ander heen.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onPress={async () => { const menu = await reload(); client.setQueryData(menuKeys.menu(project, menu.id), menu); setBase(menu); setFields(fieldsOf(menu)); setConflict(false); save.reset() }}>Nieuwste versie laden</Button>
            <Button onPress={async () => { const menu = await reload(); setBase(menu); save.mutate({ version: menu.version }) }}>Mijn versie opslaan</Button>
          </div>
        </div>
      ) : null}
      {errors.general ? <ErrorState message={errors.general.join(' ')} /> : null}
      {itemErrors.length > 0 ? (
        <div role="alert" className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          Niet opgeslagen: controleer de rood omrande items. {itemErrors.find(([key]) => !/\.(label|link|item_type|text|class|type|column_width|style\.\w+)$/.test(key))?.[1].join(' ')}
        </div>
      ) : null}

      <Form className="space-y-6 pb-24" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit() }}>
        <section className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5" aria-labelledby="algemeen">
          <h2 id="algemeen" className="text-base font-semibold">Algemeen</h2>
          <TextInput label="Titel" value={fields.title} onChange={(title) => setFields((current) => ({ ...current, title }))} errors={errors.title} isRequired />
          <p className="text-sm text-gray-700">Sleutel: <code>{base.id}</code></p>
        </section>
        <section className="space-y-3" aria-labelledby="items">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="items" className="text-base font-semibold">Items</h2>
            <Button id="item-toevoegen" onPress={addTop}>Item toevoegen</Button>
          </div>
          <p className="text-sm text-gray-700">Sleep een item aan de greep, of gebruik de knoppen. Een menu heeft hoogstens twee uitklapniveaus onder de hoofdbalk.</p>
          <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-gray-900">{notice}</p>
          {fields.items.length === 0
            ? <EmptyState message="Dit menu heeft nog geen items." />
            : <ItemTree items={fields.items} errors={errors} paths={paths} open={open} actions={actions} />}
        </section>

        <div hidden={!dirty && !save.isPending && !conflict} className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] md:left-56">
          <div className="mx-auto flex max-w-5xl items-center justify-end gap-2">
            <p aria-live="polite" className="mr-auto text-sm text-gray-700">
              {save.isPending ? 'Opslaan…' : dirty ? 'Niet-opgeslagen wijzigingen' : save.isSuccess ? 'Alles opgeslagen' : ''}
            </p>
            <Button isDisabled={!dirty || save.isPending} onPress={() => { setFields(fieldsOf(base)); save.reset(); setConflict(false); setNotice('') }}>Verwerpen</Button>
            <Button type="submit" variant="primary" isDisabled={!dirty || save.isPending}>Opslaan</Button>
          </div>
        </div>
      </Form>
    </>
  )
}

export function MenuEditorScreen({ project, menuKey }: { project: number; menuKey: string }) {
  const menu = useMenu(project, menuKey)
  if (menu.isPending) return <SkeletonRows rows={4} label="Menu laden" />
  if (menu.isError) {
    const missing = menu.error instanceof ApiError && menu.error.status === 404
    return (
      <ErrorState
        message={missing ? 'Dit menu bestaat niet (meer).' : menu.error instanceof ApiError ? firstMessage(menu.error.errors)! : 'Het menu kon niet worden geladen.'}
        onRetry={missing ? undefined : () => void menu.refetch()}
      />
    )
  }
  if (!menu.isFetchedAfterMount) return <SkeletonRows rows={4} label="Menu laden" />
  return <Editor key={menuKey} project={project} initial={menu.data} latest={menu.data} />
}
