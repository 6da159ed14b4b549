/**
 * checkbox: with options a group whose value is the checked values comma-joined
 * ('a,c', the spec's form); without options one checkbox flipping between
 * true_value and false_value (default true/false).
 */
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup } from 'react-aria-components';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import { FieldLabel, FieldMessages, fieldNotes, RequiredMark } from '../../form/FieldFrame.tsx';
import { fieldClass, labelClass } from '../../form/styles.ts';
import type { ValueField } from '../../types.ts';
import { isOn } from '../boolean/index.tsx';
import { gridColumns, optionKey, optionLabel } from '../options.ts';

export function splitCommaJoined(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value == null || value === '') return [];
  return String(value).split(',').map((part) => part.trim()).filter(Boolean);
}

function Box({ children, value, id }: { children: ReactNode; value?: string; id?: string }) {
  return (
    <Checkbox
      id={id}
      value={value}
      className="group inline-flex cursor-pointer items-center gap-2 text-base md:text-sm text-gray-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
    >
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded border border-gray-400 bg-white text-white group-data-[selected]:border-blue-600 group-data-[selected]:bg-blue-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blue-600 group-data-[invalid]:border-red-600"
      >
        <svg viewBox="0 0 16 16" className="hidden size-3.5 group-data-[selected]:block" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M3 8.5l3.5 3.5L13 4.5" />
        </svg>
      </span>
      {children}
    </Checkbox>
  );
}

function CheckboxGroupField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const options = field.options ?? [];
  return (
    <CheckboxGroup
      id={id}
      value={splitCommaJoined(value)}
      // Keep the options' order, whatever order they were checked in.
      onChange={(checked) => onChange(options.map((o) => optionKey(field, o)).filter((k) => checked.includes(k)).join(','))}
      isDisabled={disabled}
      isInvalid={errors.length > 0}
      className={`${fieldClass} ${field.class ?? ''}`}
    >
      <FieldLabel field={field} />
      <div className={`grid gap-2 ${gridColumns[field.columns ?? 1] ?? gridColumns[1]}`}>
        {options.map((option) => (
          <Box key={optionKey(field, option)} value={optionKey(field, option)}>
            {optionLabel(field, option)}
          </Box>
        ))}
      </div>
      <FieldMessages field={field} errors={errors} />
    </CheckboxGroup>
  );
}

function SingleCheckbox({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const on = field.true_value === undefined ? true : field.true_value;
  const off = field.false_value === undefined ? false : field.false_value;
  const { describedBy, notes } = fieldNotes(field, id, errors);
  return (
    <div className={`${fieldClass} ${field.class ?? ''}`}>
      <Checkbox
        id={id}
        isSelected={isOn(value, on)}
        onChange={(selected) => onChange(selected ? on : off)}
        isDisabled={disabled}
        isInvalid={errors.length > 0}
        aria-describedby={describedBy}
        className="group inline-flex w-fit cursor-pointer items-center gap-2 text-base md:text-sm data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
      >
        <span
          aria-hidden="true"
          className="flex size-5 shrink-0 items-center justify-center rounded border border-gray-400 bg-white text-white group-data-[selected]:border-blue-600 group-data-[selected]:bg-blue-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blue-600 group-data-[invalid]:border-red-600"
        >
          <svg viewBox="0 0 16 16" className="hidden size-3.5 group-data-[selected]:block" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M3 8.5l3.5 3.5L13 4.5" />
          </svg>
        </span>
        <span className={field.hide_title ? 'sr-only' : labelClass}>
          {field.title}
          <RequiredMark field={field} />
        </span>
      </Checkbox>
      {notes}
    </div>
  );
}

export const checkbox = defineField({
  type: 'checkbox',
  render: (props) => (props.field.options?.length ? <CheckboxGroupField {...props} /> : <SingleCheckbox {...props} />),
});
