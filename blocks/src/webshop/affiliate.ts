/**
 * The affiliate button's link (spec 000 §2): an https link to a domain other than the
 * project's domain_live opens in a new tab with rel "nofollow noopener"; other links
 * (the shop's own domain, relative paths, plain http) open in place. Hosts are compared
 * without case and without a leading "www.".
 */
import type { LinkAttributes } from '../links/linkAttributes.ts';
import { safeUrl } from '../links/safeUrl.ts';

function bareHost(value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}

export function affiliateLink(url: unknown, domainLive: unknown): LinkAttributes | null {
  const href = safeUrl(url);
  if (!href || href === '#') return null;
  const own = typeof domainLive === 'string' ? bareHost(domainLive) : '';
  const external = /^https:\/\//i.test(href) && bareHost(href) !== own;
  return external ? { href, target: '_blank', rel: 'nofollow noopener' } : { href };
}
