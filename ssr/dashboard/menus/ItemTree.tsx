/**
 * A menu's items as nested lists: drag a row by its handle (pointer, or keyboard with
 * Space and the arrow keys) onto another row to take its place, also in another
 * level; or use the row's buttons Naar boven, Naar beneden, Inspringen, Uitspringen.
 * Every refusal (too deep) is said in the live region above the list.
 */
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useId } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import type { FieldErrors } from '../api'
import { Button, FOCUS_RING } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { DragHandle, SortableRows, treeCollision } from '../ui/sortable'
import { INPUT_CLASS, TextInput } from '../ui/TextInput'
import { flatten, MAX_LEVEL, type MenuItem } from './tree'

export type TreeActions = {
  change: (id: string, change: (item: MenuItem) => MenuItem) => void
  move: (id: string, direction: -1 | 1) => void
  indent: (id: string) => void
  outdent: (id: string) => void
  drop: (id: string, overId: string) => void
  remove: (id: string) => void
  addUnder: (id: string) => void
  toggle: (id: string) => void
}

type Props = {
  items: MenuItem[]
  errors: FieldErrors
  paths: Map<string, string>
  open: Set<string>
  actions: TreeActions
}

const LEVEL_NAME = ['Hoofdniveau', 'Uitklapniveau 1', 'Uitklapniveau 2']

function Select({ label, value, onChange, options, errors }: { label: string; value: string; onChange: (value: string) => void; options: [string, string][]; errors?: string[] }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? `${id}-fout` : undefined} className={INPUT_CLASS}>
        {options.map(([key, name]) => <option key={key} value={key}>{name}</option>)}
      </select>
      {errors?.length ? <p id={`${id}-fout`} className="mt-1 text-sm text-red-700">{errors.join(' ')}</p> : null}
    </div>
  )
}

function ItemFields({ item, level, path, errors, change }: { item: MenuItem; level: number; path: string; errors: FieldErrors; change: TreeActions['change'] }) {
  const set = (name: 'label' | 'link' | 'item_type' | 'text' | 'class' | 'type' | 'column_width') => (value: string) => change(item.key, (current) => ({ ...current, [name]: value }))
  const setStyle = (name: keyof MenuItem['style']) => (value: string) => change(item.key, (current) => ({ ...current, style: { ...current.style, [name]: value } }))
  const at = (field: string) => errors[`${path}.${field}`]
  return (
    <div className="mt-3 grid gap-4 border-t border-gray-200 pt-4 sm:grid-cols-2">
      <TextInput label="Label" value={item.label} onChange={set('label')} errors={at('label')} />
      <TextInput label="Link" value={item.link} onChange={set('link')} errors={at('link')} description="Een pad zoals /contact of een volledig adres. Leeg: de hoofdpagina." />
      {level === 0 ? (
        <Select label="Soort" value={item.type} onChange={set('type')} errors={at('type')} options={[['default', 'Gewone link'], ['submenu_simple', 'Uitklapmenu']]} />
      ) : null}
      <Select label="Inhoud" value={item.item_type} onChange={set('item_type')} errors={at('item_type')} options={[['', 'Link'], ['text', 'Tekst'], ['columns', 'Kolommen']]} />
      <div className="sm:col-span-2">
        <TextInput label="Tekst" value={item.text} onChange={set('text')} errors={at('text')} multiline description="Getoond in plaats van de link als de inhoud 'Tekst' is." />
      </div>
      <TextInput label="CSS-klasse" value={item.class} onChange={set('class')} errors={at('class')} />
      {level === 0 ? (
        <>
          <TextInput label="Kolombreedte" value={item.column_width} onChange={set('column_width')} errors={at('column_width')} description="Bijvoorbeeld fullwidth voor een uitklapmenu over de volle breedte." />
          <Select label="Stijl" value={item.style.type} onChange={setStyle('type')} errors={at('style.type')} options={[['', 'Standaard'], ['primary', 'Primaire knop'], ['secondary', 'Secundaire knop'], ['none', 'Geen']]} />
          <TextInput label="Tekstkleur" value={item.style.text_color} onChange={setStyle('text_color')} errors={at('style.text_color')} description="Bijvoorbeeld text-dark of #1f2937." />
          <TextInput label="Icoon" value={item.style.icon} onChange={setStyle('icon')} errors={at('style.icon')} />
        </>
      ) : null}
    </div>
  )
}

const SMALL = `inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-gray-900 ring-1 ring-inset ring-gray-300 bg-white hover:bg-gray-50 ${FOCUS_RING}`

