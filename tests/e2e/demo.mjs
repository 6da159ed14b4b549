/**
 * What the demo site document promises a visitor: page paths, menu labels, texts and
 * the password page. Tests read their expectations from api/demo/documents/demo.json
 * so they follow the demo content instead of retyping it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from './stack.mjs';

const DOCUMENT = join(ROOT, 'api', 'demo', 'documents', 'demo.json');

/** The demo site owner created by `load-demo` (README, api/demo/__init__.py). */
export const DEMO_OWNER = { email: 'eigenaar@demo.site.local', password: 'demo-wachtwoord' };

let cached;

export function demoDocument() {
  if (!cached) {
    if (!existsSync(DOCUMENT)) throw new Error(`demo document missing: ${DOCUMENT}`);
    cached = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
  }
  return cached;
}

export function page(path) {
  const found = demoDocument().pages.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`demo document has no page ${path}`);
  return found;
}

/** Text a visitor reads for an HTML fragment: tags dropped, entities decoded, spaces collapsed. */
export function visibleText(html) {
  return decodeEntities(String(html).replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

export function decodeEntities(text) {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&');
}

function isRichText(value) {
  return (
    value && typeof value === 'object' && Array.isArray(value.blocks) &&
    value.blocks.every((block) => block && typeof block.type === 'string' && 'data' in block)
  );
}

/** Paragraph and heading texts of every rich-text document inside `value`, in order. */
export function richTexts(value, found = []) {
  if (typeof value === 'string' && value.trimStart().startsWith('{')) {
    try {
      return richTexts(JSON.parse(value), found);
    } catch {
      return found;
    }
  }
  if (Array.isArray(value)) {
    for (const item of value) richTexts(item, found);
  } else if (isRichText(value)) {
    for (const block of value.blocks) {
      if ((block.type === 'paragraph' || block.type === 'header') && block.data.text) {
        const text = visibleText(block.data.text);
        if (text) found.push(text);
      }
    }
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) richTexts(item, found);
  }
  return found;
}

/** The header section of a page and the menu its main menu field points at. */
export function headerMenu(path = '/') {
  const header = page(path).components.find((section) => /header/i.test(section.template));
  if (!header) throw new Error(`demo page ${path} has no header section`);
  const menuId = header.meta?.main_menu_menu;
  const menu = demoDocument().menus.find((candidate) => candidate.id === menuId);
  if (!menu) throw new Error(`demo header on ${path} points at unknown menu ${menuId}`);
  return { header, menu };
}

/** The first menu item with a dropdown, and its first sub-item. */
export function submenuItem(menu) {
  const parent = menu.items.find((item) => item.type === 'submenu_simple' && item.items?.length);
  if (!parent) throw new Error(`demo menu ${menu.id} has no submenu_simple item with sub-items`);
  const child = parent.items.find((item) => item.item_type !== 'text' && item.label);
  return { parent, child };
}

/** The first password-protected demo page: path, plain password, public and secured texts. */
export function passwordPage() {
  const found = demoDocument().pages.find((candidate) => typeof candidate.password === 'string');
  if (!found) throw new Error('demo document has no page with a plain password');
  const publicTexts = new Set(richTexts(found.components));
  return {
    path: found.path,
    password: found.password,
    securedTexts: richTexts(found.secured_components).filter((text) => !publicTexts.has(text)),
  };
}

/**
 * One page of each kind the demo shop shows, for checks that cover every page template
 * (make lighthouse, the layout-shift check): the first category of each category layout,
 * the product with the most images (its gallery pages its thumbnails), the first product
 * with options, and the search page. Seven paths, read from the demo document.
 */
export function shopPages() {
  const { categories, products } = demoDocument().shop;
  const byLayout = new Map();
  for (const category of categories) if (category.layout && !byLayout.has(category.layout)) byLayout.set(category.layout, category.path);
  const imageCount = (product) => [product.main_image, ...String(product.sub_images ?? '').split('|')].filter(Boolean).length;
  const gallery = products.reduce((most, product) => (imageCount(product) > imageCount(most) ? product : most));
  const withOptions = products.find((product) => product !== gallery && product.options?.length);
  if (byLayout.size < 4 || !withOptions) throw new Error('the demo shop lacks a category layout or a product with options');
  return [...byLayout.values(), gallery.path, withOptions.path, '/search?query=taart'];
}
