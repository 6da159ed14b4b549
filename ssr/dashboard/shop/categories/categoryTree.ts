/**
 * The shop's categories as a tree, and the moves the category screen makes on it:
 * pure functions that return a new tree or a Dutch refusal. A category may nest at
 * any depth (api/shop/rules.py checks only cycles). `arrangement` lists what a save
 * sends to `POST …/categories/arrange`: every category whose parent or position
 * differs from what is stored, with the version it was read at.
 */
import type { Category } from '../shopApi'

export type Node = { key: string; title: string; children: Node[] }
export type Result = { tree: Node[]; error?: undefined } | { tree?: undefined; error: string }
export type Placement = { id: string; parent: string | null; position: number; version: number }

const byPlace = (a: Category, b: Category) => a.position - b.position || a.id.localeCompare(b.id)

/** The tree of the categories (children by position, then key); a category whose parent is missing is shown at the top. */
export function buildTree(categories: Category[]): Node[] {
  const known = new Set(categories.map((category) => category.id))
  const children = new Map<string | null, Category[]>()
  for (const category of [...categories].sort(byPlace)) {
    const parent = category.parent && known.has(category.parent) ? category.parent : null
    children.set(parent, [...(children.get(parent) ?? []), category])
  }
  const seen = new Set<string>()
  const build = (parent: string | null): Node[] =>
    (children.get(parent) ?? []).filter((category) => !seen.has(category.id) && seen.add(category.id)).map((category) => ({ key: category.id, title: category.title, children: build(category.id) }))
  return build(null)
}

/** Nodes in reading order with their level and parent. */
export function flatten(tree: Node[], level = 0, parent: string | null = null): { node: Node; level: number; parent: string | null }[] {
  return tree.flatMap((node) => [{ node, level, parent }, ...flatten(node.children, level + 1, node.key)])
}

type Place = { siblings: Node[]; index: number; parent: Node | null }

export function locate(tree: Node[], key: string, parent: Node | null = null): Place | null {
  for (let index = 0; index < tree.length; index += 1) {
    if (tree[index].key === key) return { siblings: tree, index, parent }
    const found = locate(tree[index].children, key, tree[index])
    if (found) return found
  }
  return null
}

const clone = (tree: Node[]): Node[] => structuredClone(tree)
const GONE = 'Deze categorie bestaat niet meer.'

/** Swaps the category with its previous (-1) or next (1) sibling. */
export function move(tree: Node[], key: string, direction: -1 | 1): Result {
  const next = clone(tree)
  const place = locate(next, key)
  if (!place) return { error: GONE }
  const target = place.index + direction
  if (target < 0) return { error: 'Deze categorie staat al bovenaan.' }
  if (target >= place.siblings.length) return { error: 'Deze categorie staat al onderaan.' }
  const [node] = place.siblings.splice(place.index, 1)
  place.siblings.splice(target, 0, node)
  return { tree: next }
}

/** Makes the category the last subcategory of the one above it. */
export function indent(tree: Node[], key: string): Result {
  const next = clone(tree)
  const place = locate(next, key)
  if (!place) return { error: GONE }
  if (place.index === 0) return { error: 'Inspringen kan alleen onder een categorie die erboven staat.' }
  const [node] = place.siblings.splice(place.index, 1)
  place.siblings[place.index - 1].children.push(node)
  return { tree: next }
}

/** Moves the category out of its parent, to just after it. */
export function outdent(tree: Node[], key: string): Result {
  const next = clone(tree)
  const place = locate(next, key)
  if (!place) return { error: GONE }
  if (!place.parent) return { error: 'Deze categorie staat al op het hoogste niveau.' }
  const parentPlace = locate(next, place.parent.key)!
  const [node] = place.siblings.splice(place.index, 1)
  parentPlace.siblings.splice(parentPlace.index + 1, 0, node)
  return { tree: next }
}

/** A drop of `key` on `overKey`: it takes the other's place in its list (so it may change parent). */
export function moveOnto(tree: Node[], key: string, overKey: string): Result {
  if (key === overKey) return { tree }
  const next = clone(tree)
  const from = locate(next, key)
  if (!from || !locate(next, overKey)) return { error: GONE }
  const node = from.siblings[from.index]
  if (locate(node.children, overKey)) return { error: 'Een categorie kan niet onder zichzelf komen.' }
  const over = locate(next, overKey)!
  if (from.siblings === over.siblings) {
    from.siblings.splice(from.index, 1)
    from.siblings.splice(over.index, 0, node)
    return { tree: next }
  }
  from.siblings.splice(from.index, 1)
  const target = locate(next, overKey)!
  target.siblings.splice(target.index, 0, node)
  return { tree: next }
}

/** What to send after a move: each category whose parent or position (its index among its siblings) changed. */
export function arrangement(tree: Node[], categories: Category[]): Placement[] {
  const stored = new Map(categories.map((category) => [category.id, category]))
  const changed: Placement[] = []
  const walk = (nodes: Node[], parent: string | null) => {
    nodes.forEach((node, position) => {
      const category = stored.get(node.key)
      if (category && ((category.parent ?? null) !== parent || category.position !== position)) {
        changed.push({ id: node.key, parent, position, version: category.version })
      }
      walk(node.children, node.key)
    })
  }
  walk(tree, null)
  return changed
}