function Row({ item, level, index, count, props }: { item: MenuItem; level: number; index: number; count: number; props: Props }) {
  const sortable = useSortable({ id: item.key })
  const { setNodeRef, transform, transition, isDragging } = sortable
  const { errors, paths, open, actions } = props
  const path = paths.get(item.key) ?? ''
  const name = item.label || 'Zonder label'
  const hasErrors = Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`) && !key.slice(path.length + 1).startsWith('items['))
  const expanded = open.has(item.key) || hasErrors
  const panel = `paneel-${item.key}`
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={`rounded-lg bg-white ring-1 ${hasErrors ? 'ring-red-600' : 'ring-gray-200'} ${isDragging ? 'relative z-10 shadow-lg' : ''}`}>
      <div className="p-3">
        <div className="flex flex-wrap items-center gap-2">
          <DragHandle sortable={sortable} rowKey={item.key} name={name} roleDescription="versleepbaar item" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-gray-900">{name}</p>
            <p className="truncate text-sm text-gray-600">{item.item_type === 'text' ? 'Tekst' : item.link || '/'}{level > 0 ? ` · ${LEVEL_NAME[level]}` : ''}</p>
          </div>
          <AriaButton onPress={() => actions.toggle(item.key)} aria-expanded={expanded} aria-controls={panel} aria-label={`Bewerken: ${name}`} className={SMALL}>Bewerken</AriaButton>
        </div>
        <div role="group" aria-label={`Verplaatsen: ${name}`} className="mt-2 flex flex-wrap gap-1.5 sm:pl-11">
          <AriaButton className={`${SMALL} disabled:opacity-50`} isDisabled={index === 0} onPress={() => actions.move(item.key, -1)} aria-label={`Naar boven: ${name}`} data-focus={`Naar boven:${item.key}`}><span aria-hidden="true">↑</span><span className="hidden sm:inline">&nbsp;Naar boven</span></AriaButton>
          <AriaButton className={`${SMALL} disabled:opacity-50`} isDisabled={index === count - 1} onPress={() => actions.move(item.key, 1)} aria-label={`Naar beneden: ${name}`} data-focus={`Naar beneden:${item.key}`}><span aria-hidden="true">↓</span><span className="hidden sm:inline">&nbsp;Naar beneden</span></AriaButton>
          <AriaButton className={SMALL} onPress={() => actions.indent(item.key)} aria-label={`Inspringen: ${name}`} data-focus={`Inspringen:${item.key}`}><span aria-hidden="true">→</span><span className="hidden sm:inline">&nbsp;Inspringen</span></AriaButton>
          <AriaButton className={`${SMALL} disabled:opacity-50`} isDisabled={level === 0} onPress={() => actions.outdent(item.key)} aria-label={`Uitspringen: ${name}`} data-focus={`Uitspringen:${item.key}`}><span aria-hidden="true">←</span><span className="hidden sm:inline">&nbsp;Uitspringen</span></AriaButton>
        </div>
        {expanded ? (
          <div id={panel}>
            <ItemFields item={item} level={level} path={path} errors={errors} change={actions.change} />
            <div className="mt-4 flex flex-wrap gap-2">
              {level < MAX_LEVEL ? <Button onPress={() => actions.addUnder(item.key)}>Subitem toevoegen</Button> : null}
              <ConfirmDialog trigger={<Button variant="secondary" className="text-red-800" aria-label={`Verwijderen: ${name}`}>Verwijderen</Button>} title="Item verwijderen" confirmLabel="Verwijderen" onConfirm={() => actions.remove(item.key)} />
            </div>
          </div>
        ) : null}
      </div>
      {item.items.length > 0 ? <Items items={item.items} level={level + 1} props={props} label={`Onder ${name}`} /> : null}
    </li>
  )
}

function Items({ items, level, props, label }: { items: MenuItem[]; level: number; props: Props; label: string }) {
  return (
    <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
      <ul aria-label={label} className={`space-y-2 ${level > 0 ? 'border-l-2 border-indigo-200 pb-3 pl-3 pr-3 ml-4 sm:ml-8' : ''}`}>
        {items.map((item, index) => <Row key={item.key} item={item} level={level} index={index} count={items.length} props={props} />)}
      </ul>
    </SortableContext>
  )
}


export function ItemTree(props: Props) {
  const labels = new Map(flatten(props.items).map(({ item }) => [item.key, item.label || 'Zonder label']))
  const name = (id: string) => labels.get(id) ?? 'item'
  return (
    <SortableRows name={name} instructions="Druk op spatie of Enter om het item op te pakken. Verplaats het met de pijltjestoetsen, zet het neer met spatie of Enter, of annuleer met Escape." collision={treeCollision} drop={props.actions.drop}>
      <Items items={props.items} level={0} props={props} label="Menu-items" />
    </SortableRows>
  )
}
