/**
 * One order: its status actions (exactly the API's `allowed_statuses`), the stock hold,
 * the lines with options and totals, buyer, addresses, payments and the timeline.
 * Every action shows its progress on the button, ends in a toast, and a refusal also
 * stays on screen under the actions with the API's own words.
 */
import { useRef, useState } from 'react'
import { Form } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, firstMessage, type FieldErrors } from '../../api'
import { Spinner } from '../../kit/form/Spinner'
import { AppLink } from '../../Shell'
import { Button, FOCUS_RING } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ErrorState, SkeletonRows } from '../../ui/States'
import { TextInput } from '../../ui/TextInput'
import { methodTitle, useWebshopSettings } from '../settings/settingsApi'
import { shopPath } from '../shopRoute'
import { useChangeStatus, useHold, useOrder } from './orderApi'
import { cancelWarning, moment, statusActions, type OrderDetail as Order, type OrderStatus } from './orderModel'
import { BuyerCard, Card, PartLines, PaymentsCard, StatusPills, TimelineCard } from './OrderParts'

function errorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.errors : { general: ['Er ging iets mis. Probeer het opnieuw.'] }
}

function StatusActions({ project, order }: { project: number; order: Order }) {
  const change = useChangeStatus(project, order.number)
  const [pending, setPending] = useState<OrderStatus | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const actions = statusActions(order)
  const run = (status: OrderStatus, done: string) => {
    setPending(status)
    change.mutate(status, {
      onSuccess: () => {
        toast.success(done)
        // The pressed button may be gone now: keyboard focus goes to the next action, or
        // to the status text when none is left.
        requestAnimationFrame(() => {
          const next = box.current?.querySelector<HTMLElement>('button:not([disabled])') ?? box.current
          next?.focus()
        })
      },
      onError: (error) => toast.error(`Niet gelukt: ${firstMessage(errorsOf(error))}`),
      onSettled: () => setPending(null),
    })
  }
  const busy = change.isPending
  if (actions.length === 0) {
    return (
      <div ref={box} tabIndex={-1} className="rounded outline-none focus-visible:ring-2 focus-visible:ring-indigo-600">
        <p className="text-sm text-gray-700">{order.status === 'cancelled' ? 'Deze bestelling is geannuleerd.' : 'Deze bestelling is afgerond; de status verandert niet meer.'}</p>
      </div>
    )
  }
  return (
    <div ref={box} tabIndex={-1} className="rounded outline-none">
      <div role="group" aria-label="Status wijzigen" className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const content = pending === action.status ? <><Spinner />Bezig…</> : action.label
          if (action.status === 'cancelled') {
            return (
              <ConfirmDialog
                key={action.status}
                title={`Bestelling #${order.number} annuleren?`}
                message={cancelWarning(order)}
                confirmLabel="Bestelling annuleren"
                onConfirm={() => run(action.status, action.done)}
                trigger={<Button variant="secondary" className="text-red-800" isDisabled={busy}>{content}</Button>}
              />
            )
          }
          return <Button key={action.status} variant={action.variant} isDisabled={busy} onPress={() => run(action.status, action.done)}>{content}</Button>
        })}
      </div>
      {busy ? <p role="status" className="sr-only">Status wordt gewijzigd</p> : null}
      {change.isError ? <p role="alert" className="mt-2 text-sm font-medium text-red-700">{Object.values(errorsOf(change.error)).flat().join(' ')}</p> : null}
    </div>
  )
}

