/** A labelled text field: label above, help below, the API's errors under it in red. */
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  errors?: string[]
  description?: string
  type?: string
  multiline?: boolean
  isRequired?: boolean
  autoFocus?: boolean
  autoComplete?: string
  name?: string
  placeholder?: string
}

export const INPUT_CLASS =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 sm:text-sm outline-none focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 data-invalid:border-red-600 data-invalid:ring-red-600/20'

export function TextInput({ label, value, onChange, errors, description, type = 'text', multiline, isRequired, autoFocus, autoComplete, name, placeholder }: Props) {
  const invalid = Boolean(errors?.length)
  return (
    <TextField
      value={value}
      onChange={onChange}
      isInvalid={invalid}
      isRequired={isRequired}
      type={type}
      autoFocus={autoFocus}
      autoComplete={autoComplete}
      name={name}
      validationBehavior="aria"
      className="block"
    >
      <Label className="block text-sm font-medium text-gray-900">
        {label}
        {isRequired ? <span className="text-red-700" aria-hidden="true"> *</span> : null}
      </Label>
      {multiline ? <TextArea rows={3} className={INPUT_CLASS} placeholder={placeholder} /> : <Input className={INPUT_CLASS} placeholder={placeholder} />}
      {description ? <Text slot="description" className="mt-1 block text-sm text-gray-600">{description}</Text> : null}
      <FieldError className="mt-1 block text-sm font-medium text-red-700">{errors?.join(' ')}</FieldError>
    </TextField>
  )
}
