/**
 * The values of a rendered form: one string per field, keyed by the field's
 * identifier (its id when the identifier is empty), starting at the default values.
 */
import type { OptionValue } from '@site/shared-schema';
import type { Form, FormItem } from '../site/types.ts';

export type FormValues = Record<string, string>;

/**
 * Input kinds the renderer knows (the option set the API checks against); any other
 * stored type renders as a text input. Written out, not read from the schema, because
 * forms hydrate as islands, which must not carry the schemas; formValues.test.ts keeps
 * the list equal to the option set.
 */
export type FieldType = OptionValue<'form_field_type'>;
export const FIELD_TYPES: readonly FieldType[] = ['text', 'password', 'file', 'date', 'time', 'textarea', 'select'];

export function fieldType(item: FormItem): FieldType {
  return (FIELD_TYPES as readonly string[]).includes(item.type) ? (item.type as FieldType) : 'text';
}

export function fieldKey(item: FormItem): string {
  return String(item.identifier || item.id || '');
}

/** The form's items that can be rendered: objects with a key. */
export function formItems(form: Form): FormItem[] {
  const items = Array.isArray(form.items) ? form.items : [];
  return items.filter((item): item is FormItem => typeof item === 'object' && item !== null && fieldKey(item) !== '');
}

export function initialValues(form: Form): FormValues {
  const values: FormValues = {};
  for (const item of formItems(form)) {
    // A file input cannot be pre-filled.
    values[fieldKey(item)] = fieldType(item) === 'file' ? '' : String(item.default_value ?? '');
  }
  return values;
}
