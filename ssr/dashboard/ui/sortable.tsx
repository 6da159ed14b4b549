/**
 * What the owner's drag-and-drop lists of rows share (menu items, form fields,
 * categories; dnd-kit): a pointer picks a row up after 5 px, the keyboard with Space and
 * the arrow keys; the Dutch announcements for screen readers; the drop rule of nested
 * trees; the row's drag handle; and the context that turns a drop onto another row into
 * `drop(key, overKey)`. What a drop means (its place, its level) is the list's own.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type Announcements, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core'
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable'
import type { ReactNode } from 'react'
import { FOCUS_RING } from './Button'

/** The spoken steps of a drag, with `name` naming a row by its id. */
export function dragAnnouncements(name: (id: string) => string): Announcements {
  const of = (id: string | number) => name(String(id))
  return {
    onDragStart: ({ active }) => `${of(active.id)} opgepakt.`,
    onDragOver: ({ active, over }) => (over ? `${of(active.id)} staat nu op de plaats van ${of(over.id)}.` : `${of(active.id)} staat niet boven een plaats.`),
    onDragEnd: ({ active, over }) => (over ? `${of(active.id)} neergezet op de plaats van ${of(over.id)}.` : `${of(active.id)} neergezet.`),
    onDragCancel: ({ active }) => `Verslepen van ${of(active.id)} geannuleerd.`,
  }
}

/**
 * In a tree a pointer drops where it points (the innermost row under it, so into a
 * nested list too); the keyboard, which has no pointer, goes to the nearest row.
 */
export const treeCollision: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args)
  const under = pointerWithin(args)
  return under.length > 0 ? under : closestCenter(args)
}

type SortableRowsProps = {
  /** Names a row (by its id) in what screen readers hear. */
  name: (id: string) => string
  /** How to pick a row up, said once when a handle gets the focus. */
  instructions: string
  collision: CollisionDetection
  /** A row dropped onto another one. */
  drop: (key: string, overKey: string) => void
  children: ReactNode
}

export function SortableRows({ name, instructions, collision, drop, children }: SortableRowsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) drop(String(active.id), String(over.id))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: dragAnnouncements(name), screenReaderInstructions: { draggable: instructions } }}
    >
      {children}
    </DndContext>
  )
}

type DragHandleProps = {
  sortable: Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>
  /** The row's key: the handle's `data-focus`, by which a screen finds it again after a move. */
  rowKey: string
  name: string
  /** What the row is, for screen readers ('versleepbaar item'). */
  roleDescription: string
}

/** The ⠿ handle a row is dragged by (pointer, or the keyboard once it has the focus). */
export function DragHandle({ sortable, rowKey, name, roleDescription }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-roledescription={roleDescription}
      aria-label={`Verslepen: ${name}`}
      data-focus={`Verslepen:${rowKey}`}
      className={`flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 ${FOCUS_RING}`}
    >
      <span aria-hidden="true" className="text-lg leading-none">⠿</span>
    </button>
  )
}
