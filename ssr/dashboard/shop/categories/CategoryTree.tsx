/**
 * The category tree as nested lists: drag a row by its handle (pointer, or keyboard
 * with Space and the arrow keys) onto another row to take its place, also in another
 * level; or use the row's buttons Naar boven, Naar beneden, Inspringen, Uitspringen.
 * Each move is saved at once by the screen around it (CategoriesSection).
 */
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Button as AriaButton } from 'react-aria-components'
import { AppLink } from '../../Shell'
import { FOCUS_RING } from '../../ui/Button'
import { DragHandle, SortableRows, treeCollision } from '../../ui/sortable'
import { flatten, type Node } from './categoryTree'

export type TreeActions = {
  move: (key: string, direction: -1 | 1) => void
  indent: (key: string) => void
  outdent: (key: string) => void
  drop: (key: string, overKey: string) => void
}

type Props = { tree: Node[]; actions: TreeActions; busy: boolean; details: Map<string, string> }

const SMALL = `inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-gray-900 ring-1 ring-inset ring-gray-300 bg-white hover:bg-gray-50 disabled:opacity-50 ${FOCUS_RING}`

function Row({ node, level, index, count, props }: { node: Node; level: number; index: number; count: number; props: Props }) {
  const sortable = useSortable({ id: node.key, disabled: props.busy })
  const { setNodeRef, transform, transition, isDragging } = sortable
  const { actions, busy } = props
  const name = node.title || node.key
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={`rounded-lg bg-white ring-1 ring-gray-200 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}>
      <div className="flex flex-wrap items-center gap-2 p-3">
        <DragHandle sortable={sortable} rowKey={node.key} name={name} roleDescription="versleepbare categorie" />
        <div className="min-w-0 flex-1">
          <AppLink href={`/wm/shop/categories/${encodeURIComponent(node.key)}`} className={`inline-flex min-h-7 items-center font-medium text-gray-900 hover:underline ${FOCUS_RING} rounded`}>{name}</AppLink>
          <p className="truncate text-sm text-gray-600">{props.details.get(node.key)}</p>
        </div>
        <div role="group" aria-label={`Verplaatsen: ${name}`} className="flex basis-full flex-wrap gap-1.5 pl-11 sm:basis-auto sm:pl-0">
          <AriaButton className={SMALL} isDisabled={busy || index === 0} onPress={() => actions.move(node.key, -1)} aria-label={`Naar boven: ${name}`} data-focus={`Naar boven:${node.key}`}><span aria-hidden="true">↑</span></AriaButton>
          <AriaButton className={SMALL} isDisabled={busy || index === count - 1} onPress={() => actions.move(node.key, 1)} aria-label={`Naar beneden: ${name}`} data-focus={`Naar beneden:${node.key}`}><span aria-hidden="true">↓</span></AriaButton>
          <AriaButton className={SMALL} isDisabled={busy || index === 0} onPress={() => actions.indent(node.key)} aria-label={`Inspringen: ${name}`} data-focus={`Inspringen:${node.key}`}><span aria-hidden="true">→</span></AriaButton>
          <AriaButton className={SMALL} isDisabled={busy || level === 0} onPress={() => actions.outdent(node.key)} aria-label={`Uitspringen: ${name}`} data-focus={`Uitspringen:${node.key}`}><span aria-hidden="true">←</span></AriaButton>
        </div>
      </div>
      {node.children.length > 0 ? <Items nodes={node.children} level={level + 1} props={props} label={`Onder ${name}`} /> : null}
    </li>
  )
}

function Items({ nodes, level, props, label }: { nodes: Node[]; level: number; props: Props; label: string }) {
  return (
    <SortableContext items={nodes.map((node) => node.key)} strategy={verticalListSortingStrategy}>
      <ul aria-label={label} className={`space-y-2 ${level > 0 ? 'ml-4 border-l-2 border-indigo-200 pb-3 pl-3 pr-3 sm:ml-8' : ''}`}>
        {nodes.map((node, index) => <Row key={node.key} node={node} level={level} index={index} count={nodes.length} props={props} />)}
      </ul>
    </SortableContext>
  )
}


export function CategoryTree(props: Props) {
  const titles = new Map(flatten(props.tree).map(({ node }) => [node.key, node.title || node.key]))
  const name = (id: string) => titles.get(id) ?? 'categorie'
  return (
    <SortableRows name={name} instructions="Druk op spatie of Enter om de categorie op te pakken. Verplaats haar met de pijltjestoetsen, zet haar neer met spatie of Enter, of annuleer met Escape." collision={treeCollision} drop={props.actions.drop}>
      <Items nodes={props.tree} level={0} props={props} label="Categorieën" />
    </SortableRows>
  )
}
