/**
 * Script elements inside developer HTML that the page itself shows (rich-text raw
 * blocks): `inertScripts` rewrites every executable <script> so the browser's HTML
 * parser never runs it. Script in the page's origin is never run: embeds and custom
 * code run in their sandbox frame instead (SandboxFrame.tsx).
 *
 * Data scripts (application/ld+json, text/template, ...) are left untouched.
 */

/** The type an inert script gets; its original type is kept in data-wm-type. */
export const INERT_TYPE = 'text/x-wm-inert';
const ORIGINAL_TYPE = 'data-wm-type';

// The HTML standard's JavaScript MIME type essences, plus 'module'.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

// An opening <script ...> tag; quoted attribute values may contain '>'.
const SCRIPT_OPEN = /<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const SCRIPT_CLOSE = /<\/script(?=[\s/>])/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

interface Attribute {
  name: string;
  source: string;
  value: string;
}

function attributesOf(source: string): Attribute[] {
  const found: Attribute[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const raw = match[0];
    const equals = raw.indexOf('=');
    const value = equals < 0 ? '' : raw.slice(equals + 1).trim().replace(/^(["'])([\s\S]*)\1$/, '$2');
    found.push({ name: match[1].toLowerCase(), source: raw, value });
  }
  return found;
}

function isExecutable(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.split(';')[0].trim().toLowerCase();
  return EXECUTABLE_TYPES.has(essence);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function inertOpeningTag(attributeSource: string): string | null {
  const attributes = attributesOf(attributeSource);
  const type = attributes.find((attribute) => attribute.name === 'type');
  if (!isExecutable(type?.value)) return null;
  const kept = attributes.filter((attribute) => attribute.name !== 'type' && attribute.name !== ORIGINAL_TYPE);
  const parts = [`type="${INERT_TYPE}"`];
  if (type && type.value.trim()) parts.push(`${ORIGINAL_TYPE}="${escapeAttribute(type.value.trim())}"`);
  parts.push(...kept.map((attribute) => attribute.source));
  return `<script ${parts.join(' ')}>`;
}

/** `html` with every executable script made inert; script contents stay as they are. */
export function inertScripts(html: unknown): string {
  if (typeof html !== 'string' || !/<script/i.test(html)) return typeof html === 'string' ? html : '';
  let output = '';
  let position = 0;
  SCRIPT_OPEN.lastIndex = 0;
  for (;;) {
    SCRIPT_OPEN.lastIndex = position;
    const open = SCRIPT_OPEN.exec(html);
    if (!open) break;
    output += html.slice(position, open.index);
    output += inertOpeningTag(open[1]) ?? open[0];
    // The script's text runs up to the first </script: copy it verbatim, so a
    // '<script' inside a JavaScript string is never rewritten.
    SCRIPT_CLOSE.lastIndex = open.index + open[0].length;
    const close = SCRIPT_CLOSE.exec(html);
    const end = close ? close.index : html.length;
    output += html.slice(open.index + open[0].length, end);
    position = end;
  }
  return output + html.slice(position);
}
