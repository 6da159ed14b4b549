/**
 * Verzending & betaling: the shop's delivery methods (key, name, price incl. VAT, VAT
 * rate, countries) and payment methods (id, name, text, image, provider), in the order
 * buyers see them. Each method is a card built with the form-field kit; rows are
 * added, moved and deleted here and saved together (the API's `shipping_methods[1].price`
 * errors land on their card and field).
 */
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { FieldForm, type FieldDefinition, type FormValues } from '../../kit'
import type { FieldErrors } from '../../api'
import { SettingsEditor } from '../settings/SettingsEditor'
import { SLOT_FIELDS, slotValues } from './slotFields'
import { COUNTRY_OPTIONS, methodsBody, methodsDraft, moved, newUid, rowErrors, type MethodsDraft, type PaymentRow, type ShippingRow } from '../settings/settingsForm'

const SHIPPING: FieldDefinition[] = [
  {
    type: 'columns',
    columns: [
      { id: 'shipping-name', fields: [{ type: 'text', key: 'title', title: 'Naam', required: true, help: 'Zoals de klant hem ziet bij het afrekenen.' }] },
      { id: 'shipping-key', fields: [{ type: 'text', key: 'key', title: 'Sleutel', required: true, help: "Kleine letters, cijfers, '-' en '_'." }] },
    ],
  },
  {
    type: 'columns',
    columns: [
      { id: 'shipping-price', fields: [{ type: 'text', key: 'price', title: 'Prijs (€, incl. btw)', placeholder: '0,00' }] },
      { id: 'shipping-vat', fields: [{ type: 'text', key: 'vat_rate', title: 'Btw (%)' }] },
    ],
  },
  { type: 'multiselect', key: 'countries', title: 'Landen', options: COUNTRY_OPTIONS, help: 'Leeg: naar elk land van de winkel.' },
  ...SLOT_FIELDS,
]

const PAYMENT: FieldDefinition[] = [
  {
    type: 'columns',
    columns: [
      { id: 'payment-name', fields: [{ type: 'text', key: 'title', title: 'Naam', required: true }] },
      { id: 'payment-key', fields: [{ type: 'text', key: 'id', title: 'Sleutel', required: true, help: 'wire: overmaken, pay_on_pickup: betalen bij afhalen (beide zonder provider).' }] },
    ],
  },
  { type: 'textarea', key: 'description', title: 'Uitleg voor de klant' },
  {
    type: 'columns',
    columns: [
      {
        id: 'payment-provider',
        fields: [
          {
            type: 'select',
            key: 'provider',
            title: 'Betaalprovider',
            options: [
              { value: 'none', label: 'Geen (betalen buiten de website)' },
              { value: 'test', label: 'Testbetaling (alleen om te proberen)' },
              { value: 'mollie', label: 'Mollie' },
            ],
          },
          { type: 'text', key: 'mollie_method', title: 'Mollie-methode', placeholder: 'ideal', conditional: { key: 'provider', value: 'mollie' }, help: 'Bijvoorbeeld ideal, creditcard of bancontact. Leeg: de klant kiest bij Mollie.' },
        ],
      },
      { id: 'payment-image', fields: [{ type: 'text', key: 'image', title: 'Afbeelding (URL)' }] },
    ],
  },
]

type Row = ShippingRow | PaymentRow

