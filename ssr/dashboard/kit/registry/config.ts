/**
 * How a field type is declared: once, with its type and its renderer (Puck's field
 * configs, React Aria for the widgets). The registry beside this file maps types to
 * configs; FieldRenderer looks each definition up there.
 */
import type { ReactNode } from 'react';
import type { FieldDefinition, FieldOfType, FieldType } from '../types.ts';

export interface FieldProps<F extends FieldDefinition = FieldDefinition> {
  field: F;
  /** values[field.key], or field.getter(values). */
  value: unknown;
  onChange(value: unknown): void;
  /** The field's messages; empty when there are none or the form hides errors. */
  errors: string[];
  disabled: boolean;
  /** A DOM id unique in the page, for the input and its label. */
  id: string;
}

export interface FieldConfig<T extends FieldType = FieldType> {
  type: T;
  // Method syntax keeps configs of different types assignable to one registry type.
  render(props: FieldProps<FieldOfType<T>>): ReactNode;
}

export function defineField<T extends FieldType>(config: FieldConfig<T>): FieldConfig<T> {
  return config;
}

// The registry holds configs of different types side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFieldConfig = FieldConfig<any>;
