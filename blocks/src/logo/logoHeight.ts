/** The logo's height classes from a template's logo_height_mobile / logo_height fields. */
import type { FieldMap } from '../schema/fields.ts';
import { fieldClass, joinClasses } from '../style/fieldClasses.ts';

export function logoHeightClass(fields: FieldMap, meta: { logo_height?: unknown; logo_height_mobile?: unknown }): string {
  return joinClasses(
    fieldClass(fields, 'logo_height_mobile', meta.logo_height_mobile),
    fieldClass(fields, 'logo_height', meta.logo_height),
  );
}
