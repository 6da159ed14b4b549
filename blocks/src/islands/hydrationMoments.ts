/**
 * When an island hydrates (Astro's client:load / client:idle / client:visible /
 * client:media, plus two moments of our own):
 *
 * - `load`: as soon as the page has loaded.
 * - `idle`: when the browser is idle after load.
 * - `visible`: when the island comes within 200 px of the viewport.
 * - `interaction`: on the first pointer, focus, touch or key event inside the island;
 *   a click made before hydration finished is replayed on the same element after it.
 * - `input`: on the visitor's first input into the island: focus, press, key, touch or
 *   an input event (autofill), but not a pointer passing over it. For forms: their
 *   server HTML works on its own until then (docs/islands.md).
 * - `page-interaction`: on the first interaction anywhere on the page (mouse move,
 *   scroll, key, click, touch), like the cookie bar of the spec.
 * - `media:<query>`: when the media query matches (e.g. `media:(max-width: 767px)`).
 * - `storage:<key>`: on load when localStorage holds `<key>`, else only when a
 *   `wm:hydrate` event asks (the header's cart link: only visitors with a cart load
 *   React for it; creating a cart dispatches the event).
 */
export type HydrationMoment = 'load' | 'idle' | 'visible' | 'interaction' | 'input' | 'page-interaction' | `media:${string}` | `storage:${string}`;

/** The events that count as a first interaction with one island. */
export const ISLAND_INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

/** The events that count as a first input into one island (no hover). */
export const ISLAND_INPUT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'touchstart'] as const;

/** The events that count as a first interaction with the page (spec, cookie bar). */
export const PAGE_INTERACTION_EVENTS = ['mousemove', 'scroll', 'keydown', 'click', 'touchstart', 'pointerdown'] as const;

/** Dispatched on a `wm-island` element, hydrates it at once (tests, the page editor). */
export const HYDRATE_NOW_EVENT = 'wm:hydrate';

/** Dispatched on the document when the page's content is replaced in the browser (an
 * unlocked password page): the page's islands stop. */
export const PAGE_REPLACED_EVENT = 'wm:page-replaced';

/** Margin around the viewport within which a `visible` island hydrates. */
export const VISIBLE_MARGIN = '200px';
