/**
 * Leaving the page for a payment (a module object, so tests can watch where it goes).
 * Only a web address or a path of the site is followed: a payment url is never run as
 * script.
 */
import { safeUrl } from '../../links/safeUrl.ts';

/** The url when the browser may go there for a payment, else ''. */
export function paymentTarget(url: string): string {
  const safe = safeUrl(url);
  return safe && !/^(mailto|tel):/i.test(safe) ? safe : '';
}

export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
