/**
 * Pieces shared by the order and quote screens: state pills, the lines of a part with
 * their totals, buyer and addresses, payments and the timeline.
 */
import type { ReactNode } from 'react'
import {
  addressLines,
  quoteAnswers,
  euro,
  hasOwnShippingAddress,
  moment,
  PAYMENT_LABEL,
  paymentTone,
  STATUS_LABEL,
  STATUS_TONE,
  timeline,
  type OrderDetail,
  type OrderPart,
  type OrderSummary,
  type Tone,
} from './orderModel'

const TONES: Record<Tone, string> = {
  neutral: 'bg-gray-100 text-gray-800 ring-gray-300',
  attention: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  good: 'bg-green-50 text-green-800 ring-green-600/30',
  bad: 'bg-red-50 text-red-800 ring-red-600/30',
  info: 'bg-blue-50 text-blue-800 ring-blue-600/30',
}

export function Pill({ tone, children, label }: { tone: Tone; children: ReactNode; label?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}>
      {label ? <span className="sr-only">{label}: </span> : null}
      {children}
    </span>
  )
}

export function StatusPills({ order, quote = false }: { order: OrderSummary; quote?: boolean }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {order.kind !== 'quote' || order.status === 'cancelled' ? <Pill tone={STATUS_TONE[order.status]} label="Status">{STATUS_LABEL[order.status]}</Pill> : null}
      {order.kind !== 'quote' ? <Pill tone={paymentTone(order.payment_status)} label="Betaling">{PAYMENT_LABEL[order.payment_status] ?? order.payment_status}</Pill> : null}
      {quote || order.kind !== 'order' ? <QuotePill status={order.quote_status} /> : null}
      {order.refund_due ? <Pill tone="bad">Terugbetalen</Pill> : null}
    </span>
  )
}

export function QuotePill({ status }: { status: OrderSummary['quote_status'] }) {
  if (!status) return null
  const look: Record<string, [Tone, string]> = { open: ['attention', 'Offerte open'], ordered: ['good', 'Offerte omgezet'], declined: ['neutral', 'Offerte afgewezen'] }
  const [tone, text] = look[status]
  return <Pill tone={tone}>{text}</Pill>
}

