/**
 * A form's fields as one list: drag a row by its handle (pointer, or keyboard with Space
 * and the arrow keys) onto another to take its place, or use Naar boven / Naar beneden.
 * Each row opens to every setting of the spec's form item (formItems.ts).
 */
import { closestCenter, type CollisionDetection } from '@dnd-kit/core'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useId } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import type { FieldErrors } from '../api'
import { Button, FOCUS_RING } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { DragHandle, SortableRows } from '../ui/sortable'
import { INPUT_CLASS, TextInput } from '../ui/TextInput'
import { acceptList, acceptText, bytesOf, FIELD_TYPES, itemErrors, megabytes, options as optionEdits, TYPE_LABEL, type FieldType, type FormItem, type FormOption } from './formItems'

export type ItemActions = {
  change: (key: string, change: Partial<Omit<FormItem, 'key'>>) => void
  move: (key: string, direction: -1 | 1) => void
  drop: (key: string, overKey: string) => void
  remove: (key: string) => void
  toggle: (key: string) => void
}

type Props = { items: FormItem[]; errors: FieldErrors; paths: Map<string, string>; open: Set<string>; actions: ItemActions }

const SMALL = `inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-gray-900 ring-1 ring-inset ring-gray-300 bg-white hover:bg-gray-50 disabled:opacity-50 ${FOCUS_RING}`

export const typeLabel = (type: string) => TYPE_LABEL[type as FieldType] ?? type

function Select({ label, value, onChange, choices, errors, description }: { label: string; value: string; onChange: (value: string) => void; choices: [string, string][]; errors?: string[]; description?: string }) {
  const id = useId()
  const described = [errors?.length ? `${id}-fout` : '', description ? `${id}-uitleg` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={errors?.length ? true : undefined} aria-describedby={described || undefined} className={INPUT_CLASS}>
        {choices.map(([key, name]) => <option key={key} value={key}>{name}</option>)}
      </select>
      {description ? <p id={`${id}-uitleg`} className="mt-1 text-sm text-gray-600">{description}</p> : null}
      {errors?.length ? <p id={`${id}-fout`} className="mt-1 text-sm font-medium text-red-700">{errors.join(' ')}</p> : null}
    </div>
  )
}

function Check({ label, checked, onChange, description, errors }: { label: string; checked: boolean; onChange: (value: boolean) => void; description?: string; errors?: string[] }) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={description ? `${id}-uitleg` : undefined} className="mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600" />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-900">{label}</label>
        {description ? <p id={`${id}-uitleg`} className="text-sm text-gray-600">{description}</p> : null}
        {errors?.length ? <p className="text-sm font-medium text-red-700">{errors.join(' ')}</p> : null}
      </div>
    </div>
  )
}

function OptionRows({ item, errors, change }: { item: FormItem; errors: FieldErrors; change: ItemActions['change'] }) {
  const set = (next: FormOption[]) => change(item.key, { options: next })
  const name = item.label || 'Zonder label'
  const listErrors = errors.options
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-gray-900">Opties</legend>
      <p className="text-sm text-gray-600">De titel ziet de bezoeker; de waarde komt in de inzending.</p>
      {listErrors ? <p className="mt-1 text-sm font-medium text-red-700">{listErrors.join(' ')}</p> : null}
      <ol aria-label={`Opties van ${name}`} className="mt-2 space-y-2">
        {item.options.map((option, index) => (
          <li key={option.key} className="grid gap-2 rounded-md bg-gray-50 p-3 ring-1 ring-gray-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextInput label={`Titel optie ${index + 1}`} value={option.title} onChange={(title) => set(optionEdits.change(item.options, option.key, { title }))} errors={errors[`options[${index}].title`]} />
            <TextInput label={`Waarde optie ${index + 1}`} value={option.value} onChange={(value) => set(optionEdits.change(item.options, option.key, { value }))} errors={errors[`options[${index}].value`]} />
            <div className="flex gap-1.5">
              <AriaButton className={SMALL} isDisabled={index === 0} onPress={() => set(optionEdits.move(item.options, option.key, -1))} aria-label={`Optie ${index + 1} naar boven`}><span aria-hidden="true">↑</span></AriaButton>
              <AriaButton className={SMALL} isDisabled={index === item.options.length - 1} onPress={() => set(optionEdits.move(item.options, option.key, 1))} aria-label={`Optie ${index + 1} naar beneden`}><span aria-hidden="true">↓</span></AriaButton>
              <AriaButton className={`${SMALL} text-red-800`} onPress={() => set(optionEdits.remove(item.options, option.key))} aria-label={`Optie ${index + 1} verwijderen`}><span aria-hidden="true">×</span></AriaButton>
            </div>
          </li>
        ))}
      </ol>
      {item.options.length === 0 ? <p className="mt-2 text-sm text-amber-900">Een keuzelijst zonder opties kan een bezoeker niet invullen. Voeg een optie toe.</p> : null}
      <Button className="mt-2" onPress={() => set(optionEdits.add(item.options))} aria-label={`Optie toevoegen aan ${name}`}>Optie toevoegen</Button>
    </fieldset>
  )
}

