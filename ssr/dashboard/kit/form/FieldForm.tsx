/**
 * A form from a list of field definitions: the fields, their errors (under each
 * field, the rest above the submit button, none with showErrors false), a loading
 * state that disables every input, and a submit button that ignores clicks while
 * onSubmit runs. Values are controlled: onChange gets the whole new map.
 */
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import type { FieldDefinition, FieldErrors, FormValues, PaletteColor } from '../types.ts';
import { visibleFieldKeys } from './conditional.ts';
import { FieldList } from './FieldRenderer.tsx';
import { FormContext, type FormContextValue } from './FormContext.tsx';
import { Spinner } from './Spinner.tsx';
import { SubmitBar } from './SubmitBar.tsx';

export interface FieldFormProps {
  definition: FieldDefinition[];
  values: FormValues;
  onChange(values: FormValues, changedKey: string): void;
  errors?: FieldErrors;
  loading?: boolean;
  showErrors?: boolean;
  /** Without it the form has no submit button (the page editor saves on its own). */
  onSubmit?(values: FormValues): void | Promise<void>;
  submitLabel?: string;
  /** Shown beside the submit button, e.g. 'Opgeslagen'. */
  success?: string;
  /** The project's colours for colour fields; transparent is added by the field. */
  palette?: PaletteColor[];
  /** The project the menu, form, partial, select_prefill and category pickers read (owner API). */
  project?: number;
  className?: string;
}

const NO_ERRORS: FieldErrors = {};
const NO_COLORS: PaletteColor[] = [];

export function FieldForm({
  definition,
  values,
  onChange,
  errors = NO_ERRORS,
  loading = false,
  showErrors = true,
  onSubmit,
  submitLabel = 'Opslaan',
  success,
  palette = NO_COLORS,
  project,
  className,
}: FieldFormProps) {
  const formId = `kit${useId().replace(/[^\w]/g, '')}`;
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  // Several changes in one event (a field's function setting another) build on each other.
  const latest = useRef(values);
  latest.current = values;
  const busy = loading || submitting;

  const context = useMemo<FormContextValue>(
    () => ({
      values,
      setValue(key, value) {
        latest.current = { ...latest.current, [key]: value };
        onChange(latest.current, key);
      },
      errors,
      showErrors,
      busy,
      formId,
      palette,
      project,
    }),
    [values, onChange, errors, showErrors, busy, formId, palette, project],
  );

  const strayErrors = useMemo(() => {
    if (!showErrors) return [];
    const shown = visibleFieldKeys(definition, values);
    return Object.entries(errors).flatMap(([key, messages]) => (shown.has(key) ? [] : messages));
  }, [definition, values, errors, showErrors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!onSubmit || submittingRef.current || loading) return;
    submittingRef.current = true;
    setSubmitting(true);
    try {
      await onSubmit(latest.current);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  return (
    <FormContext.Provider value={context}>
      <form noValidate onSubmit={submit} aria-busy={busy || undefined} className={`flex flex-col gap-5 ${className ?? ''}`}>
        {loading ? (
          <div className="text-gray-500">
            <Spinner label="Bezig met laden" />
          </div>
        ) : null}
        <FieldList fields={definition} />
        <SubmitBar
          strayErrors={strayErrors}
          submitLabel={onSubmit ? submitLabel : null}
          submitting={submitting}
          disabled={loading}
          success={success}
        />
      </form>
    </FormContext.Provider>
  );
}