export function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 text-sm ${strong ? 'border-t border-gray-200 pt-2 font-semibold text-gray-900' : 'text-gray-700'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

/** VAT per rate; a rate with nothing to pay (free delivery at 21%) is left out. */
function taxRows(amounts: Record<string, number>): [string, number][] {
  const rows = Object.entries(amounts)
  const paying = rows.filter(([, amount]) => amount !== 0)
  return paying.length ? paying : rows.slice(0, 1)
}

/** The lines of one part (checkout or quote) and its totals by the API's own rule. */
export function PartLines({ part, reverseCharge, shippingTitle, label, held = false }: { part: OrderPart; reverseCharge: boolean; shippingTitle?: string; label: string; held?: boolean }) {
  return (
    <>
      <ul aria-label={label} className="divide-y divide-gray-200">
        {part.products.map((line) => (
          <li key={line.id} className="flex gap-3 py-3 first:pt-0">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900">{line.title}</p>
              <p className="text-sm text-gray-600">
                {line.quantity} × {euro(line.price_incl_tax)}
                {line.sku ? <> · artikelnummer {line.sku}</> : null} · {line.vat_rate}% btw
              </p>
              {line.options.length > 0 ? (
                <ul className="mt-1 text-sm text-gray-700">
                  {line.options.map((option, index) => (
                    <li key={index}>
                      {option.title}: {option.value}
                      {option.label_after_field ? ` ${option.label_after_field}` : ''}
                      {option.price && option.price.incl_tax !== 0 ? <span className="whitespace-nowrap text-gray-600"> (+{euro(option.price.incl_tax)})</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {held && line.reserved > 0 ? <p className="mt-1 text-xs text-gray-600">{line.reserved} vastgehouden uit voorraad</p> : null}
            </div>
            <p className="shrink-0 text-sm font-medium tabular-nums text-gray-900">{euro(line.total_price_incl_tax)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 border-t border-gray-200 pt-2">
        <Row label="Producten" value={euro(part.price_incl_tax)} />
        {part.shipping ? <Row label={shippingTitle ? `Verzending: ${shippingTitle}` : 'Verzending'} value={euro(part.shipping.incl_tax)} /> : null}
        <Row label="Totaal excl. btw" value={euro(part.total_price)} />
        {reverseCharge ? <Row label="Btw verlegd" value={euro(0)} /> : taxRows(part.tax_amounts).map(([rate, amount]) => <Row key={rate} label={`Btw ${rate}%`} value={euro(amount)} />)}
        <Row label="Totaal" value={euro(part.total_price_incl_tax)} strong />
      </dl>
    </>
  )
}

function Lines({ lines }: { lines: string[] }) {
  return <p className="text-sm text-gray-800">{lines.map((line, index) => <span key={index} className="block">{line}</span>)}</p>
}

export function BuyerCard({ order }: { order: OrderDetail }) {
  const users = order.users ?? {}
  const vies = order.vies as { status?: string; number?: string } | null
  const invoice = addressLines(users, 'invoice')
  const other = hasOwnShippingAddress(users)
  return (
    <Card title="Klant">
      <div className="space-y-4">
        <div className="text-sm text-gray-800">
          <p className="font-medium text-gray-900">{order.name || order.email || 'Onbekend'}</p>
          {order.email ? <a className="flex min-h-8 items-center break-all text-indigo-800 underline" href={`mailto:${order.email}`}>{order.email}</a> : null}
          {users.invoice_phonenumber ? <a className="flex min-h-8 items-center text-indigo-800 underline" href={`tel:${users.invoice_phonenumber}`}>{users.invoice_phonenumber}</a> : null}
          {users.invoice_is_company === '1' ? <p className="mt-1">Zakelijk{users.invoice_tax_number ? ` · btw-nummer ${users.invoice_tax_number}` : ''}</p> : null}
          {vies?.status ? <p className="mt-1 text-gray-700">Btw-nummercontrole (VIES): {vies.status === 'valid' ? 'geldig' : vies.status === 'invalid' ? 'ongeldig' : vies.status}</p> : null}
          {order.reverse_charge_applied ? <p className="mt-1 font-medium">Btw verlegd</p> : null}
        </div>
        {quoteAnswers(users).length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Antwoorden bij de aanvraag</h3>
            <dl className="text-sm text-gray-800">
              {quoteAnswers(users).map((answer) => (
                <div key={answer.label}>
                  <dt className="inline font-medium">{answer.label}: </dt>
                  <dd className="inline">{answer.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {users.quote_remarks ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Toelichting op de aanvraag</h3>
            <p className="whitespace-pre-line text-sm text-gray-800">{users.quote_remarks}</p>
          </div>
        ) : null}
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Factuuradres</h3>
          {invoice.length ? <Lines lines={invoice} /> : <p className="text-sm text-gray-600">Niet ingevuld</p>}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Afleveradres</h3>
          {other ? <Lines lines={addressLines(users, 'shipping')} /> : <p className="text-sm text-gray-700">Gelijk aan het factuuradres</p>}
        </div>
      </div>
    </Card>
  )
}

export function PaymentsCard({ order, methodTitle }: { order: OrderDetail; methodTitle: (id: string) => string }) {
  return (
    <Card title="Betaling">
      <dl className="text-sm">
        <Row label="Betaalmethode" value={order.payment_method ? methodTitle(order.payment_method) : '—'} />
        <Row label="Bezorging" value={order.shipment.selected?.title || '—'} />
        {order.paid_at ? <Row label="Betaald op" value={moment(order.paid_at)} /> : null}
      </dl>
      {order.payments.length > 0 ? (
        <ul aria-label="Betalingen" className="mt-3 divide-y divide-gray-200 border-t border-gray-200">
          {order.payments.map((payment, index) => (
            <li key={index} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="text-gray-800">{euro(payment.amount)} · {methodTitle(payment.method)}<span className="block text-xs text-gray-600">{moment(payment.created_at)}{payment.provider_payment_id ? ` · ${payment.provider_payment_id}` : ''}</span></span>
              <Pill tone={paymentTone(payment.status)}>{PAYMENT_LABEL[payment.status]}</Pill>
            </li>
          ))}
        </ul>
      ) : <p className="mt-2 text-sm text-gray-600">Nog geen online betaling gestart.</p>}
    </Card>
  )
}

export function TimelineCard({ order, methodTitle }: { order: OrderDetail; methodTitle?: (id: string) => string }) {
  return (
    <Card title="Verloop">
      <ol className="space-y-2 border-l-2 border-gray-200 pl-4">
        {timeline(order, methodTitle).map((entry, index) => (
          <li key={index} className="text-sm">
            <span className="block text-gray-900">{entry.text}</span>
            <time dateTime={entry.at} className="text-xs text-gray-600">{moment(entry.at)}</time>
          </li>
        ))}
      </ol>
    </Card>
  )
}
