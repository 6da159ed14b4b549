/**
 * How an image field group looks: radius, border, border colour, shadow, width and
 * height, read from the fields of one schema (the image and gallery blocks, the
 * image slider's `images_*` fields). Classes come only from the fields' x-field
 * templates; a border colour without letters is an RGB(A) triplet and becomes an
 * inline border colour; a height or width field without class templates is pixels.
 */
import type { CSSProperties } from 'react';
import type { FieldMap } from '../schema/fields.ts';
import { fieldClass, fieldStyle, joinClasses } from '../style/fieldClasses.ts';

export interface ImageLook {
  className: string;
  style: CSSProperties | undefined;
  /** Pixel sizes for the width/height attributes (only when the field is in pixels). */
  width: number | undefined;
  height: number | undefined;
}

const PIXELS = /^\d{1,4}$/;

/** '320' -> 320; '' or anything else -> undefined. */
export function pixels(value: unknown): number | undefined {
  return typeof value === 'string' && PIXELS.test(value.trim()) && Number(value) > 0 ? Number(value) : undefined;
}

function pixelField(fields: FieldMap, key: string, value: unknown): number | undefined {
  return fields.get(key)?.classes ? undefined : pixels(value);
}

/**
 * The look of an image from `values[prefix + 'radius']` and friends
 * (prefix '' for the image/gallery blocks, 'images_' for the image slider).
 */
export function imageLook(fields: FieldMap, values: Record<string, unknown>, prefix = ''): ImageLook {
  const key = (name: string) => `${prefix}${name}`;
  const className = joinClasses(
    fieldClass(fields, key('radius'), values[key('radius')]),
    fieldClass(fields, key('border'), values[key('border')]),
    fieldClass(fields, key('border_color'), values[key('border_color')]),
    fieldClass(fields, key('shadow'), values[key('shadow')]),
    fieldClass(fields, key('height'), values[key('height')]),
  );
  const width = pixelField(fields, key('width'), values[key('width')]);
  const height = pixelField(fields, key('height'), values[key('height')]);
  const style: CSSProperties = {
    ...fieldStyle(fields.get(key('border_color')), values[key('border_color')]),
    ...(width ? { width: `${width}px` } : {}),
    ...(height ? { height: `${height}px` } : {}),
  };
  return { className, style: Object.keys(style).length ? style : undefined, width, height };
}
