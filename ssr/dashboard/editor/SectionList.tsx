/**
 * The page's sections beside the frame: select, reorder by drag (dnd-kit sortable, with
 * the keyboard too: focus the handle, Space, arrows, Space), duplicate, copy, delete
 * (asked once), and who else is on which section.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Button as AriaButton } from 'react-aria-components'
import { Button, FOCUS_RING } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { displayName, initials, type Presence } from './presence'
import type { SectionJson } from './sections'

export type SectionActions = {
  select: (id: string) => void
  move: (from: number, to: number) => void
  duplicate: (id: string) => void
  copy: (id: string) => void
  remove: (id: string) => void
}

function Avatars({ people }: { people: Presence[] }) {
  if (people.length === 0) return null
  return (
    <span className="flex -space-x-1.5" aria-label={`Hier bezig: ${people.map((p) => displayName(p.user)).join(', ')}`} role="img">
      {people.slice(0, 3).map((person) => (
        <span key={person.user.id} title={displayName(person.user)} className="flex size-6 items-center justify-center rounded-full bg-amber-200 text-[10px] font-semibold text-amber-950 ring-2 ring-white">
          {initials(person.user)}
        </span>
      ))}
    </span>
  )
}

function Row({ section, index, label, selected, people, actions }: { section: SectionJson; index: number; label: string; selected: boolean; people: Presence[]; actions: SectionActions }) {
  const sortable = useSortable({ id: section.id })
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-section={section.id}
      className={`rounded-lg bg-white p-2 ring-1 ${selected ? 'ring-2 ring-indigo-600' : 'ring-gray-200'} ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Verplaats ${label}`}
          className={`flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded text-gray-600 hover:bg-gray-100 ${FOCUS_RING}`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current"><circle cx="7" cy="5" r="1.5" /><circle cx="13" cy="5" r="1.5" /><circle cx="7" cy="10" r="1.5" /><circle cx="13" cy="10" r="1.5" /><circle cx="7" cy="15" r="1.5" /><circle cx="13" cy="15" r="1.5" /></svg>
        </button>
        <AriaButton
          onPress={() => actions.select(section.id)}
          aria-current={selected ? 'true' : undefined}
          className={`min-w-0 flex-1 truncate rounded px-1 py-1 text-left text-sm font-medium text-gray-900 hover:underline ${FOCUS_RING}`}
        >
          <span className="mr-1 text-gray-500">{index + 1}.</span> {label}
        </AriaButton>
        <Avatars people={people} />
      </div>
      <div className="mt-1 flex flex-wrap gap-1 pl-10">
        <Button variant="quiet" className="min-h-8 px-2 py-1 text-xs" aria-label={`Dupliceren: ${label}`} onPress={() => actions.duplicate(section.id)}>Dupliceren</Button>
        <Button variant="quiet" className="min-h-8 px-2 py-1 text-xs" aria-label={`Kopiëren: ${label}`} onPress={() => actions.copy(section.id)}>Kopiëren</Button>
        <ConfirmDialog
          trigger={<Button variant="quiet" className="min-h-8 px-2 py-1 text-xs text-red-800" aria-label={`Verwijderen: ${label}`}>Verwijderen</Button>}
          title="Verwijderen"
          confirmLabel="Verwijderen"
          onConfirm={() => actions.remove(section.id)}
        />
      </div>
    </li>
  )
}

export function SectionList({
  components,
  labelOf,
  selected,
  presence,
  actions,
}: {
  components: SectionJson[]
  labelOf: (section: SectionJson) => string
  selected: string | null
  presence: Presence[]
  actions: SectionActions
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const ids = components.map((section) => section.id)
  const labelById = (id: unknown) => {
    const index = ids.indexOf(String(id))
    return index < 0 ? 'de sectie' : `${labelOf(components[index])} (${index + 1})`
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    actions.move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }
  if (components.length === 0) return <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-700">Deze pagina heeft nog geen secties. Voeg er een toe.</p>
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: 'Druk op spatie om de sectie op te pakken, verplaats haar met de pijltjestoetsen, spatie zet haar neer en Escape annuleert.' },
        announcements: {
          onDragStart: ({ active }) => `${labelById(active.id)} opgepakt.`,
          onDragOver: ({ active, over }) => (over ? `${labelById(active.id)} staat nu op de plaats van ${labelById(over.id)}.` : `${labelById(active.id)} staat buiten de lijst.`),
          onDragEnd: ({ active, over }) => (over ? `${labelById(active.id)} neergezet op plaats ${ids.indexOf(String(over.id)) + 1}.` : `${labelById(active.id)} neergezet.`),
          onDragCancel: ({ active }) => `Verplaatsen van ${labelById(active.id)} geannuleerd.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Secties van de pagina" className="space-y-2">
          {components.map((section, index) => (
            <Row
              key={section.id}
              section={section}
              index={index}
              label={labelOf(section)}
              selected={section.id === selected}
              people={presence.filter((person) => person.section === section.id)}
              actions={actions}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

export { Avatars }
