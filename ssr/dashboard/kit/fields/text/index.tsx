/** text, url, password, textarea: React Aria text fields; the value is a string. */
import { useState } from 'react';
import { Input, TextArea, TextField } from 'react-aria-components';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import { FieldLabel, FieldMessages } from '../../form/FieldFrame.tsx';
import { fieldClass, inputClass, secondaryButtonClass } from '../../form/styles.ts';
import type { ValueField } from '../../types.ts';

export function asText(value: unknown): string {
  return value == null ? '' : String(value);
}

function TextInput({ field, value, onChange, errors, disabled, id, kind }: FieldProps<ValueField> & { kind: 'text' | 'url' | 'textarea' }) {
  return (
    <TextField
      id={id}
      value={asText(value)}
      onChange={onChange}
      isDisabled={disabled}
      isInvalid={errors.length > 0}
      isRequired={field.required}
      type={kind === 'url' ? 'url' : 'text'}
      inputMode={kind === 'url' ? 'url' : undefined}
      className={`${fieldClass} ${field.class ?? ''}`}
    >
      <FieldLabel field={field} />
      {kind === 'textarea' ? (
        <TextArea placeholder={field.placeholder} rows={5} className={`${inputClass} min-h-[150px]`} />
      ) : (
        <Input placeholder={field.placeholder} className={inputClass} />
      )}
      <FieldMessages field={field} errors={errors} />
    </TextField>
  );
}

function PasswordInput({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      value={asText(value)}
      onChange={onChange}
      isDisabled={disabled}
      isInvalid={errors.length > 0}
      isRequired={field.required}
      type={visible ? 'text' : 'password'}
      className={`${fieldClass} ${field.class ?? ''}`}
    >
      <FieldLabel field={field} />
      <div className="flex gap-2">
        <Input placeholder={field.placeholder} autoComplete="current-password" className={inputClass} />
        <button
          type="button"
          className={secondaryButtonClass}
          aria-label={visible ? 'Verberg wachtwoord' : 'Toon wachtwoord'}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Verberg' : 'Toon'}
        </button>
      </div>
      <FieldMessages field={field} errors={errors} />
    </TextField>
  );
}

export const text = defineField({ type: 'text', render: (props) => <TextInput {...props} kind="text" /> });
export const url = defineField({ type: 'url', render: (props) => <TextInput {...props} kind="url" /> });
export const textarea = defineField({ type: 'textarea', render: (props) => <TextInput {...props} kind="textarea" /> });
export const password = defineField({ type: 'password', render: PasswordInput });

/** Carries a value the owner does not edit (an id, a parent key). */
export const hidden = defineField({
  type: 'hidden',
  render: ({ field, value, id }) => <input type="hidden" id={id} name={field.key} value={asText(value)} />,
});
