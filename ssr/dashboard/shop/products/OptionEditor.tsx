/**
 * A product's options (spec: product option; docs/shop.md "Option pricing"): one card
 * per option with its title, kind and the fields of that kind; a calculation picks the
 * option whose number it reads (that option gets a connection id when it has none)
 * and shows an example with the default value. The API's `options[i]...` errors sit
 * under their fields; the card of an option with errors is outlined red.
 */
import { Button as AriaButton } from 'react-aria-components'
import { Button, FOCUS_RING } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { EmptyState } from '../../ui/States'
import { TextInput } from '../../ui/TextInput'
import { Check, GroupErrors, SelectField } from '../fields'
import {
  CALCULATIONS,
  calculationExample,
  connect,
  isOn,
  LAYOUTS,
  moveOption,
  newOption,
  optionErrors,
  renameConnection,
  sourceOf,
  sourcesFor,
  withLayout,
  type Layout,
  type OptionDraft,
} from './options'

type Props = {
  options: OptionDraft[]
  onChange: (options: OptionDraft[]) => void
  errors: Record<string, string[]>
  announce: (message: string) => void
}

const SMALL = `inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-gray-900 ring-1 ring-inset ring-gray-300 bg-white hover:bg-gray-50 disabled:opacity-50 ${FOCUS_RING}`

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))

function SelectEntries({ option, set, errors }: { option: OptionDraft; set: (change: Partial<OptionDraft>) => void; errors: Record<string, string[]> }) {
  const entries = option.options ?? []
  const setEntry = (index: number, change: Partial<{ title: string; price: string }>) =>
    set({ options: entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) })
  const name = option.title || 'optie'
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-900">Keuzes</legend>
      <GroupErrors errors={errors.options} />
      <ul aria-label={`Keuzes van ${name}`} className="space-y-2">
        {entries.map((entry, index) => (
          <li key={index} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
            <TextInput label={`Keuze ${index + 1}`} value={text(entry.title)} onChange={(title) => setEntry(index, { title })} errors={errors[`options[${index}].title`]} />
            <TextInput label="Meerprijs (€)" value={text(entry.price)} onChange={(price) => setEntry(index, { price })} errors={errors[`options[${index}].price`]} placeholder="0,00" />
            <AriaButton className={`${SMALL} mt-7`} isDisabled={entries.length < 2} aria-label={`Keuze ${index + 1} verwijderen`} onPress={() => set({ options: entries.filter((_, at) => at !== index) })}>×</AriaButton>
          </li>
        ))}
      </ul>
      <Button onPress={() => set({ options: [...entries, { title: '', price: '' }] })}>Keuze toevoegen</Button>
      <SelectField
        label="Standaard gekozen"
        value={text(option.value)}
        onChange={(value) => set({ value })}
        options={[['', 'Geen (de koper kiest)'], ...entries.filter((entry) => entry.title).map((entry): [string, string] => [entry.title, entry.title])]}
        errors={errors.value}
      />
    </fieldset>
  )
}

