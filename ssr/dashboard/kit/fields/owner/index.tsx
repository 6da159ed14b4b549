/**
 * Pickers of the project's documents, read through the owner API (the form's
 * `project`): menu (its menus), form (its forms), partial (its reusable templates).
 * Each is the kit's select over `{id, title}`, so it searches, says 'Loading...' /
 * 'No options available' and reloads on the event named after its key
 * (refreshField). The value keeps its shape: sections store the id as a string
 * (`main_menu_menu: 'main'`), blocks an object (`forms: {id}`), so an object value
 * gets `{...value, id}` back. A definition's fetchOptions replaces the API call.
 */
import { useCallback } from 'react';
import { useFormContext } from '../../form/FormContext.tsx';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { OptionsLoader, ValueField } from '../../types.ts';
import { SelectField } from '../select/SelectField.tsx';
import { loadOwnerList, type OwnerList } from './ownerOptions.ts';

export function isObjectValue(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field with the owner API loader for `list` unless it brings its own options. */
export function useOwnerField(field: ValueField, list: OwnerList): ValueField {
  const { project } = useFormContext();
  const fetchOptions = useCallback<OptionsLoader>(() => loadOwnerList(project, list), [project, list]);
  if (field.fetchOptions || field.fetchFunction || field.options) return field;
  return { ...field, fetchOptions, track_by: field.track_by ?? 'id', label_key: field.label_key ?? 'title' };
}

function DocumentPicker({ list, ...props }: FieldProps<ValueField> & { list: OwnerList }) {
  const field = useOwnerField(props.field, list);
  const { value, onChange } = props;
  const asObject = isObjectValue(value);
  const id = asObject ? (value.id ?? '') : (value ?? '');
  return (
    <SelectField
      {...props}
      field={field}
      value={id}
      onChange={(next) => onChange(asObject ? { ...value, id: next == null ? '' : String(next) } : next == null ? '' : String(next))}
    />
  );
}

export const menu = defineField({ type: 'menu', render: (props) => <DocumentPicker {...props} list="menus" /> });
export const form = defineField({ type: 'form', render: (props) => <DocumentPicker {...props} list="forms" /> });
export const partial = defineField({ type: 'partial', render: (props) => <DocumentPicker {...props} list="templates" /> });
