/**
 * A menu's items as a tree, and the moves the editor makes on it: pure functions that
 * return a new tree, or a Dutch refusal when a move would break the menu's shape.
 * Top-level items are level 0; their items form the dropdown levels 1 and 2, never
 * deeper (api/menus/schemas.py).
 */

export type MenuStyle = { type: string; text_color: string; icon: string }

export type MenuItem = {
  /** The editor's own handle, unique in the whole tree (ids are unique per list only). */
  key: string
  id: string
  label: string
  link: string
  type: string
  item_type: string
  text: string
  class: string
  column_width: string
  style: MenuStyle
  items: MenuItem[]
}

export const MAX_LEVEL = 2
export const TOO_DEEP = 'Een menu heeft hoogstens twee uitklapniveaus: dieper inspringen kan niet.'

export type Result = { tree: MenuItem[]; error?: undefined } | { tree?: undefined; error: string }

let counter = 0

export function newItem(label = 'Nieuw item'): MenuItem {
  counter += 1
  const id = `item-${Date.now().toString(36)}-${counter}`
  return { key: id, id, label, link: '/', type: 'default', item_type: '', text: '', class: '', column_width: '', style: { type: '', text_color: '', icon: '' }, items: [] }
}

/** Fills in what the API may leave out (sub-items carry no type, style or width). */
export type RawItem = Partial<Omit<MenuItem, 'key' | 'style' | 'items'>> & { style?: Partial<MenuStyle>; items?: RawItem[] }

export function normalise(items: RawItem[] | undefined): MenuItem[] {
  return (items ?? []).map((item) => ({
    key: `k${(counter += 1)}`,
    id: String(item.id ?? ''),
    label: item.label ?? '',
    link: item.link ?? '',
    type: item.type ?? 'default',
    item_type: item.item_type ?? '',
    text: item.text ?? '',
    class: item.class ?? '',
    column_width: item.column_width ?? '',
    style: { type: item.style?.type ?? '', text_color: item.style?.text_color ?? '', icon: item.style?.icon ?? '' },
    items: normalise(item.items),
  }))
}

type Place = { siblings: MenuItem[]; index: number; level: number; parent: MenuItem | null }

/** Where an item sits: its sibling list, its index there, its level and its parent. */
export function locate(tree: MenuItem[], id: string): Place | null {
  const walk = (siblings: MenuItem[], level: number, parent: MenuItem | null): Place | null => {
    for (let index = 0; index < siblings.length; index += 1) {
      if (siblings[index].key === id) return { siblings, index, level, parent }
      const found = walk(siblings[index].items, level + 1, siblings[index])
      if (found) return found
    }
    return null
  }
  return walk(tree, 0, null)
}

/** How many levels an item's subtree spans below it (0 for an item without items). */
export function height(item: MenuItem): number {
  return item.items.length === 0 ? 0 : 1 + Math.max(...item.items.map(height))
}

const clone = (tree: MenuItem[]): MenuItem[] => structuredClone(tree)

/** Changes one item's fields. */
export function update(tree: MenuItem[], id: string, change: (item: MenuItem) => MenuItem): MenuItem[] {
  return tree.map((item) => (item.key === id ? change(item) : { ...item, items: update(item.items, id, change) }))
}

export function remove(tree: MenuItem[], id: string): MenuItem[] {
  return tree.filter((item) => item.key !== id).map((item) => ({ ...item, items: remove(item.items, id) }))
}

/** Adds an item at the end of the top level, or under `parentId` when that is allowed. */
export function add(tree: MenuItem[], item: MenuItem, parentId?: string): Result {
  if (!parentId) return { tree: [...tree, item] }
  const next = clone(tree)
  const place = locate(next, parentId)
  if (!place) return { error: 'Dit item bestaat niet meer.' }
  if (place.level + 1 > MAX_LEVEL) return { error: TOO_DEEP }
  place.siblings[place.index].items.push(item)
  return { tree: next }
}

