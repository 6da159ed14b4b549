/** Which Webwinkel section a path below /wm/shop names (pure, for ShopArea and tests). */
export function sectionOf<T extends { key: string }>(sections: readonly T[], rest: string[]): { section: T; rest: string[]; known: boolean } {
  const found = sections.find((section) => section.key === rest[0])
  return { section: found ?? sections[0], rest: found ? rest.slice(1) : [], known: Boolean(found) }
}
