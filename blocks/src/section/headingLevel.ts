/**
 * Which heading element a section's own title gets, so every page has exactly one
 * h1 and its heading levels never skip (docs/blocks.md, "Heading levels").
 *
 * A page title section (the templates in PAGE_TITLE_TEMPLATES, and sectionTitle only
 * while its font_tag is h1) renders its title as h1 when it is the first page title
 * section of the page, and as h2 otherwise: a catalogue page showing three banners
 * keeps one h1. Titles a section shows beside the page title (a gallery title, the
 * thank-you message) are h2; cards and items within a section are h3. Rich-text
 * headings keep the level their author chose.
 */
import type { Page, Section } from '../site/types.ts';

export type TitleTag = 'h1' | 'h2';

/** Templates whose title names the page (a page title, a banner, a 404, a shop page). */
export const PAGE_TITLE_TEMPLATES: ReadonlySet<string> = new Set([
  'sectionTitle',
  'welcomeOne',
  'PageNotFound',
  'webshopCategoriesOne',
  'webshopProductsOne',
  'webshopSearch',
]);

/** True when `section` renders a page title (h1 candidate). */
export function isPageTitleSection(section: Section): boolean {
  if (!PAGE_TITLE_TEMPLATES.has(section.template)) return false;
  if (section.template !== 'sectionTitle') return true;
  const tag = section.meta?.font_tag;
  return tag === undefined || tag === '' || tag === 'h1';
}

/**
 * h1 for the first page title section of `page`, h2 for every later one. A section
 * rendered outside a page's component list (a preview, a secured section swapped in
 * after a password login whose page has none) counts as first when no page title
 * section precedes it, which for a lone section means h1.
 */
export function pageTitleTag(page: Pick<Page, 'components'>, section: Section): TitleTag {
  const first = (page.components ?? []).find(isPageTitleSection);
  return first === undefined || first.id === section.id ? 'h1' : 'h2';
}