/** Swaps the item with its previous (`-1`) or next (`1`) sibling. */
export function move(tree: MenuItem[], id: string, direction: -1 | 1): Result {
  const next = clone(tree)
  const place = locate(next, id)
  if (!place) return { error: 'Dit item bestaat niet meer.' }
  const target = place.index + direction
  if (target < 0) return { error: 'Dit item staat al bovenaan.' }
  if (target >= place.siblings.length) return { error: 'Dit item staat al onderaan.' }
  const [item] = place.siblings.splice(place.index, 1)
  place.siblings.splice(target, 0, item)
  return { tree: next }
}

/** Makes the item the last sub-item of its previous sibling. */
export function indent(tree: MenuItem[], id: string): Result {
  const next = clone(tree)
  const place = locate(next, id)
  if (!place) return { error: 'Dit item bestaat niet meer.' }
  if (place.index === 0) return { error: 'Inspringen kan alleen onder een item dat erboven staat.' }
  const item = place.siblings[place.index]
  if (place.level + 1 + height(item) > MAX_LEVEL) return { error: TOO_DEEP }
  place.siblings.splice(place.index, 1)
  place.siblings[place.index - 1].items.push(item)
  return { tree: next }
}

/** Moves the item out of its parent, to just after it. */
export function outdent(tree: MenuItem[], id: string): Result {
  const next = clone(tree)
  const place = locate(next, id)
  if (!place) return { error: 'Dit item bestaat niet meer.' }
  if (!place.parent) return { error: 'Dit item staat al op het hoogste niveau.' }
  const parentPlace = locate(next, place.parent.key)!
  const [item] = place.siblings.splice(place.index, 1)
  parentPlace.siblings.splice(parentPlace.index + 1, 0, item)
  return { tree: next }
}

/**
 * A drop of `id` on `overId` (dragging): the item takes the other's place in its list,
 * which nests it when that list is deeper. Refused when it would go too deep or into
 * its own sub-items.
 */
export function moveOnto(tree: MenuItem[], id: string, overId: string): Result {
  if (id === overId) return { tree }
  const next = clone(tree)
  const from = locate(next, id)
  const over = locate(next, overId)
  if (!from || !over) return { error: 'Dit item bestaat niet meer.' }
  const item = from.siblings[from.index]
  if (locate(item.items, overId)) return { error: 'Een item kan niet onder zichzelf komen.' }
  if (over.level + height(item) > MAX_LEVEL) return { error: TOO_DEEP }
  if (from.siblings === over.siblings) {
    from.siblings.splice(from.index, 1)
    from.siblings.splice(over.index, 0, item)
    return { tree: next }
  }
  from.siblings.splice(from.index, 1)
  const target = locate(next, overId)!
  target.siblings.splice(target.index, 0, item)
  return { tree: next }
}

/** Every item's key with its path in the API's error keys: `items[0].items[1]`. */
export function errorPaths(tree: MenuItem[], prefix = 'items'): Map<string, string> {
  const paths = new Map<string, string>()
  tree.forEach((item, index) => {
    const path = `${prefix}[${index}]`
    paths.set(item.key, path)
    for (const [id, sub] of errorPaths(item.items, `${path}.items`)) paths.set(id, sub)
  })
  return paths
}

/** The tree as the API takes it: sub-items without the top level's own fields. */
export function payload(tree: MenuItem[], level = 0): Record<string, unknown>[] {
  return tree.map((item) => {
    const { key: _key, type, column_width, style, items, ...rest } = item
    return level === 0
      ? { ...rest, type, column_width, style, items: payload(items, 1) }
      : { ...rest, items: payload(items, level + 1) }
  })
}

/** Items in reading order with their level, for lists and labels. */
export function flatten(tree: MenuItem[], level = 0): { item: MenuItem; level: number }[] {
  return tree.flatMap((item) => [{ item, level }, ...flatten(item.items, level + 1)])
}
