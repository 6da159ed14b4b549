/**
 * Offertes: `/wm/shop/quotes` the quote requests, `/wm/shop/quotes/{number}` one request
 * with 'Afwijzen' / 'Weer openen' and 'Bestelling maken': the chosen lines at the
 * owner's prices, a delivery and a payment method become an order whose payment link
 * the buyer receives by e-mail (docs/owner-orders.md, "Turning a quote request into an order").
 */
import { useState } from 'react'
import { Checkbox, Form } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, firstMessage, type FieldErrors } from '../../api'
import { Spinner } from '../../kit/form/Spinner'
import { navigate } from '../../router'
import { AppLink } from '../../Shell'
import { Button, FOCUS_RING } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ErrorState, SkeletonRows } from '../../ui/States'
import { INPUT_CLASS, TextInput } from '../../ui/TextInput'
import { useOrder, useOrderFromQuote, useQuoteStatus } from '../orders/orderApi'
import { euro, moment, type OrderDetail } from '../orders/orderModel'
import { BuyerCard, Card, PartLines, StatusPills, TimelineCard } from '../orders/OrderParts'
import { OrderList } from '../orders/OrderList'
import { useWebshopSettings, type WebshopSettings } from '../settings/settingsApi'
import { shopPath } from '../shopRoute'
import { euroText } from '../settings/settingsForm'
import { localErrors, orderBody, rowsOf, splitLineErrors, type QuoteRow } from './quoteForm'

function errorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.errors : { general: ['Er ging iets mis. Probeer het opnieuw.'] }
}

function NativeSelect({ id, label, value, onChange, options, errors, required }: { id: string; label: string; value: string; onChange: (value: string) => void; options: { value: string; label: string }[]; errors?: string[]; required?: boolean }) {
  const invalid = Boolean(errors?.length)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">{label}{required ? <span className="text-red-700" aria-hidden="true"> *</span> : null}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} required={required} data-invalid={invalid || undefined} className={INPUT_CLASS}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      {invalid ? <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">{errors!.join(' ')}</p> : null}
    </div>
  )
}

