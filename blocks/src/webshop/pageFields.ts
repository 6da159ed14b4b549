/**
 * Reading the webshop fields of a page (page.custom_fields: title, descriptions,
 * main_image, ...) and the project's webshop settings (cart, checkout page). The API checks
 * custom_fields against shared-schema/definitions/pagefields.schema.json; values are
 * still read defensively (older rows): titles as plain text, descriptions through
 * RichText (which sanitises inline HTML again when rendering).
 */
import type { Page, Project } from '../site/types.ts';

/** The spec's default cart path; project.modules.webshop.shoppingcart_page overrides it. */
export const DEFAULT_CART_PATH = '/winkelwagen';
/** The contract's default checkout page; modules.webshop.checkout_page overrides it. */
export const DEFAULT_CHECKOUT_PATH = '/afrekenen';

export function customFields(page: Page): Record<string, unknown> {
  const fields = page.custom_fields;
  return typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? fields : {};
}

/** A plain-text field: tags removed, whitespace collapsed. */
export function plainField(value: unknown): string {
  return typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : '';
}

/** The page's webshop title: custom_fields.title, else the page's post_title. */
export function webshopTitle(page: Page): string {
  return plainField(customFields(page).title) || plainField(page.post_title);
}

function webshopSetting(project: Project, key: string): string {
  const webshop = project.modules?.webshop;
  const value = typeof webshop === 'object' && webshop !== null ? (webshop as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/** Path of the cart page (the webshop setting shoppingcart_page or '/winkelwagen'). */
export function cartPath(project: Project): string {
  return webshopSetting(project, 'shoppingcart_page') || DEFAULT_CART_PATH;
}

/** Path of the checkout page (the webshop setting checkout_page or '/afrekenen'). */
export function checkoutPath(project: Project): string {
  return webshopSetting(project, 'checkout_page') || DEFAULT_CHECKOUT_PATH;
}

/** Whether the project has the webshop module (project.modules.webshop is set). */
export function hasWebshop(project: Project): boolean {
  const webshop = project.modules?.webshop;
  return typeof webshop === 'object' && webshop !== null;
}
