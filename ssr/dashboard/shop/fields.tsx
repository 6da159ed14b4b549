/** Small labelled controls the shop's editors share: a switch, a checkbox, a native select. */
import { useId } from 'react'
import { Checkbox, Switch } from 'react-aria-components'
import { INPUT_CLASS } from '../ui/TextInput'

export const SECTION = 'space-y-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5'

export function Toggle({ label, isSelected, onChange, description }: { label: string; isSelected: boolean; onChange: (value: boolean) => void; description?: string }) {
  const id = useId()
  return (
    <div>
      <Switch isSelected={isSelected} onChange={onChange} aria-describedby={description ? id : undefined} className="group flex items-center gap-3 text-sm font-medium text-gray-900">
        <span className="flex h-6 w-10 shrink-0 items-center rounded-full bg-gray-400 p-0.5 transition group-data-selected:bg-indigo-700 group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-600 group-data-focus-visible:ring-offset-2">
          <span className="size-5 rounded-full bg-white shadow transition group-data-selected:translate-x-4" />
        </span>
        {label}
      </Switch>
      {description ? <p id={id} className="mt-1 pl-13 text-sm text-gray-600">{description}</p> : null}
    </div>
  )
}

export function Check({ label, isSelected, onChange, className = '' }: { label: React.ReactNode; isSelected: boolean; onChange: (value: boolean) => void; className?: string }) {
  return (
    <Checkbox isSelected={isSelected} onChange={onChange} className={`group flex min-h-9 items-center gap-2.5 text-sm text-gray-900 ${className}`}>
      <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center rounded border border-gray-500 bg-white text-white group-data-selected:border-indigo-700 group-data-selected:bg-indigo-700 group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-600 group-data-focus-visible:ring-offset-2">
        <svg viewBox="0 0 16 16" className="hidden size-3.5 group-data-selected:block" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M3 8.5l3 3 7-7" /></svg>
      </span>
      {label}
    </Checkbox>
  )
}

export function SelectField({ label, value, onChange, options, errors, description }: { label: string; value: string; onChange: (value: string) => void; options: [string, string][]; errors?: string[]; description?: string }) {
  const id = useId()
  const describedBy = [errors?.length ? `${id}-fout` : '', description ? `${id}-uitleg` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} className={`${INPUT_CLASS} ${errors?.length ? 'border-red-600' : ''}`}>
        {options.map(([key, name]) => <option key={key} value={key}>{name}</option>)}
      </select>
      {description ? <p id={`${id}-uitleg`} className="mt-1 text-sm text-gray-600">{description}</p> : null}
      {errors?.length ? <p id={`${id}-fout`} className="mt-1 text-sm font-medium text-red-700">{errors.join(' ')}</p> : null}
    </div>
  )
}

/** Messages under a group of fields (no single input to hang them on). */
export function GroupErrors({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null
  return <p className="text-sm font-medium text-red-700">{errors.join(' ')}</p>
}