function OrderFromQuote({ project, quote, settings }: { project: number; quote: OrderDetail; settings: WebshopSettings | undefined }) {
  const make = useOrderFromQuote(project, quote.number)
  const [rows, setRows] = useState<QuoteRow[]>(() => rowsOf(quote.quote.products))
  const [shipping, setShipping] = useState('')
  const [paymentMethod, setPaymentMethod] = useState('')
  const [local, setLocal] = useState<FieldErrors>({})
  const [sentIds, setSentIds] = useState<number[]>([])
  const apiErrors = make.error ? errorsOf(make.error) : {}
  const { perLine, other } = splitLineErrors(apiErrors, sentIds)
  const errors: FieldErrors = { ...other, ...local }
  const general = [...(errors.general ?? []), ...(errors.products ?? []), ...(errors.lines ?? [])]
  const update = (id: number, change: Partial<QuoteRow>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)))
  const byId = new Map(quote.quote.products.map((line) => [line.id, line]))

  const submit = () => {
    const form = { rows, shipping, paymentMethod }
    const problems = localErrors(form)
    setLocal(problems)
    if (Object.keys(problems).length) return
    const { body, sentIds: ids } = orderBody(form)
    setSentIds(ids)
    make.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.mail.sent ? `Bestelling #${answer.order.number} gemaakt; de klant kreeg een e-mail met de betaallink.` : `Bestelling #${answer.order.number} gemaakt, maar de e-mail is niet verstuurd. Stuur de klant zelf de betaallink.`)
        navigate(shopPath('orders', answer.order.number))
      },
      onError: (error) => toast.error(`Niet gelukt: ${firstMessage(errorsOf(error))}`),
    })
  }

  return (
    <Card title="Bestelling maken">
      <p className="mb-3 text-sm text-gray-700">Kies de regels en je prijs per stuk (inclusief btw). Zonder prijs geldt de prijs van vandaag. De klant krijgt een e-mail met de bestelling en een betaallink.</p>
      <Form validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit() }} className="space-y-4">
        {general.length ? <p role="alert" className="text-sm font-medium text-red-700">{general.join(' ')}</p> : null}
        <ul aria-label="Regels van de offerte" className="divide-y divide-gray-200 rounded-md ring-1 ring-gray-200">
          {rows.map((row) => {
            const line = byId.get(row.id)!
            const lineErrors = perLine[row.id] ?? {}
            return (
              <li key={row.id} className={`p-3 ${lineErrors.id ? 'bg-red-50' : ''}`}>
                <Checkbox isSelected={row.take} onChange={(take) => update(row.id, { take })} className={`group flex items-center gap-2 text-sm font-medium text-gray-900 ${FOCUS_RING} rounded`}>
                  <span aria-hidden="true" className="flex size-5 items-center justify-center rounded border border-gray-400 bg-white group-data-selected:border-indigo-700 group-data-selected:bg-indigo-700 group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-600">
                    <svg viewBox="0 0 12 10" className="hidden size-3 fill-none stroke-white stroke-2 group-data-selected:block"><path d="M1 5l3 3 7-7" /></svg>
                  </span>
                  {row.title}
                </Checkbox>
                <p className="ml-7 text-xs text-gray-600">Gevraagd: {line.quantity} × {line.options.map((option) => `${option.title}: ${option.value}`).join(', ') || 'geen opties'} · nu {euro(line.price_incl_tax)} per stuk</p>
                {lineErrors.id ? <p className="ml-7 text-sm font-medium text-red-700">{lineErrors.id.join(' ')}</p> : null}
                {row.take ? (
                  <div className="ml-7 mt-2 grid gap-3 sm:grid-cols-2">
                    <TextInput label="Aantal" value={row.quantity} onChange={(quantity) => update(row.id, { quantity })} errors={lineErrors.quantity} />
                    <TextInput label="Prijs per stuk (€, incl. btw)" value={row.unitPrice} onChange={(unitPrice) => update(row.id, { unitPrice })} errors={lineErrors.unit_price} placeholder={euroText(line.price_incl_tax)} />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
        <div className="grid gap-3 sm:grid-cols-2">
          <NativeSelect id={`quote-${quote.number}-shipping`} label="Verzending" value={shipping} onChange={setShipping} errors={errors.shipping}
            options={[{ value: '', label: 'Geen verzending' }, ...(settings?.shipping_methods ?? []).map((method) => ({ value: method.key, label: `${method.title} (${euro(Number(method.price))})` }))]} />
          <NativeSelect id={`quote-${quote.number}-payment`} label="Betaalmethode" required value={paymentMethod} onChange={setPaymentMethod} errors={errors.payment_method}
            options={[{ value: '', label: 'Kies een betaalmethode' }, ...(settings?.payment_methods ?? []).map((method) => ({ value: method.id, label: method.title || method.id }))]} />
        </div>
        <Button type="submit" variant="primary" isDisabled={make.isPending}>{make.isPending ? <><Spinner />Bestelling maken…</> : 'Bestelling maken'}</Button>
      </Form>
    </Card>
  )
}

function QuoteState({ project, quote }: { project: number; quote: OrderDetail }) {
  const change = useQuoteStatus(project, quote.number)
  const set = (status: 'open' | 'declined') =>
    change.mutate(status, {
      onSuccess: () => toast.success(status === 'declined' ? 'Offerteaanvraag afgewezen' : 'Offerteaanvraag weer open'),
      onError: (error) => toast.error(`Niet gelukt: ${firstMessage(errorsOf(error))}`),
    })
  return (
    <Card title="Status">
      {quote.quote_status === 'ordered' ? (
        <p className="text-sm text-gray-800">
          Omgezet in {quote.orders.map((number, index) => <span key={number}>{index ? ', ' : ''}<AppLink className="text-indigo-800 underline" href={shopPath('orders', number)}>bestelling #{number}</AppLink></span>)}.
        </p>
      ) : quote.quote_status === 'declined' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-gray-800">Je hebt deze aanvraag afgewezen.</p>
          <Button isDisabled={change.isPending} onPress={() => set('open')}>{change.isPending ? <><Spinner />Bezig…</> : 'Weer openen'}</Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-gray-800">Deze aanvraag wacht op je antwoord.</p>
          <ConfirmDialog trigger={<Button isDisabled={change.isPending}>{change.isPending ? <><Spinner />Bezig…</> : 'Afwijzen'}</Button>} title={`Offerteaanvraag #${quote.number} afwijzen?`} message="Je kunt de aanvraag later weer openen. De klant krijgt hiervan geen bericht." confirmLabel="Afwijzen" onConfirm={() => set('declined')} />
        </div>
      )}
      {change.isError ? <p role="alert" className="mt-2 text-sm font-medium text-red-700">{Object.values(errorsOf(change.error)).flat().join(' ')}</p> : null}
    </Card>
  )
}

function QuoteDetail({ project, number }: { project: number; number: number }) {
  const quote = useOrder(project, number)
  const settings = useWebshopSettings(project)
  const backLink = <AppLink href={shopPath('quotes')} className={`text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>← Alle offertes</AppLink>
  if (quote.isPending) return <><div className="mb-4">{backLink}</div><SkeletonRows rows={4} label="Offerteaanvraag laden" /></>
  if (quote.isError || quote.data.quote.products.length === 0) {
    const missing = quote.isError ? quote.error instanceof ApiError && quote.error.status === 404 : true
    return (
      <>
        <div className="mb-4">{backLink}</div>
        <ErrorState message={missing ? 'Deze offerteaanvraag bestaat niet.' : firstMessage(errorsOf(quote.error))!} onRetry={missing ? undefined : () => void quote.refetch()} />
      </>
    )
  }
  const data = quote.data
  return (
    <>
      <div className="mb-3">{backLink}</div>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-gray-900 sm:text-2xl">Offerteaanvraag #{data.number}</h1>
          <p className="mt-1 text-sm text-gray-700">
            Ontvangen {moment(data.created_at)}
            {data.checkout.products.length ? <> · met <AppLink className="underline" href={shopPath('orders', data.number)}>bestelde producten</AppLink></> : null}
          </p>
        </div>
        <div aria-live="polite"><StatusPills order={data} quote /></div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <QuoteState project={project} quote={data} />
          <Card title="Aangevraagd">
            <PartLines part={data.quote} label="Aangevraagde producten" reverseCharge={data.reverse_charge_applied} />
          </Card>
          {data.quote_status === 'open' ? <OrderFromQuote key={data.updated_at} project={project} quote={data} settings={settings.data} /> : null}
        </div>
        <div className="space-y-4">
          <BuyerCard order={data} />
          <TimelineCard order={data} />
        </div>
      </div>
    </>
  )
}

export function QuotesSection({ project, rest }: { project: number; rest: string[] }) {
  const number = Number(rest[0])
  if (rest.length > 0 && Number.isInteger(number) && number > 0) return <QuoteDetail key={number} project={project} number={number} />
  return <OrderList project={project} kind="quotes" />
}
