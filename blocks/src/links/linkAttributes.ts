/**
 * href, target and rel of a stored link: unsafe URLs dropped, and a link opening in
 * a new tab always gets noopener so the new page cannot reach this window.
 */
import { safeUrl } from './safeUrl.ts';

export interface LinkAttributes {
  href?: string;
  target?: string;
  rel?: string;
}

export function linkAttributes(url: unknown, target?: unknown, rel?: unknown): LinkAttributes {
  const href = safeUrl(url);
  const opensTab = target === '_blank';
  const relTokens = new Set(typeof rel === 'string' ? rel.split(/\s+/).filter(Boolean) : []);
  if (opensTab) relTokens.add('noopener');
  return {
    href,
    target: opensTab ? '_blank' : undefined,
    rel: relTokens.size > 0 ? [...relTokens].join(' ') : undefined,
  };
}