function Calculation({ options, index, onChange, errors }: { options: OptionDraft[]; index: number; onChange: (options: OptionDraft[]) => void; errors: Record<string, string[]> }) {
  const option = options[index]
  const calculation = option.calculation_options ?? {}
  const source = sourceOf(options, index)
  const sources = sourcesFor(options, index)
  const setCalculation = (change: Partial<NonNullable<OptionDraft['calculation_options']>>) =>
    onChange(options.map((item, at) => (at === index ? { ...item, calculation_options: { ...item.calculation_options, ...change } } : item)))
  const example = calculationExample(options, index)
  const dangling = calculation.connection_id_from && source < 0
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <SelectField
        label="Rekent met het getal van"
        value={String(source)}
        onChange={(value) => onChange(connect(options, index, Number(value)))}
        options={[['-1', sources.length ? 'Kies een optie' : 'Voeg eerst een optie Getal toe'], ...sources.map(({ option: item, index: at }): [string, string] => [String(at), item.title || `Optie ${at + 1}`])]}
        errors={errors['calculation_options.connection_id_from'] ?? (dangling ? [`Geen optie heeft de koppeling ${calculation.connection_id_from}.`] : undefined)}
      />
      <SelectField
        label="Berekening"
        value={calculation.type ?? 'multiply_relation_value'}
        onChange={(type) => setCalculation({ type: type as 'multiply_relation_value' | 'add_relation_value' })}
        options={CALCULATIONS.map(({ id, label }) => [id, label])}
        errors={errors['calculation_options.type']}
      />
      <TextInput label="Bedrag (€, incl. btw)" value={text(calculation.value)} onChange={(value) => setCalculation({ value })} errors={errors['calculation_options.value']} description="Mag meer decimalen hebben, zoals 0,125." />
      <p className="text-sm text-gray-700 sm:col-span-3" aria-live="polite">
        {example ? <>Voorbeeld met de standaardwaarde: <span className="font-medium text-gray-900">{example}</span></> : 'Kies een optie met een getal en een bedrag om een voorbeeld te zien.'}
      </p>
    </div>
  )
}

