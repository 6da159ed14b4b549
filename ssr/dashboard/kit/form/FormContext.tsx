/** What every field of one FieldForm shares: values, errors, the loading state, the palette. */
import { createContext, useContext } from 'react';
import type { FieldErrors, FormValues, PaletteColor } from '../types.ts';

export interface FormContextValue {
  values: FormValues;
  setValue(key: string, value: unknown): void;
  errors: FieldErrors;
  showErrors: boolean;
  /** Loading or submitting: every input is disabled. */
  busy: boolean;
  /** Prefix of the DOM ids of this form's fields. */
  formId: string;
  palette: PaletteColor[];
  /** The project whose menus, forms, templates, products and categories the pickers offer. */
  project?: number;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('Field rendered outside a FieldForm');
  return context;
}