function MethodCard<R extends Row>({ label, index, count, row, definition, errors, onChange, onMove, onDelete }: {
  label: string
  index: number
  count: number
  row: R
  definition: FieldDefinition[]
  errors: FieldErrors
  onChange: (row: R) => void
  onMove: (by: -1 | 1) => void
  onDelete: () => void
}) {
  const name = row.title || 'Nieuwe methode'
  const invalid = Object.keys(errors).length > 0
  return (
    <li className={`rounded-lg bg-white p-4 ring-1 sm:p-5 ${invalid ? 'ring-2 ring-red-600' : 'ring-gray-200'}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-gray-900">{name}</h3>
        <div className="flex gap-1">
          <Button variant="quiet" aria-label={`${name} naar boven`} isDisabled={index === 0} onPress={() => onMove(-1)}>↑</Button>
          <Button variant="quiet" aria-label={`${name} naar beneden`} isDisabled={index === count - 1} onPress={() => onMove(1)}>↓</Button>
          <ConfirmDialog trigger={<Button variant="quiet" className="text-red-800">Verwijderen</Button>} title={`${label} '${name}' verwijderen?`} confirmLabel="Verwijderen" onConfirm={onDelete} />
        </div>
      </div>
      <FieldForm definition={definition} values={row as unknown as FormValues} onChange={(next) => onChange(next as unknown as R)} errors={errors} />
    </li>
  )
}

function MethodList<R extends Row>({ title, label, intro, rows, definition, errors, list, empty, onRows, blank }: {
  title: string
  label: string
  intro: string
  rows: R[]
  definition: FieldDefinition[]
  errors: Record<number, FieldErrors>
  list: string[]
  empty: string
  onRows: (rows: R[]) => void
  blank: () => R
}) {
  return (
    <section aria-labelledby={`methods-${label}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`methods-${label}`} className="text-lg font-semibold text-gray-900">{title}</h2>
          <p className="text-sm text-gray-700">{intro}</p>
        </div>
        <Button onPress={() => onRows([...rows, blank()])}>{`${label} toevoegen`}</Button>
      </div>
      {list.length ? <p role="alert" className="text-sm font-medium text-red-700">{list.join(' ')}</p> : null}
      {rows.length === 0 ? <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-700">{empty}</p> : (
        <ul aria-label={title} className="space-y-3">
          {rows.map((row, index) => (
            <MethodCard
              key={row.uid}
              label={label}
              index={index}
              count={rows.length}
              row={row}
              definition={definition}
              errors={errors[index] ?? {}}
              onChange={(next) => onRows(rows.map((current) => (current.uid === row.uid ? next : current)))}
              onMove={(by) => onRows(moved(rows, index, by))}
              onDelete={() => onRows(rows.filter((current) => current.uid !== row.uid))}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

/** Only the lists that differ from what was loaded go into the PUT. */
function bodyOf(draft: MethodsDraft, original: MethodsDraft): Record<string, unknown> {
  const now = methodsBody(draft)
  const before = methodsBody(original)
  const body: Record<string, unknown> = {}
  if (JSON.stringify(now.shipping_methods) !== JSON.stringify(before.shipping_methods)) body.shipping_methods = now.shipping_methods
  if (JSON.stringify(now.payment_methods) !== JSON.stringify(before.payment_methods)) body.payment_methods = now.payment_methods
  return body
}

export function MethodsSection({ project }: { project: number; rest: string[] }) {
  return (
    <SettingsEditor<MethodsDraft> project={project} title="Verzending & betaling" draftOf={methodsDraft} bodyOf={bodyOf}>
      {(draft, setDraft, errors) => {
        const shipping = rowErrors(errors, 'shipping_methods')
        const payment = rowErrors(errors, 'payment_methods')
        return (
          <div className="max-w-3xl space-y-8">
            <MethodList<ShippingRow>
              title="Verzendmethoden"
              label="Verzendmethode"
              intro="Hoe je bestellingen bij de klant komen, met de kosten inclusief btw."
              rows={draft.shipping}
              definition={SHIPPING}
              errors={shipping.rows}
              list={shipping.list}
              empty="Nog geen verzendmethoden. Voeg er een toe, bijvoorbeeld Afhalen of Bezorgen."
              onRows={(rows) => setDraft((current) => ({ ...current, shipping: rows }))}
              blank={() => ({ uid: newUid(), key: '', title: '', price: '0,00', vat_rate: '21', countries: [], ...slotValues(null) })}
            />
            <MethodList<PaymentRow>
              title="Betaalmethoden"
              label="Betaalmethode"
              intro="Hoe klanten betalen. Online betalen gaat via een betaalprovider."
              rows={draft.payment}
              definition={PAYMENT}
              errors={payment.rows}
              list={payment.list}
              empty="Nog geen betaalmethoden. Zonder betaalmethode kan niemand afrekenen."
              onRows={(rows) => setDraft((current) => ({ ...current, payment: rows }))}
              blank={() => ({ uid: newUid(), id: '', title: '', description: '', image: '', provider: 'none', mollie_method: '', extra: {} })}
            />
          </div>
        )
      }}
    </SettingsEditor>
  )
}
