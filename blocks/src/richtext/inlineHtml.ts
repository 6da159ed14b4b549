/**
 * The render-side twin of the API's nh3 sanitiser (api/catalogue/richtext.py): inline
 * HTML of rich-text fields keeps only formatting tags and safe links. The API cleans
 * it when storing; this keeps pages free of scripts even for HTML that never passed
 * the API (older rows, hand-edited rows). HTML the API already
 * cleaned comes out unchanged.
 *
 * Consistency over completeness: attribute values are decoded (numeric and a few
 * named entities), checked, and written back with every '&' escaped, so what is
 * checked is exactly what the browser reads; an entity this module does not know
 * reaches the browser as literal text.
 */
import { safeUrl } from '../links/safeUrl.ts';

const ALLOWED_TAGS = new Set(['b', 'i', 'u', 'a', 'br', 'span', 'strong', 'em', 'mark', 'code', 's', 'sub', 'sup']);
const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target', 'rel']),
  span: new Set(['class']),
};
// ammonia's (nh3's) generic attributes, allowed on every tag.
const GENERIC_ATTRIBUTES: ReadonlySet<string> = new Set(['lang', 'title']);
const VOID_TAGS = new Set(['br']);
// Elements removed together with their content (nh3 drops script and style content;
// the raw-text elements are dropped too, their text is never visible content).
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'template', 'textarea', 'title', 'xmp', 'object']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*(?:>|$)|<\?[^>]*(?:>|$)|<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

// The same escaping as nh3's serialiser, so its output comes back unchanged.
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function cleanAttributes(tag: string, source: string): string {
  const specific = ALLOWED_ATTRIBUTES[tag];
  const allowed = (name: string) => GENERIC_ATTRIBUTES.has(name) || Boolean(specific?.has(name));
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!allowed(name) || seen.has(name)) continue;
    seen.add(name);
    let value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href') {
      const url = safeUrl(value);
      if (url === undefined) continue;
      value = url;
    }
    kept.push(` ${name}="${escapeAttribute(value)}"`);
  }
  return kept.join('');
}

/** Inline HTML reduced to the rich-text allowlist: no scripts, handlers or unsafe links. */
export function sanitiseInlineHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  if (!/[<>]/.test(html)) return html;
  let output = '';
  let position = 0;
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html)) !== null) {
    output += escapeText(html.slice(position, match.index));
    position = TOKEN.lastIndex;
    const [, closing, rawName, attributes] = match;
    if (rawName === undefined) continue; // comment, doctype, processing instruction
    const tag = rawName.toLowerCase();
    if (!closing && DROPPED_WITH_CONTENT.has(tag)) {
      const end = new RegExp(`</${tag}(?=[\\s/>])[^>]*>`, 'ig');
      end.lastIndex = position;
      const close = end.exec(html);
      position = close ? end.lastIndex : html.length;
      TOKEN.lastIndex = position;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) output += VOID_TAGS.has(tag) ? '' : `</${tag}>`;
    else output += `<${tag}${cleanAttributes(tag, attributes)}>`;
  }
  return output + escapeText(html.slice(position));
}
