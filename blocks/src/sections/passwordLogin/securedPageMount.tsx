/**
 * Shows the secured sections of an unlocked password page in the browser (loaded on
 * demand by PasswordFormIsland.tsx, after a successful unlock only): the full page
 * renderer with the section catalogue, rendered over the page's content as one React
 * tree, with the references of the unlock answer merged over the page's own.
 */
import { createRoot } from 'react-dom/client';
import { PAGE_REPLACED_EVENT } from '../../islands/hydrationMoments.ts';
import { preloadIslands } from '../../islands/loaded.ts';
import { PageSections } from '../../render/PageSections.tsx';
import type { SiteInput, SiteReferences } from '../../site/SiteContext.tsx';
import type { Section } from '../../site/types.ts';

/** The element the server renders the page's body into (ssr/pages/+onRenderHtml.tsx). */
export const PAGE_ROOT_ID = 'root';

function pageRoot(): HTMLElement {
  const root = document.getElementById(PAGE_ROOT_ID) ?? document.querySelector<HTMLElement>('.wm-page')?.parentElement;
  if (!root) throw new Error(`#${PAGE_ROOT_ID} ontbreekt`);
  return root;
}

export async function showSecuredPage(
  sections: Section[],
  references: Partial<SiteReferences>,
  context: Omit<SiteInput, 'replaceSections'>,
): Promise<void> {
  // Islands in the secured sections render inline in this tree, so their code comes first.
  await preloadIslands();
  const site = {
    ...context,
    project: { ...context.project, ...references.project } as NonNullable<SiteInput['project']>,
    menus: { ...context.menus, ...references.menus },
    forms: { ...context.forms, ...references.forms },
    templates: { ...context.templates, ...references.templates },
  };
  // The public page's HTML (and its islands) is replaced as a whole; the islands are
  // unmounted first (ssr/pages/+client.ts listens), so none keeps listening.
  const root = pageRoot();
  document.dispatchEvent(new CustomEvent(PAGE_REPLACED_EVENT));
  root.replaceChildren();
  createRoot(root).render(<PageSections sections={sections} context={site} fillViewport />);
}
