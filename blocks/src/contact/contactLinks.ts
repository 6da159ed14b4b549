/**
 * Phone and chat links of the headers. The chat number must be international
 * without '+' (31600000000); a leading '+' or '00' typed anyway is removed, as are
 * spaces and dashes.
 */
import { safeUrl } from '../links/safeUrl.ts';

export function whatsappNumber(value: unknown): string {
  if (typeof value !== 'string') return '';
  const digits = value.trim().replace(/[\s().-]/g, '').replace(/^\+/, '').replace(/^00/, '');
  return /^\d{6,15}$/.test(digits) ? digits : '';
}

/** https://wa.me/<number>, or undefined when the number is unusable. */
export function whatsappHref(value: unknown): string | undefined {
  const number = whatsappNumber(value);
  return number ? `https://wa.me/${number}` : undefined;
}

/** The explicit link when set (tel:, mailto:, a page), otherwise tel: with the number's digits. */
export function phoneHref(number: unknown, link: unknown): string | undefined {
  const explicit = typeof link === 'string' ? safeUrl(link) : undefined;
  if (explicit) return explicit;
  if (typeof number !== 'string') return undefined;
  const dialable = number.trim().replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return dialable ? `tel:${dialable}` : undefined;
}
