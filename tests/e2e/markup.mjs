/**
 * Reading raw server HTML the way a crawler or a browser without JavaScript would:
 * the visible text (scripts, styles and serialised page data left out), the title,
 * meta tags and link tags.
 */
import { decodeEntities, visibleText } from './demo.mjs';

/** Text of the document body a visitor sees without JavaScript. */
export function bodyText(html) {
  const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/i)?.[1] ?? html;
  return visibleText(body.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' '));
}

function attributes(tag) {
  const found = {};
  for (const [, name, , doubled, single, bare] of tag.matchAll(/([\w:-]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[name.toLowerCase()] = decodeEntities(doubled ?? single ?? bare ?? '');
  }
  return found;
}

/** Attributes of every `<name ...>` tag in the document head. */
export function headTags(html, name) {
  const head = html.match(/<head[^>]*>([\s\S]*?)<\/head>/i)?.[1] ?? '';
  return [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, inner]) => attributes(inner));
}

export function titleText(html) {
  const inner = html.match(/<title[^>]*>([\s\S]*?)<\/title>/i)?.[1];
  return inner === undefined ? undefined : visibleText(inner);
}

export function metaContent(html, name) {
  return headTags(html, 'meta').find((meta) => meta.name === name)?.content;
}

export function linkHref(html, rel) {
  return headTags(html, 'link').find((link) => link.rel === rel)?.href;
}

export function htmlLang(html) {
  return attributes(html.match(/<html\b([^>]*)>/i)?.[1] ?? '').lang;
}
