/**
 * The webshop's visitor texts: the project's translation (project.translations[key])
 * when set, else the Dutch fallback below. One table, so every block and island shows
 * the same words for the same key (spec 000 §3 lists the keys; §9 the fallbacks
 * BEKIJKEN, Bestellen and 'Zoeken naar...').
 */
import type { Project } from '../site/types.ts';

export const WEBSHOP_TEXTS = {
  webshop_index_buyable_button: 'In winkelwagen',
  webshop_index_quote_button: 'Offerte aanvragen',
  webshop_open_addtocart_button: 'Bestellen',
  webshop_single_buyable_addtocart_button: 'In winkelwagen',
  webshop_single_quote_addtocart_button: 'Toevoegen aan offerte',
  webshop_single_quote_addtocart_added: 'Toegevoegd aan offerte',
  webshop_single_buyable_addtocart_success: 'Het product is toegevoegd aan je winkelwagen.',
  webshop_single_quote_addtocart_success: 'Het product is toegevoegd aan je offerteaanvraag.',
  webshop_single_affiliate_button: 'BEKIJKEN',
  webshop_incl_tax: 'Incl. btw ({price_excl} excl. btw)',
  webshop_excl_tax: 'Excl. btw ({price_incl} incl. btw)',
  webshop_after_price: '',
  website_search_field_placeholder: 'Zoeken naar...',
  webshop_cart_empty_shoppingcart_text: 'Geen producten in winkelwagen.',
  webshop_cart_empty_quote_text: 'Geen producten in winkelwagen.',
  webshop_cart_empty_global_text: 'Geen producten in winkelwagen.',
  webshop_delete: 'Verwijderen',
  webshop_per_piece: 'Per stuk',
  webshop_total: 'Totaal',
  webshop_total_excl_tax: 'Totaal excl. btw',
  webshop_total_incl_tax: 'Totaal incl. btw',
  webshop_percentage_tax: 'btw',
  webshop_shipping_total_excl_tax: 'Verzendkosten excl. btw',
  webshop_cart_continue: 'Verder naar afrekenen',
  webshop_thankyou_login_label: 'Bestelling bekijken',
} as const;

export type WebshopTextKey = keyof typeof WEBSHOP_TEXTS;

/** The project's text for `key`, else the fallback; `{name}` placeholders filled from `values`. */
export function webshopText(project: Pick<Project, 'translations'> | undefined, key: WebshopTextKey, values: Record<string, string> = {}): string {
  const own = project?.translations?.[key];
  const text = typeof own === 'string' && own.trim() ? own : WEBSHOP_TEXTS[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name] : whole));
}