function ItemFields({ item, errors, change }: { item: FormItem; errors: FieldErrors; change: ItemActions['change'] }) {
  const types: [string, string][] = FIELD_TYPES.map((type) => [type, TYPE_LABEL[type]])
  if (!FIELD_TYPES.includes(item.type as FieldType)) types.push([item.type, item.type])
  return (
    <div className="mt-3 grid gap-4 border-t border-gray-200 pt-4 sm:grid-cols-2">
      <TextInput label="Label" value={item.label} onChange={(label) => change(item.key, { label })} errors={errors.label} description="De vraag die de bezoeker ziet." />
      <Select label="Soort veld" value={item.type} onChange={(type) => change(item.key, { type })} errors={errors.type} choices={types} />
      <TextInput label="Identifier" value={item.identifier} onChange={(identifier) => change(item.key, { identifier })} errors={errors.identifier} isRequired description="De naam van het antwoord in inzendingen en de export; uniek in dit formulier." />
      {item.type === 'select' ? (
        <Select label="Standaardwaarde" value={item.default_value} onChange={(default_value) => change(item.key, { default_value })} errors={errors.default_value} description="De optie die vooraf gekozen is." choices={[
          ['', 'Geen'],
          ...item.options.filter((option) => option.value).map((option): [string, string] => [option.value, option.title || option.value]),
          ...(item.default_value && !item.options.some((option) => option.value === item.default_value) ? [[item.default_value, `${item.default_value} (geen optie)`] as [string, string]] : []),
        ]} />
      ) : item.type !== 'file' ? (
        <TextInput label="Standaardwaarde" value={item.default_value} onChange={(default_value) => change(item.key, { default_value })} errors={errors.default_value} multiline={item.type === 'textarea'} description="Staat al ingevuld als de bezoeker het formulier opent." />
      ) : null}
      <div className="space-y-3 sm:col-span-2">
        <Check label="Verplicht" checked={item.required} onChange={(required) => change(item.key, { required })} errors={errors.required} description="Het formulier gaat pas weg als dit veld is ingevuld." />
        <Check label="Label verbergen" checked={item.hide_label} onChange={(hide_label) => change(item.key, { hide_label })} errors={errors.hide_label} description="Niet te zien, wel voor schermlezers. Alleen als het veld ook zonder label duidelijk is." />
      </div>
      {item.type === 'select' ? <OptionRows item={item} errors={errors} change={change} /> : null}
      {item.type === 'file' ? (
        <>
          <TextInput label="Toegestane bestandstypen" value={acceptText(item.accept)} onChange={(value) => change(item.key, { accept: acceptList(value) })} errors={errors.accept} description="Bijvoorbeeld image/jpeg, application/pdf. Leeg: afbeeldingen, pdf, kantoordocumenten en tekst." />
          <TextInput label="Maximale grootte per bestand (MB)" value={megabytes(item.max_size)} onChange={(value) => change(item.key, { max_size: bytesOf(value) })} errors={errors.max_size} description="Leeg: 10 MB. Een bezoeker stuurt hoogstens 20 bestanden mee." />
        </>
      ) : null}
    </div>
  )
}

