/**
 * One menu: its title and its items (ItemTree). Saves write the draft with If-Match; a
 * 409 keeps the edits and offers to load the newest version or to save over it (the
 * shared ui/useDraftEditor). The API's errors appear under the fields they name,
 * `items[0].label` mapped to the item that sits there. Ctrl/Cmd+S saves.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-aria-components'
import { ApiError, call, firstMessage } from '../api'
import { keys } from '../queries'
import { AppLink } from '../Shell'
import { Button, FOCUS_RING } from '../ui/Button'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { documentStatus, StatusPill } from '../ui/StatusPill'
import { TextInput } from '../ui/TextInput'
import { ConflictNotice, SaveBar, useDraftEditor } from '../ui/useDraftEditor'
import { ItemTree, type TreeActions } from './ItemTree'
import { menuKeys, menuPath, readMenu, shapedMenu, useMenu, type Menu } from './menuApi'
import * as tree from './tree'

const CONFLICT = 'Iemand anders heeft dit menu intussen gewijzigd. Wat je wijzigde staat er nog.'

type Fields = { title: string; items: tree.MenuItem[] }
const fieldsOf = (menu: Menu): Fields => ({ title: menu.title, items: menu.items })
const same = (a: Fields, b: Fields) => a.title === b.title && JSON.stringify(tree.payload(a.items)) === JSON.stringify(tree.payload(b.items))

function Editor({ project, initial, latest }: { project: number; initial: Menu; latest: Menu }) {
  const client = useQueryClient()
  const editor = useDraftEditor({
    initial,
    latest,
    fieldsOf,
    same,
    write: async (fields, version) =>
      shapedMenu((await call<{ menu: Menu }>('PUT', menuPath(project, initial.id), { body: { title: fields.title, items: tree.payload(fields.items), version }, ifMatch: version })).data.menu),
    read: () => readMenu(project, initial.id),
    store: (menu) => client.setQueryData(menuKeys.menu(project, menu.id), menu),
    settled: () => {
      void client.invalidateQueries({ queryKey: menuKeys.menus(project) })
      void client.invalidateQueries({ queryKey: keys.documents(project) })
    },
    conflictToast: 'Niet opgeslagen: het menu is intussen gewijzigd.',
  })
  const { base, fields, setFields, errors } = editor
  const [open, setOpen] = useState<Set<string>>(() => new Set())
  const [notice, setNotice] = useState('')
  const itemErrors = Object.entries(errors).filter(([key]) => key.startsWith('items'))

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

      <ConflictNotice editor={editor} message={CONFLICT} />
      {errors.general ? <ErrorState message={errors.general.join(' ')} /> : null}
      {itemErrors.length > 0 ? (
        <div role="alert" className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          Niet opgeslagen: controleer de rood omrande items. {itemErrors.find(([key]) => !/\.(label|link|item_type|text|class|type|column_width|style\.\w+)$/.test(key))?.[1].join(' ')}
        </div>
      ) : null}

      <Form className="space-y-6 pb-24" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); editor.submit() }}>
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

        <SaveBar editor={editor} onDiscard={() => setNotice('')} />
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
