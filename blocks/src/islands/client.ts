/**
 * The browser side of islands, small and free of React: reads the page's islands data,
 * and hydrates every `<wm-island>` at its moment (hydrationMoments.ts). React and an
 * island's component are fetched only when the first island hydrates, so a page
 * without islands (or before any interaction with those that wait for it) runs no
 * React at all. Clicks on an island's buttons before it hydrated are replayed after,
 * text typed into its fields is handed to it, and a form of its own without an action
 * (its component submits it) keeps a submit made before for after, so no input is lost.
 * A form that also posts on its own (`data-hold-submit`, the site's forms) does so
 * until its island starts hydrating; a submit made while it hydrates waits for the
 * component, and is posted natively after all if hydrating fails.
 */
import type { PageIslands } from './collector.ts';
import { PAGE_ISLANDS_ID } from './collector.ts';
import {
  HYDRATE_NOW_EVENT, ISLAND_INPUT_EVENTS, ISLAND_INTERACTION_EVENTS, PAGE_INTERACTION_EVENTS, VISIBLE_MARGIN,
} from './hydrationMoments.ts';

/** Elements whose clicks wait for hydration (links and submit buttons work without it). */
const QUEUED_CLICK_TARGETS = 'button:not([type="submit"]), [role="button"], summary';

/**
 * Forms whose submits wait for hydration: without an action they have no destination
 * of their own (the component sends them); a form with one (search) works without it.
 */
const QUEUED_SUBMIT_FORMS = 'form:not([action])';

/**
 * Forms that post natively before their island hydrates (and without JavaScript), but
 * whose submit made while it hydrates waits for the component: its answer (errors in
 * place, uploads) is the better one, and it is only moments away.
 */
const HELD_WHILE_HYDRATING_FORMS = 'form[action][data-hold-submit]';

function pageIslands(doc: Document): PageIslands | null {
  const script = doc.getElementById(PAGE_ISLANDS_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PageIslands;
  } catch (error) {
    console.error('[site] islands data unreadable:', (error as Error).message);
    return null;
  }
}

