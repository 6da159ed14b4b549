/** Pure routing of the Webwinkel area (no React), so it can be tested on its own. */

/** `['orders', '1004']` → the orders section and `['1004']`; unknown or none → the first. */
export function sectionOf<S extends { key: string }>(sections: readonly S[], rest: string[]): { section: S; rest: string[]; known: boolean } {
  const [key, ...below] = rest
  const found = sections.find((section) => section.key === key)
  if (found) return { section: found, rest: below, known: true }
  return { section: sections[0], rest: [], known: key === undefined }
}

export const shopPath = (section: string, ...rest: (string | number)[]) =>
  ['/wm/shop', section, ...rest.map((part) => encodeURIComponent(String(part)))].join('/')