function StockHold({ project, order }: { project: number; order: Order }) {
  const hold = useHold(project, order.number)
  const [days, setDays] = useState('7')
  if (!order.stock_reserved || !order.stock_release_at) return null
  const errors = hold.error ? errorsOf(hold.error) : {}
  return (
    <Card title="Voorraad vastgehouden">
      <p className="text-sm text-gray-800">
        De producten van deze bestelling blijven gereserveerd tot <strong>{moment(order.stock_release_at)}</strong>. Daarna gaan ze terug naar de voorraad, tenzij de bestelling betaald is of in behandeling.
      </p>
      <Form
        className="mt-3 flex flex-wrap items-end gap-2"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault()
          hold.mutate(days, {
            onSuccess: (answer) => toast.success(`Voorraad vastgehouden tot ${moment(answer.stock_release_at!)}`),
            onError: (error) => toast.error(`Niet gelukt: ${firstMessage(errorsOf(error))}`),
          })
        }}
      >
        <div className="w-40">
          <TextInput label="Dagen vanaf nu" type="number" value={days} onChange={setDays} errors={errors.days ?? errors.general} description="1 tot en met 60" />
        </div>
        <Button type="submit" isDisabled={hold.isPending} className="mb-6">{hold.isPending ? <><Spinner />Bezig…</> : 'Vasthouden'}</Button>
      </Form>
    </Card>
  )
}

export function OrderDetailScreen({ project, number, back }: { project: number; number: number; back: { section: string; label: string } }) {
  const order = useOrder(project, number)
  const settings = useWebshopSettings(project)
  const title = (id: string) => methodTitle(settings.data, id)
  const backLink = <AppLink href={shopPath(back.section)} className={`text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>← {back.label}</AppLink>

  if (order.isPending) return <><div className="mb-4">{backLink}</div><SkeletonRows rows={4} label="Bestelling laden" /></>
  if (order.isError) {
    return (
      <>
        <div className="mb-4">{backLink}</div>
        <ErrorState message={order.error instanceof ApiError && order.error.status === 404 ? 'Deze bestelling bestaat niet.' : firstMessage(errorsOf(order.error))!} onRetry={() => void order.refetch()} />
      </>
    )
  }
  const data = order.data
  const hasCheckout = data.checkout.products.length > 0
  const hasQuote = data.quote.products.length > 0
  return (
    <>
      <div className="mb-3">{backLink}</div>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-gray-900 sm:text-2xl">Bestelling #{data.number}</h1>
          <p className="mt-1 text-sm text-gray-700">
            Geplaatst {moment(data.created_at)}
            {data.from_order ? <> · uit <AppLink className="underline" href={shopPath('quotes', data.from_order)}>offerte #{data.from_order}</AppLink></> : null}
          </p>
          {data.delivery_slot ? <p className="mt-1 text-sm font-medium text-gray-900" data-delivery-slot="">Tijdvak: {data.delivery_slot.label}</p> : null}
        </div>
        <div aria-live="polite"><StatusPills order={data} /></div>
      </div>
      {data.refund_due ? (
        <p role="note" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          Er is betaald voor deze geannuleerde bestelling. Betaal het bedrag terug aan de klant.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <Card title="Status">
            <StatusActions project={project} order={data} />
          </Card>
          <StockHold project={project} order={data} />
          {hasCheckout ? (
            <Card title="Producten">
              <PartLines part={data.checkout} label="Bestelde producten" held={Boolean(data.stock_release_at)} reverseCharge={data.reverse_charge_applied} shippingTitle={data.shipment.selected?.title} />
            </Card>
          ) : null}
          {hasQuote ? (
            <Card title="Offerteaanvraag" actions={<AppLink href={shopPath('quotes', data.number)} className={`text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>Naar de offerte</AppLink>}>
              <PartLines part={data.quote} label="Aangevraagde producten" reverseCharge={data.reverse_charge_applied} />
            </Card>
          ) : null}
        </div>
        <div className="space-y-4">
          <BuyerCard order={data} />
          <PaymentsCard order={data} methodTitle={title} />
          <TimelineCard order={data} methodTitle={title} />
          {data.overview_url ? (
            <a href={data.overview_url} target="_blank" rel="noreferrer" className={`block text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>
              Bestelpagina van de klant bekijken<span className="sr-only"> (opent in een nieuw tabblad)</span>
            </a>
          ) : null}
        </div>
      </div>
    </>
  )
}