/** The element an IntersectionObserver can see (`wm-island` itself has no box). */
function observable(element: Element): Element | null {
  return element.firstElementChild;
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

function stored(key: string): boolean {
  try {
    return Boolean(window.localStorage.getItem(key));
  } catch {
    return false;
  }
}

function onFirst(target: EventTarget, events: readonly string[], run: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const handler = () => {
    for (const event of events) target.removeEventListener(event, handler, options);
    run();
  };
  for (const event of events) target.addEventListener(event, handler, options);
  return () => {
    for (const event of events) target.removeEventListener(event, handler, options);
  };
}

/**
 * Tells the component about text typed before hydration. React's value tracker took the
 * typed text as the field's known value while hydrating, so an input event alone would
 * not count as a change: the field goes back to its default through its own (tracked)
 * setter and gets the typed text again through the native one before the event.
 */
function handOverText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  const checkable = field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type);
  if (native && !checkable && Object.hasOwn(field, 'value')) {
    field.value = field.defaultValue;
    native.call(field, typed);
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The button a held submit came from, if it still submits this form. */
function validSubmitter(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | undefined {
  return submitter && submitter.isConnected && submitter.closest('form') === form ? submitter : undefined;
}

class IslandHydration {
  private state: 'waiting' | 'hydrating' | 'done' | 'stopped' = 'waiting';
  private readonly clicks: HTMLElement[] = [];
  private readonly submits = new Map<HTMLFormElement, HTMLElement | null>();
  private readonly cleanups: Array<() => void> = [];
  private unmount: (() => void) | null = null;

  constructor(
    private readonly element: HTMLElement,
    private readonly id: string,
    private readonly data: PageIslands,
  ) {}

  schedule(): void {
    const { element } = this;
    const moment = element.dataset.hydrate ?? 'load';
    const start = () => void this.hydrate();
    this.cleanups.push(onFirst(element, [HYDRATE_NOW_EVENT], start));
    this.queueSubmits();
    if (moment === 'load') return start();
    if (moment === 'idle') return whenIdle(start);
    if (moment === 'visible') return this.whenVisible(start);
    if (moment === 'interaction') {
      this.queueClicks();
      this.cleanups.push(onFirst(element, ISLAND_INTERACTION_EVENTS, start));
      return undefined;
    }
    if (moment === 'input') {
      this.cleanups.push(onFirst(element, ISLAND_INPUT_EVENTS, start));
      return undefined;
    }
    if (moment === 'page-interaction') {
      this.cleanups.push(onFirst(window, PAGE_INTERACTION_EVENTS, start));
      return undefined;
    }
    if (moment.startsWith('media:')) return this.whenMedia(moment.slice('media:'.length), start);
    // Else only the wm:hydrate event (registered above) starts it.
    if (moment.startsWith('storage:')) return stored(moment.slice('storage:'.length)) ? start() : undefined;
    console.error(`[site] island ${this.id}: unknown hydration moment "${moment}"`);
    return undefined;
  }

  private whenVisible(start: () => void): void {
    const target = observable(this.element);
    if (!target || typeof IntersectionObserver === 'undefined') return whenIdle(start);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    }, { rootMargin: VISIBLE_MARGIN });
    observer.observe(target);
    this.cleanups.push(() => observer.disconnect());
  }

  private whenMedia(query: string, start: () => void): void {
    const list = window.matchMedia(query);
    if (list.matches) return start();
    const onChange = () => {
      if (!list.matches) return;
      list.removeEventListener('change', onChange);
      start();
    };
    list.addEventListener('change', onChange);
    this.cleanups.push(() => list.removeEventListener('change', onChange));
  }

  /** Holds `type` events that `take` keeps for after hydration, and starts hydrating. */
  private hold(type: 'click' | 'submit', take: (event: Event) => boolean): void {
    const onEvent = (event: Event) => {
      if (this.state === 'done' || !take(event)) return;
      event.preventDefault();
      event.stopPropagation();
      void this.hydrate();
    };
    this.element.addEventListener(type, onEvent, true);
    this.cleanups.push(() => this.element.removeEventListener(type, onEvent, true));
  }

  private queueClicks(): void {
    this.hold('click', (event) => {
      const target = (event.target as Element | null)?.closest?.(QUEUED_CLICK_TARGETS);
      if (!(target instanceof HTMLElement) || !this.element.contains(target)) return false;
      if (!this.clicks.includes(target)) this.clicks.push(target);
      return true;
    });
  }

  private queueSubmits(): void {
    this.hold('submit', (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return false;
      const held = form.matches(QUEUED_SUBMIT_FORMS) || (this.state === 'hydrating' && form.matches(HELD_WHILE_HYDRATING_FORMS));
      if (!held) return false;
      this.submits.set(form, (event as SubmitEvent).submitter ?? null);
      return true;
    });
  }

  private async hydrate(): Promise<void> {
    if (this.state !== 'waiting') return;
    this.state = 'hydrating';
    const entry = this.data.islands[this.id];
    let failed = false;
    try {
      if (!entry) throw new Error('no islands data');
      const { hydrateIsland } = await import('./hydrate.tsx');
      this.unmount = await hydrateIsland(this.element, this.id, entry, this.data.site);
    } catch (error) {
      // Later events are no longer held (cleanups below): the server HTML works on its own.
      console.error(`[site] island ${entry?.name ?? this.id} could not hydrate:`, error);
      failed = true;
    } finally {
      for (const cleanup of this.cleanups.splice(0)) cleanup();
    }
    if (failed) return this.postHeldForms();
    // stop() may have run while the island was loading.
    if ((this.state as string) === 'stopped') return this.stop();
    this.state = 'done';
    this.element.setAttribute('data-hydrated', '');
    this.replay();
  }

  /** After a failed hydration: held forms that post on their own do so now. */
  private postHeldForms(): void {
    const submits = [...this.submits];
    this.submits.clear();
    for (const [form, submitter] of submits) {
      if (form.isConnected && form.hasAttribute('action')) form.requestSubmit(validSubmitter(form, submitter));
    }
  }

  /** No more hydration; a hydrated island is unmounted. */
  stop(): void {
    this.state = 'stopped';
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.unmount?.();
    this.unmount = null;
  }

  /** Text typed (and options chosen) before hydration reach the component; queued clicks happen now. */
  private replay(): void {
    // Everything is read first: the component's first re-render puts its own values back.
    const texts = [...this.element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((field) => field.value !== field.defaultValue)
      .map((field) => [field, field.value] as const);
    const choices = [...this.element.querySelectorAll('select')]
      .filter((select) => [...select.options].some((option) => option.selected !== option.defaultSelected))
      .map((select) => [select, [...select.options].map((option) => option.selected)] as const);
    for (const [field, typed] of texts) handOverText(field, typed);
    for (const [select, selected] of choices) {
      selected.forEach((on, index) => {
        select.options[index].selected = on;
      });
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const target of this.clicks.splice(0)) if (target.isConnected) target.click();
    if (this.submits.size === 0) return;
    // After the handed-over text has re-rendered the component (React flushes in a microtask).
    const submits = [...this.submits];
    this.submits.clear();
    setTimeout(() => {
      for (const [form, submitter] of submits) {
        if (form.isConnected) form.requestSubmit(validSubmitter(form, submitter));
      }
    }, 0);
  }
}

/** Set on <html> once every island is scheduled (tests and tools wait for it). */
export const ISLANDS_READY_ATTRIBUTE = 'data-islands';

export interface PageIslandsHandle {
  /** How many islands the page has. */
  count: number;
  /** Cancels pending hydrations and unmounts hydrated islands (tests, the editor). */
  stop: () => void;
}

/** Schedules every island of the page. */
export function startIslands(doc: Document = document): PageIslandsHandle {
  const data = pageIslands(doc);
  const handle = data ? startIslandsIn(doc, data) : { count: 0, stop: () => undefined };
  doc.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, String(handle.count));
  return handle;
}

/**
 * Schedules the islands inside `root` whose ids `data` holds: a page's, or those of a
 * section the editor's preview frame swapped in (rendered alone, with ids of its own).
 */
export function startIslandsIn(root: ParentNode, data: PageIslands): PageIslandsHandle {
  const hydrations: IslandHydration[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('wm-island')) {
    const id = element.dataset.id;
    if (!id) continue;
    const hydration = new IslandHydration(element, id, data);
    hydration.schedule();
    hydrations.push(hydration);
  }
  return { count: hydrations.length, stop: () => hydrations.forEach((hydration) => hydration.stop()) };
}
