/**
 * The Dutch texts of cart, checkout and order overview that are not project
 * translations (those are in ../texts.ts). The spec's sentences (000 §4, §5, §8) are
 * exact; the rest are ours.
 */
import type { ViesStatus } from './cartView.ts';

export const CART_LOADING_TEXT = 'Winkelwagen laden...';
export const ORDER_LOADING_TEXT = 'Bestelling laden...';
export const CHECKOUT_HEADING = 'Winkelwagen';
export const QUOTE_HEADING = 'Offerteaanvraag';
export const REVERSE_CHARGE_TEXT = '0% BTW verlegd';
export const BACK_TO_CART_TEXT = 'Naar de winkelwagen';
export const TO_CART_TEXT = 'Naar winkelwagen';
export const TO_CHECKOUT_TEXT = 'Afrekenen';
export const CLOSE_ADDED_TEXT = 'Melding sluiten';
export const PLACE_ORDER_TEXT = 'Bestelling plaatsen';
export const REQUEST_QUOTE_TEXT = 'Offerte aanvragen';
export const QUOTE_RECEIVED_HEADING = 'Je offerteaanvraag is ontvangen';
export const QUOTE_NEXT_TEXT = 'We bekijken je aanvraag en sturen je zo snel mogelijk een offerte per e-mail. Je hoeft nu niets te betalen; pas als je de offerte accepteert, wordt het een bestelling.';
export const ADDRESS_FIRST_TEXT = 'Vul eerst je adres in; dan zie je hier de mogelijkheden.';
export const CONTACT_PHONE_TEXT = 'Bel';
export const CONTACT_WHATSAPP_TEXT = 'WhatsApp';
export const NO_SHIPPING_METHODS_TEXT = 'Er zijn geen verzendmethodes beschikbaar op het gewenste adres. Neem contact met ons op om de mogelijkheden te bespreken.';
export const NO_PAYMENT_METHODS_TEXT = 'Voor je huidige bestelling zijn er geen betaalmethodes mogelijk. Neem contact met ons op om de mogelijkheden te bespreken.';
/** What each VIES outcome means for the price (ours; the sentences above are the spec's). */
export const VIES_STATE_TITLES: Record<Exclude<ViesStatus, 'unchecked'>, string> = {
  valid: 'BTW-nummer geldig',
  invalid: 'BTW-nummer ongeldig',
  unavailable: 'BTW-nummer niet te controleren',
};
export const VIES_PRICE_TEXTS = {
  reverseCharge: 'Je betaalt geen BTW: de BTW wordt verlegd (0% BTW verlegd).',
  charged: 'Je betaalt wel BTW: verleggen kan alleen bij levering aan een bedrijf in een ander EU-land dan het onze.',
  invalid: 'Zo kun je niet bestellen. Verbeter het nummer, of maak het veld leeg: dan rekenen we BTW.',
  unavailable: 'Je betaalt nu BTW; je bestelling gaat gewoon door.',
  checking: 'Het BTW-nummer wordt gecontroleerd…',
} as const;
export const VIES_TEXTS: Record<Exclude<ViesStatus, 'unchecked'>, string> = {
  valid: 'Je hebt een geldig BTW / VAT nummer ({number}) ingevuld voor je facturatie land ({country}).',
  invalid: 'Je hebt een ongeldig BTW / VAT nummer ({number}) ingevuld voor ({country}).',
  unavailable: 'De VIES controle is tijdelijk niet beschikbaar. We rekenen tijdelijk BTW of neem contact met ons op.',
};
export const PAYMENT_STATUS_TEXTS = {
  pending: 'Betaling nog niet ontvangen of nog in verwerking.',
  paid: 'Betaling is succesvol ontvangen.',
  expired: 'De betaling is verlopen. Je kunt een nieuwe betaling starten om de bestelling verder af te ronden.',
} as const;
export const VERIFICATION_HEADING = 'Verificatie';
export const VERIFICATION_INTRO = 'Vul het e-mailadres in waarmee je de bestelling hebt geplaatst.';
export const PAY_TEXT = 'Betalen';
export const NO_ORDER_TEXT = 'Er is geen bestelling opgegeven.';
export const ORDER_NOT_LOADED_TEXT = 'De bestelling kon niet worden geladen.';

/** 'Winkelwagen (3 producten)', 'Winkelwagen (1 product)'; just 'Winkelwagen' before the count is known. */
export function cartLinkLabel(quantity: number | null): string {
  if (quantity === null) return 'Winkelwagen';
  return `Winkelwagen (${quantity} ${quantity === 1 ? 'product' : 'producten'})`;
}

/** The spec's VIES sentence for a status, with the number and country filled in; '' when unchecked. */
export function viesText(status: ViesStatus, number: string, country: string): string {
  if (status === 'unchecked') return '';
  return VIES_TEXTS[status].replace('{number}', number).replace('{country}', country);
}

/** The payment block's status sentence (contract: '' and open are still pending). */
export function paymentStatusText(status: string): string {
  if (status === 'paid') return PAYMENT_STATUS_TEXTS.paid;
  if (status === 'expired' || status === 'failed' || status === 'canceled') return PAYMENT_STATUS_TEXTS.expired;
  return PAYMENT_STATUS_TEXTS.pending;
}
