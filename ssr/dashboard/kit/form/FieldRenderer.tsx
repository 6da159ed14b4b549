/** One definition: its conditional, then the renderer its type has in the registry. */
import { createElement, useId } from 'react';
import { fieldRegistry } from '../registry/index.ts';
import type { FieldDefinition } from '../types.ts';
import { conditionPasses } from './conditional.ts';
import { useFormContext } from './FormContext.tsx';

export function FieldRenderer({ field }: { field: FieldDefinition }) {
  const form = useFormContext();
  const reactId = useId();
  if (!conditionPasses(field.conditional, form.values)) return null;
  // Types not built yet render nothing rather than break the form (docs/form-field-kit.md).
  const config = fieldRegistry[field.type];
  if (!config) return null;
  const key = field.key;
  const value = field.getter ? field.getter(form.values) : key ? form.values[key] : undefined;
  const ownDisabled = typeof field.disabled === 'function' ? field.disabled(form.values) : Boolean(field.disabled);
  const errors = form.showErrors && key ? (form.errors[key] ?? []) : [];
  const onChange = (next: unknown) => {
    if (!key) return;
    form.setValue(key, next);
    if (field.function && field.type !== 'steps' && field.type !== 'tabs') {
      void field.function({ values: { ...form.values, [key]: next }, setValue: form.setValue });
    }
  };
  return createElement(config.render, {
    field,
    value,
    onChange,
    errors,
    disabled: form.busy || ownDisabled,
    id: field.id ?? `${form.formId}-${(field.unique_identifier ?? key ?? reactId).replace(/[^\w-]/g, '_')}`,
  });
}

/** A list of definitions, as a form, a group, a tab, a step or a column holds them. */
export function FieldList({ fields }: { fields: FieldDefinition[] }) {
  return (
    <>
      {fields.map((field, index) => (
        <FieldRenderer key={field.unique_identifier ?? field.key ?? field.id ?? `${field.type}-${index}`} field={field} />
      ))}
    </>
  );
}
