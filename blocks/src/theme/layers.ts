/**
 * The page-level stacking order: every layer that covers the page from `position:
 * fixed` takes its z-index from here, so their order is decided in one place (the
 * full scale, with the in-section values, is in docs/blocks.md).
 *
 * Lowest first: a header or menu bar pinned to the top while scrolling, the cookie
 * bar, the open mobile menu (it covers the whole screen, the cookie bar included,
 * while the visitor uses it), the cookie preferences modal (opened on purpose, so it
 * is on top of everything). Literal class names so Tailwind's scanner sees them.
 */
export const LAYERS = {
  fixedHeader: 'z-40',
  cookieBar: 'z-[60]',
  mobileMenu: 'z-[70]',
  cookieModal: 'z-[80]',
} as const;

export type Layer = keyof typeof LAYERS;

/** The numeric z-index of a layer class ('z-40' -> 40, 'z-[70]' -> 70). */
export function layerIndex(layer: Layer): number {
  return Number(/\d+/.exec(LAYERS[layer])?.[0]);
}
