/**
 * The only page code the browser runs (vike's `client` entry: the page is HTML-only for
 * vike, so its client runtime and router, 13 KB gzip, stay out): hydrate the islands,
 * each at its own moment, and on the project's 404 page register the miss. No React is
 * loaded here: the islands fetch it when the first of them hydrates (docs/islands.md).
 * Only a page in the editor's preview frame (`<html data-wm-editable>`, a valid preview
 * link with `&bewerken=1`) loads the frame bridge, a chunk of its own (frame/bridge.ts).
 */
import { startIslands } from '@site/blocks/islands/client.ts'
import { PAGE_REPLACED_EVENT } from '@site/blocks/islands/hydrationMoments.ts'
import { NOT_FOUND_DATA_ID, registerNotFound, type NotFoundMiss } from '../site/notFoundRegistration'

const islands = startIslands(document)
document.addEventListener(PAGE_REPLACED_EVENT, () => islands.stop(), { once: true })
const missing = document.getElementById(NOT_FOUND_DATA_ID)?.textContent
if (missing) void registerNotFound({ ...(JSON.parse(missing) as Omit<NotFoundMiss, 'url'>), url: window.location.href })
if (document.documentElement.hasAttribute('data-wm-editable')) void import('../frame/bridge').then((bridge) => bridge.startBridge())
