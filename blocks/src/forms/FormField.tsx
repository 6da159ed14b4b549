/**
 * One form item: its label (shown when hide_label is '0', otherwise only for screen
 * readers), the input of its type and, in red under it, the messages the server
 * returned for it. Required items are marked with an asterisk; the server decides
 * whether a value is valid (spec 000 section 5), so the browser does not block.
 * A file item's control is the upload field (FileUploadField.tsx) in the same frame.
 */
import type { ChangeEvent, ReactNode } from 'react';
import type { FormItem } from '../site/types.ts';
import { joinClasses } from '../style/fieldClasses.ts';
import { fieldType } from './formValues.ts';

export type LabelAlign = 'top' | 'left';

export interface FormFieldProps {
  item: FormItem;
  inputId: string;
  value: string;
  errors: string[] | undefined;
  labelAlign: LabelAlign;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The id of the list of an item's messages, which its control names in aria-describedby. */
export function errorListId(inputId: string): string {
  return `${inputId}-fouten`;
}

export const INPUT = 'block w-full rounded border bg-white px-4 py-3 text-dark';
const CHOOSE = 'Maak een keuze';

function options(item: FormItem) {
  return (Array.isArray(item.options) ? item.options : []).filter((option) => option && typeof option === 'object');
}

export function FormField({ item, inputId, value, errors, labelAlign, disabled, onChange }: FormFieldProps) {
  const type = fieldType(item);
  const required = item.required === '1';
  const showLabel = item.hide_label === '0';
  const invalid = Boolean(errors?.length);
  const errorId = errorListId(inputId);
  const common = {
    id: inputId,
    name: item.identifier || item.id,
    disabled,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    className: joinClasses(INPUT, invalid ? 'border-red-500' : 'border-gray-300'),
  };
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(event.target.value);

  let input;
  if (type === 'textarea') {
    input = <textarea {...common} rows={5} value={value} onChange={change} placeholder={showLabel ? undefined : item.label} />;
  } else if (type === 'select') {
    const choices = options(item);
    const hasDefault = choices.some((option) => String(option.value) === String(item.default_value ?? ''));
    input = (
      <select {...common} value={value} onChange={change}>
        {hasDefault ? null : <option value="">{showLabel ? CHOOSE : item.label || CHOOSE}</option>}
        {choices.map((option, index) => (
          <option key={`${option.value}-${index}`} value={String(option.value)}>
            {option.title}
          </option>
        ))}
      </select>
    );
  } else {
    input = <input {...common} type={type} value={value} onChange={change} placeholder={showLabel ? undefined : item.label} />;
  }

  return (
    <FieldFrame item={item} inputId={inputId} errors={errors} labelAlign={labelAlign}>
      {input}
    </FieldFrame>
  );
}

export interface FieldFrameProps {
  item: FormItem;
  inputId: string;
  errors: string[] | undefined;
  labelAlign: LabelAlign;
  children: ReactNode;
}

/** The label of an item, its control and the server's messages for it in red under it. */
export function FieldFrame({ item, inputId, errors, labelAlign, children }: FieldFrameProps) {
  const required = item.required === '1';
  const showLabel = item.hide_label === '0';
  const beside = labelAlign === 'left' && showLabel;
  return (
    <div className={joinClasses('wm-form-field', beside && 'md:grid md:grid-cols-[12rem_1fr] md:items-start md:gap-4')} data-field={item.identifier || item.id}>
      <label htmlFor={inputId} className={showLabel ? joinClasses('mb-1 block font-medium', beside && 'md:mb-0 md:pt-3') : 'sr-only'}>
        {item.label}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="min-w-0">
        {children}
        {errors?.length ? (
          <ul id={errorListId(inputId)} className="mt-1 text-sm text-red-600">
            {errors.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
