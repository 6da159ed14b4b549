/**
 * The password form on a public page: an island that hydrates at load (a remembered
 * password is tried at once). A public page has no whole-page React tree to swap
 * sections in, so on success the island loads the full page renderer (its own chunk,
 * with the section catalogue: fetched only after a successful unlock) and renders the
 * secured sections over the page's content (securedPageMount.tsx).
 *
 * The secured sections may use any of the page's menus, forms and templates, so the
 * island reads them all during render: read on the server, they are recorded into the
 * page's site data (islands/siteSlice.ts). Of the project it reads the id alone: the
 * project fields the secured sections render with (title, logo, translations, global
 * fields, ...) come with the unlock answer, so a visitor without the password gets
 * none of them in the page (styles, modules and the domain stayed in 41 % of its HTML).
 */
import { useSite, type SiteInput, type SiteReferences } from '../../site/SiteContext.tsx';
import type { Page, Section } from '../../site/types.ts';
import { PasswordForm } from './PasswordForm.tsx';

/** The page fields sections may read (not its public `components`). */
const PAGE_FIELDS = ['id', 'path', 'post_title', 'seo_title', 'seo_description', 'custom_fields', 'breadcrumbs', 'protected'] as const;

function pageFields(page: Page): Page {
  const picked: Record<string, unknown> = {};
  for (const key of PAGE_FIELDS) if (Object.hasOwn(page, key)) picked[key] = page[key];
  return picked as unknown as Page;
}

/** Everything of the site the secured sections may need, read (and so recorded) now. */
function useSecuredContext(): Omit<SiteInput, 'replaceSections'> {
  const site = useSite();
  return {
    project: { id: site.project.id },
    page: pageFields(site.page),
    menus: { ...site.menus },
    forms: { ...site.forms },
    templates: { ...site.templates },
    editable: false,
    currentPath: site.currentPath,
    apiBase: site.apiBase,
  };
}

export function PasswordFormIsland() {
  const context = useSecuredContext();
  const onUnlock = async (sections: Section[], references: Partial<SiteReferences> = {}) => {
    const { showSecuredPage } = await import('./securedPageMount.tsx');
    await showSecuredPage(sections, references, context);
  };
  return <PasswordForm onUnlock={onUnlock} />;
}