function Row({ item, index, count, props }: { item: FormItem; index: number; count: number; props: Props }) {
  const sortable = useSortable({ id: item.key })
  const { setNodeRef, transform, transition, isDragging } = sortable
  const { errors, paths, open, actions } = props
  const found = itemErrors(errors, paths.get(item.key) ?? '')
  const hasErrors = Object.keys(found).length > 0
  const expanded = open.has(item.key) || hasErrors
  const name = item.label || 'Zonder label'
  const panel = `veld-${item.key}`
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={`rounded-lg bg-white ring-1 ${hasErrors ? 'ring-red-600' : 'ring-gray-200'} ${isDragging ? 'relative z-10 shadow-lg' : ''}`}>
      <div className="p-3">
        <div className="flex flex-wrap items-center gap-2">
          <DragHandle sortable={sortable} rowKey={item.key} name={name} roleDescription="versleepbaar veld" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-gray-900">{name}</p>
            <p className="truncate text-sm text-gray-600">{typeLabel(item.type)}{item.required ? ' · verplicht' : ''} · {item.identifier || 'geen identifier'}</p>
          </div>
          <AriaButton onPress={() => actions.toggle(item.key)} aria-expanded={expanded} aria-controls={panel} aria-label={`Bewerken: ${name}`} className={SMALL}>Bewerken</AriaButton>
        </div>
        <div role="group" aria-label={`Verplaatsen: ${name}`} className="mt-2 flex flex-wrap gap-1.5 sm:pl-11">
          <AriaButton className={SMALL} isDisabled={index === 0} onPress={() => actions.move(item.key, -1)} aria-label={`Naar boven: ${name}`} data-focus={`Naar boven:${item.key}`}><span aria-hidden="true">↑</span><span className="hidden sm:inline">&nbsp;Naar boven</span></AriaButton>
          <AriaButton className={SMALL} isDisabled={index === count - 1} onPress={() => actions.move(item.key, 1)} aria-label={`Naar beneden: ${name}`} data-focus={`Naar beneden:${item.key}`}><span aria-hidden="true">↓</span><span className="hidden sm:inline">&nbsp;Naar beneden</span></AriaButton>
        </div>
        {found.item ? <p className="mt-2 text-sm font-medium text-red-700">{found.item.join(' ')}</p> : null}
        {expanded ? (
          <div id={panel}>
            <ItemFields item={item} errors={found} change={actions.change} />
            <div className="mt-4">
              <ConfirmDialog trigger={<Button variant="secondary" className="text-red-800" aria-label={`Verwijderen: ${name}`}>Verwijderen</Button>} title="Veld verwijderen" confirmLabel="Verwijderen" onConfirm={() => actions.remove(item.key)} />
            </div>
          </div>
        ) : null}
      </div>
    </li>
  )
}

/**
 * A pointer drops where its row's centre is nearest. The keyboard moves the dragged row
 * so that its top meets the top of the row above, or its bottom the bottom of the row
 * below (sortableKeyboardCoordinates): the row whose top or bottom it meets is where it
 * goes, however tall an open row is (a centre would stay nearest its own place).
 */
const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return closestCenter(args)
  const { top, bottom } = args.collisionRect
  return args.droppableContainers
    .flatMap((container) => {
      const rect = args.droppableRects.get(container.id)
      return rect ? [{ id: container.id, data: { droppableContainer: container, value: Math.min(Math.abs(rect.top - top), Math.abs(rect.bottom - bottom)) } }] : []
    })
    .sort((a, b) => a.data.value - b.data.value)
}

export function ItemList(props: Props) {
  const labels = new Map(props.items.map((item) => [item.key, item.label || 'Zonder label']))
  const name = (id: string) => labels.get(id) ?? 'veld'
  return (
    <SortableRows name={name} instructions="Druk op spatie of Enter om het veld op te pakken. Verplaats het met de pijltjestoetsen, zet het neer met spatie of Enter, of annuleer met Escape." collision={collision} drop={props.actions.drop}>
      <SortableContext items={props.items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ul aria-label="Velden" className="space-y-2">
          {props.items.map((item, index) => <Row key={item.key} item={item} index={index} count={props.items.length} props={props} />)}
        </ul>
      </SortableContext>
    </SortableRows>
  )
}
