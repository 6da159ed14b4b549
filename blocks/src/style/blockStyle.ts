/**
 * The style settings of a block (definitions/style.schema.json) as the attributes of
 * its wrapper element: Tailwind classes from the schema's class templates, inline
 * styles for RGB(A) colours and the background image, the div id and extra classes,
 * and the rules of per-breakpoint values (responsive.ts) with the class scoping them.
 */
import type { CSSProperties } from 'react';
import { styleFields } from '../schema/fields.ts';
import { firstImageUrl } from '../media/imageUrl.ts';
import { fieldClasses, fieldStyle } from './fieldClasses.ts';
import { classValue, responsiveStyle } from './responsive.ts';

export interface WrapperAttributes {
  id?: string;
  className: string;
  style?: CSSProperties;
  /** Rules of per-breakpoint values, for a `<style>` element beside the wrapper. */
  css?: string;
}

// Background size and position only mean something with a background image.
const IMAGE_ONLY = new Set(['background_size', 'background_position']);
const DIV_ID = /^[A-Za-z][A-Za-z0-9_:.-]*$/;
const CLASS_TOKEN = /^[A-Za-z0-9_:./[\]#%()-]+$/;

/** A url() value for inline CSS, with quotes and line breaks escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * `values` must already be merged with styleDefaults(). `editor`: the editor's preview,
 * where a hidden block is dimmed and outlined instead of gone (responsive.ts), so the
 * owner can still find it.
 */
export function styleAttributes(input: Record<string, unknown>, { editor = false }: { editor?: boolean } = {}): WrapperAttributes {
  const values = editor && input.hidden === '1' ? { ...input, hidden: { base: '1' } } : input;
  const classes: string[] = [];
  let style: CSSProperties = {};
  const image = firstImageUrl(values.background_image);
  for (const [key, definition] of styleFields()) {
    if (IMAGE_ONLY.has(key) && !image) continue;
    classes.push(...fieldClasses(definition, classValue(key, values[key])));
    style = { ...style, ...fieldStyle(definition, values[key]) };
  }
  if (image) style.backgroundImage = cssUrl(image);
  if (typeof values.div_class === 'string') {
    classes.push(...values.div_class.split(/\s+/).filter((token) => CLASS_TOKEN.test(token)));
  }
  const responsive = responsiveStyle(styleFields(), values, { editor });
  if (responsive) classes.push(responsive.className);
  const id = typeof values.div_id === 'string' && DIV_ID.test(values.div_id) ? values.div_id : undefined;
  const result: WrapperAttributes = { id, className: classes.join(' '), style: Object.keys(style).length > 0 ? style : undefined };
  if (responsive) result.css = responsive.css;
  return result;
}
