/**
 * Label above, help and errors below, tied to the input by ids (aria-describedby,
 * aria-invalid), for widgets React Aria has no field for (otp_code, color_selector,
 * code_editor). The React Aria fields use FieldLabel/FieldHelp/FieldMessages below.
 */
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import type { FieldBase } from '../types.ts';
import { errorClass, fieldClass, helpClass, labelClass } from './styles.ts';

export interface FrameIds {
  inputId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldFrameProps {
  field: FieldBase;
  id: string;
  errors: string[];
  /** A group of inputs (otp boxes) is labelled by id, not by for=. */
  labelFor?: boolean;
  children(ids: FrameIds): ReactNode;
}

export function FieldFrame({ field, id, errors, labelFor = true, children }: FieldFrameProps) {
  const labelId = `${id}-label`;
  const { describedBy, notes } = fieldNotes(field, id, errors);
  return (
    <div className={`${fieldClass} ${field.class ?? ''}`}>
      {field.title ? (
        <label id={labelId} htmlFor={labelFor ? id : undefined} className={field.hide_title ? 'sr-only' : labelClass}>
          {field.title}
          <RequiredMark field={field} />
        </label>
      ) : null}
      {children({ inputId: id, labelId, describedBy, invalid: errors.length > 0 })}
      {notes}
    </div>
  );
}

/** Help text and errors with ids, and the aria-describedby naming them. */
export function fieldNotes(field: FieldBase, id: string, errors: string[]) {
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {field.help ? <p id={helpId} className={helpClass}>{field.help}</p> : null}
      {errors.length ? (
        <p id={errorId} className={errorClass}>
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
  return { describedBy, notes };
}

export function RequiredMark({ field }: { field: FieldBase }) {
  if (!field.required) return null;
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}

/** A React Aria field's label (hidden visually with hide_title, still read out). */
export function FieldLabel({ field }: { field: FieldBase }) {
  if (!field.title) return null;
  return (
    <Label className={field.hide_title ? 'sr-only' : labelClass}>
      {field.title}
      <RequiredMark field={field} />
    </Label>
  );
}

/** Help text and errors of a React Aria field (which must get isInvalid). */
export function FieldMessages({ field, errors }: { field: FieldBase; errors: string[] }) {
  return (
    <>
      {field.help ? (
        <Text slot="description" className={helpClass}>
          {field.help}
        </Text>
      ) : null}
      <FieldError className={errorClass}>{errors.join(' ')}</FieldError>
    </>
  );
}
