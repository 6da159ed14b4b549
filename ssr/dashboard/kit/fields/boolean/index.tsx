/**
 * boolean and toggle: a React Aria switch. boolean stores '1'/'0' (the section
 * templates' booleans); toggle flips between true_value and false_value
 * (default true/false).
 */
import { Switch } from 'react-aria-components';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import { fieldNotes, RequiredMark } from '../../form/FieldFrame.tsx';
import { fieldClass, labelClass } from '../../form/styles.ts';
import type { ValueField } from '../../types.ts';

export function isOn(value: unknown, trueValue: unknown): boolean {
  if (value === trueValue) return true;
  return value != null && trueValue != null && String(value) === String(trueValue);
}

function SwitchField({ field, value, onChange, errors, disabled, id, on, off }: FieldProps<ValueField> & { on: unknown; off: unknown }) {
  const { describedBy, notes } = fieldNotes(field, id, errors);
  return (
    <div className={`${fieldClass} ${field.class ?? ''}`}>
      <Switch
        id={id}
        isSelected={isOn(value, on)}
        onChange={(selected) => onChange(selected ? on : off)}
        isDisabled={disabled}
        aria-describedby={describedBy}
        className="group inline-flex w-fit cursor-pointer items-center gap-3 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
      >
        <span
          aria-hidden="true"
          className="flex h-6 w-10 shrink-0 items-center rounded-full bg-gray-300 p-0.5 transition-colors group-data-[selected]:bg-blue-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blue-600 group-data-[focus-visible]:ring-offset-2"
        >
          <span className="size-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-4" />
        </span>
        <span className={field.hide_title ? 'sr-only' : labelClass}>
          {field.title}
          <RequiredMark field={field} />
        </span>
      </Switch>
      {notes}
    </div>
  );
}

export const boolean = defineField({ type: 'boolean', render: (props) => <SwitchField {...props} on="1" off="0" /> });

export const toggle = defineField({
  type: 'toggle',
  render: (props) => (
    <SwitchField
      {...props}
      on={props.field.true_value === undefined ? true : props.field.true_value}
      off={props.field.false_value === undefined ? false : props.field.false_value}
    />
  ),
});
