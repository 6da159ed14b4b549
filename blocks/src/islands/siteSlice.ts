/**
 * Which parts of the site context the islands of a page read, so only those reach the
 * browser. While the server renders an island it hands the island a site whose maps
 * (project, page, menus, forms, templates, media) record every key read; the page then
 * serialises the union of those keys once, for all its islands.
 */
import { siteValue, type SiteContextValue, type SiteInput } from '../site/SiteContext.tsx';

/** The site entries whose keys are recorded (objects keyed by field or id). */
const TRACKED = ['project', 'page', 'menus', 'forms', 'templates', 'media'] as const;
type Tracked = (typeof TRACKED)[number];

/** Keys always sent: a project and a page are known by their id and path. */
const ALWAYS: Partial<Record<Tracked, string[]>> = { project: ['id'], page: ['id', 'path'] };

export type SiteNeeds = Record<Tracked, Set<string>>;

export function emptyNeeds(): SiteNeeds {
  return Object.fromEntries(TRACKED.map((key) => [key, new Set(ALWAYS[key] ?? [])])) as SiteNeeds;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function recording(target: Record<string, unknown>, keys: Set<string>): Record<string, unknown> {
  return new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(object, key)) keys.add(key);
      return Reflect.get(object, key, receiver);
    },
    has(object, key) {
      if (typeof key === 'string' && Object.hasOwn(object, key)) keys.add(key);
      return Reflect.has(object, key);
    },
    ownKeys(object) {
      for (const key of Object.keys(object)) keys.add(key);
      return Reflect.ownKeys(object);
    },
    getOwnPropertyDescriptor(object, key) {
      if (typeof key === 'string' && Object.hasOwn(object, key)) keys.add(key);
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
  });
}

/**
 * The site as an island sees it on the server: every read of a tracked key recorded.
 * The page's shop cards are not sent (they can be many): islands see an empty shop on
 * the server as in the browser, and get the cards they show as props. The same goes for
 * a form's outcome (the form island gets its own as a prop).
 */
export function recordingSite(site: SiteContextValue, needs: SiteNeeds): SiteContextValue {
  const result: Record<string, unknown> = { ...site, shop: siteValue().shop, formOutcome: null };
  for (const key of TRACKED) {
    const value = (site as unknown as Record<string, unknown>)[key];
    if (isObject(value)) result[key] = recording(value, needs[key]);
  }
  return result as unknown as SiteContextValue;
}

function pick(value: unknown, keys: Set<string>): Record<string, unknown> {
  if (!isObject(value)) return {};
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (Object.hasOwn(value, key)) picked[key] = value[key];
  return picked;
}

/**
 * A stored menu without its empty fields ('' , [] and {}): menu components read a
 * missing field exactly like an empty one, and a 21-item menu shrinks to a third.
 */
export function compactMenu(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compactMenu);
  if (!isObject(value)) return value;
  const compact: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const slim = compactMenu(entry);
    const empty = slim === '' || (Array.isArray(slim) && slim.length === 0) || (isObject(slim) && Object.keys(slim).length === 0);
    if (!empty) compact[key] = slim;
  }
  return compact;
}

/** What the browser gets: the keys the islands read, plus path, API base and mode. */
export function siteSlice(site: SiteContextValue, needs: SiteNeeds): SiteInput {
  const slice: Record<string, unknown> = {
    currentPath: site.currentPath,
    apiBase: site.apiBase,
    editable: site.editable,
  };
  for (const key of TRACKED) {
    const value = (site as unknown as Record<string, unknown>)[key];
    // Project and page always (their id and path); the maps when an island read one of them.
    if (isObject(value) && (ALWAYS[key] || needs[key].size > 0)) slice[key] = pick(value, needs[key]);
  }
  if (isObject(slice.menus)) slice.menus = compactMenu(slice.menus);
  return slice as SiteInput;
}
