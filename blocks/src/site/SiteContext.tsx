/**
 * The site context every block and section reads: project, page, menus, forms,
 * reusable templates, the media facts of the page's images, the shop's cards, the editable flag, the current path, the API base and the
 * `replaceSections` hook of the password section.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FormOutcome } from '../forms/formOutcome.ts';
import type { Form, MediaFacts, Menu, Page, Project, ReusableTemplate, Section, ShopData } from './types.ts';

export interface SiteContextValue {
  project: Project;
  page: Page;
  menus: Record<string, Menu>;
  forms: Record<string, Form>;
  templates: Record<string, ReusableTemplate>;
  /** Facts of the images the media pipeline knows, by stored URL (the bundle's `media`). */
  media: Record<string, MediaFacts>;
  /**
   * The cards of the page's product and category blocks (the bundle's `shop`). Server
   * render only: islands never read it (it is not part of the site slice); they get
   * the cards they show as props.
   */
  shop: ShopData;
  /** True inside the page editor: placeholders and notices become visible. */
  editable: boolean;
  /** Path of the request being rendered, e.g. '/over-ons'. */
  currentPath: string;
  /** '' means same-origin ('/api/...'); SSR passes the wm_api_url override here. */
  apiBase: string;
  /**
   * The outcome of a form posted without JavaScript, when the page URL names one
   * (`?formulier=`): that form renders in its state after the post. Server render
   * only; the form's island gets it as a prop.
   */
  formOutcome: FormOutcome | null;
  /**
   * Swaps the rendered sections, e.g. for the secured ones after a password login;
   * `references` (menus, forms, templates only those sections use) join the context.
   */
  replaceSections: (sections: Section[], references?: Partial<SiteReferences>) => void;
}

/**
 * The keyed menus, forms and reusable templates sections refer to; with a password
 * page's secured sections also the project fields they render with (the page itself
 * carries none of those).
 */
export type SiteReferences = Pick<SiteContextValue, 'menus' | 'forms' | 'templates'> & { project?: Partial<Project> };

/** What a caller provides; everything but the project may be left out. */
export type SiteInput = Partial<SiteContextValue> & { project?: Project };

const EMPTY_PROJECT: Project = { id: 0 };
const EMPTY_SHOP: ShopData = Object.freeze({ products: {}, categories: {}, listings: {} }) as ShopData;

function ignoreReplace(): void {
  // Without a PageSections there are no sections to replace.
}

export function siteValue(input: SiteInput = {}): SiteContextValue {
  const currentPath = input.currentPath ?? input.page?.path ?? '/';
  return {
    project: input.project ?? EMPTY_PROJECT,
    page: input.page ?? { path: currentPath },
    menus: input.menus ?? {},
    forms: input.forms ?? {},
    templates: input.templates ?? {},
    media: input.media ?? {},
    shop: input.shop ?? EMPTY_SHOP,
    editable: input.editable ?? false,
    currentPath,
    apiBase: (input.apiBase ?? '').replace(/\/+$/, ''),
    formOutcome: input.formOutcome ?? null,
    replaceSections: input.replaceSections ?? ignoreReplace,
  };
}

const SiteContext = createContext<SiteContextValue>(siteValue());

export function SiteProvider({ value, children }: { value: SiteInput; children: ReactNode }) {
  const site = useMemo(() => siteValue(value), [value]);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}