function OptionCard({ index, props }: { index: number; props: Props }) {
  const { options, onChange, errors: allErrors, announce } = props
  const option = options[index]
  const errors = optionErrors(allErrors, index)
  const hasErrors = Object.keys(errors).length > 0
  const name = option.title || `Optie ${index + 1}`
  const set = (change: Partial<OptionDraft>) => onChange(options.map((item, at) => (at === index ? { ...item, ...change } : item)))
  const readers = options.filter((item) => item.layout === 'calculation' && option.connection_id && item.calculation_options?.connection_id_from === option.connection_id)
  const layout = option.layout
  return (
    <li className={`rounded-lg bg-white p-4 ring-1 ${hasErrors ? 'ring-2 ring-red-600' : 'ring-gray-200'}`} aria-label={name}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto basis-full text-sm font-semibold text-gray-900 sm:basis-auto">{name} <span className="font-normal text-gray-600">· {LAYOUTS.find((item) => item.id === layout)?.label}</span></h3>
        <AriaButton className={SMALL} isDisabled={index === 0} aria-label={`Naar boven: ${name}`} onPress={() => { onChange(moveOption(options, index, -1)); announce(`${name} staat nu op plaats ${index}.`) }}><span aria-hidden="true">↑</span></AriaButton>
        <AriaButton className={SMALL} isDisabled={index === options.length - 1} aria-label={`Naar beneden: ${name}`} onPress={() => { onChange(moveOption(options, index, 1)); announce(`${name} staat nu op plaats ${index + 2}.`) }}><span aria-hidden="true">↓</span></AriaButton>
        <ConfirmDialog
          trigger={<Button variant="secondary" className="text-red-800" aria-label={`Verwijderen: ${name}`}>Verwijderen</Button>}
          title="Optie verwijderen"
          confirmLabel="Verwijderen"
          onConfirm={() => { onChange(options.filter((_, at) => at !== index)); announce(`${name} is verwijderd.`); document.getElementById('optie-toevoegen')?.focus() }}
        />
      </div>
      <GroupErrors errors={errors['']} />
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextInput label="Titel" value={text(option.title)} onChange={(title) => set({ title })} errors={errors.title} isRequired />
        <SelectField
          label="Soort"
          value={layout}
          onChange={(value) => set(withLayout(option, value as Layout))}
          options={LAYOUTS.map(({ id, label }) => [id, label])}
          errors={errors.layout}
          description={LAYOUTS.find((item) => item.id === layout)?.hint}
        />
        {layout === 'text' || layout === 'textarea' ? (
          <TextInput label="Standaardtekst" value={text(option.value)} onChange={(value) => set({ value })} errors={errors.value} multiline={layout === 'textarea'} />
        ) : null}
        {layout === 'number' ? (
          <>
            <TextInput label="Standaardgetal" value={text(option.value)} onChange={(value) => set({ value })} errors={errors.value} />
            <TextInput label="Prijs per stuk (€, incl. btw)" value={text(option.price)} onChange={(price) => set({ price })} errors={errors.price} placeholder="0,00" />
          </>
        ) : null}
        {layout === 'number' || layout === 'calculation' ? (
          <div className="grid grid-cols-2 gap-4 sm:col-span-2 sm:w-1/2 sm:pr-2">
            <TextInput label="Minimum" value={text(option.min)} onChange={(min) => set({ min })} errors={errors.min} placeholder="0" />
            <TextInput label="Maximum" value={text(option.max)} onChange={(max) => set({ max })} errors={errors.max} placeholder="1000000" />
          </div>
        ) : null}
        {layout === 'checkbox' ? (
          <>
            <TextInput label="Meerprijs als aangevinkt (€, incl. btw)" value={text(option.price)} onChange={(price) => set({ price })} errors={errors.price} placeholder="0,00" />
            <Check label="Standaard aangevinkt" isSelected={isOn(option.value)} onChange={(on) => set({ value: on ? '1' : '0' })} className="sm:mt-6" />
          </>
        ) : null}
        {layout === 'select' ? <div className="sm:col-span-2"><SelectEntries option={option} set={set} errors={errors} /></div> : null}
        {layout === 'calculation' ? <Calculation options={options} index={index} onChange={onChange} errors={errors} /> : null}
        <TextInput label="Hulptekst" value={text(option.help)} onChange={(help) => set({ help })} errors={errors.help} description="Onder het veld, voor de koper." />
        <TextInput label="Tekst achter het veld" value={text(option.label_after_field)} onChange={(label_after_field) => set({ label_after_field })} errors={errors.label_after_field} description="Bijvoorbeeld: personen, cm, stuks." />
        {layout === 'calculation' && !option.connection_id ? null : <TextInput
          label="Koppeling (connection_id)"
          value={text(option.connection_id)}
          onChange={(value) => onChange(renameConnection(options, index, value))}
          errors={errors.connection_id}
          description={readers.length ? `Gebruikt door: ${readers.map((item) => item.title || 'berekening').join(', ')}.` : 'Waarmee een berekening naar dit getal verwijst.'}
        />}
        <div className="space-y-1">
          <Check label="Label tonen" isSelected={option.show_label === undefined ? true : isOn(option.show_label)} onChange={(on) => set({ show_label: on })} />
          {layout === 'calculation' ? null : <Check label="Verplicht" isSelected={isOn(option.required)} onChange={(on) => set({ required: on })} />}
          <Check label="Niet meetellen in de totaalprijs" isSelected={isOn(option.exclude_from_total)} onChange={(on) => set({ exclude_from_total: on })} />
          {layout === 'calculation' ? <Check label="Berekening tonen aan de koper" isSelected={isOn(option.show_calculations)} onChange={(on) => set({ show_calculations: on })} /> : null}
        </div>
      </div>
    </li>
  )
}

export function OptionEditor(props: Props) {
  const { options, onChange, announce } = props
  const add = (layout: Layout) => {
    onChange([...options, newOption(layout)])
    announce(`Optie ${LAYOUTS.find((item) => item.id === layout)?.label ?? ''} toegevoegd onderaan.`)
  }
  return (
    <div className="space-y-3">
      {options.length === 0 ? <EmptyState message="Dit product heeft geen opties. Voeg een optie toe als de koper iets kan kiezen of invullen." /> : (
        <ul aria-label="Opties" className="space-y-3">
          {options.map((option, index) => <OptionCard key={option.key} index={index} props={props} />)}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <AddOption onAdd={add} />
      </div>
    </div>
  )
}

function AddOption({ onAdd }: { onAdd: (layout: Layout) => void }) {
  return (
    <div role="group" aria-label="Optie toevoegen" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-gray-900">Optie toevoegen:</span>
      {LAYOUTS.map(({ id, label }, index) => (
        <Button key={id} id={index === 0 ? 'optie-toevoegen' : undefined} onPress={() => onAdd(id)}>{label}</Button>
      ))}
    </div>
  )
}
