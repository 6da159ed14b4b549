/**
 * Items moving to a new place in the preview frame slide there instead of jumping
 * (spec 001 §9: "animation 150 ms"): the FLIP technique. Every item's box is read
 * before the change, the change is made, and each item that moved is animated from
 * where it was to where it is now with the Web Animations API, so nothing of the
 * page's own styles is touched. A visitor who asked for less motion gets none.
 */
export const MOVE_ANIMATION_MS = 150

export function animatedMove(win: Window, items: Iterable<HTMLElement>, change: () => void): void {
  const before = new Map<HTMLElement, DOMRect>()
  for (const item of items) before.set(item, item.getBoundingClientRect())
  change()
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
  for (const [item, old] of before) {
    if (!item.isConnected || typeof item.animate !== 'function') continue
    const now = item.getBoundingClientRect()
    const dx = old.left - now.left
    const dy = old.top - now.top
    if (dx === 0 && dy === 0) continue
    item.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: MOVE_ANIMATION_MS, easing: 'ease' })
  }
}
