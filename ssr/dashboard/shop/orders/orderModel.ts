/**
 * Orders and quote requests as the owner API answers them (docs/owner-orders.md), with
 * the pure rules of their screens: Dutch labels, the status actions the API allows, the
 * list's query string and the order's timeline. No React here (ssr/tests/dashboard).
 */

export type OrderStatus = 'new' | 'processing' | 'shipped' | 'completed' | 'cancelled'
export type PaymentStatus = '' | 'open' | 'paid' | 'expired' | 'failed' | 'canceled'
export type QuoteStatus = '' | 'open' | 'ordered' | 'declined'

export type OrderSummary = {
  number: number
  created_at: string
  kind: 'order' | 'quote' | 'order_and_quote'
  status: OrderStatus
  payment_status: PaymentStatus
  payment_method: string
  quote_status: QuoteStatus
  email: string
  name: string
  company: string
  total: number
  from_order: number | null
  refund_due: boolean
  /** The booked time slot of the delivery (docs/pickup-slots.md), or null. */
  delivery_slot?: { id: string; date: string; from: string; to: string; label: string } | null
}

export type Price = { incl_tax: number; excl_tax: number }

export type OrderLine = {
  id: number
  product_id: string
  sku: string
  title: string
  url: string
  main_image: string
  quantity: number
  vat_rate: number
  price_incl_tax: number
  price_excl_tax: number
  total_price_incl_tax: number
  total_price_excl_tax: number
  options: { title: string; value: string; label_after_field: string; type: string; price: Price | null }[]
  reserved: number
}

export type OrderPart = {
  products: OrderLine[]
  total_quantity: number
  price_incl_tax: number
  total_price: number
  total_price_incl_tax: number
  total_price_with_tax: number
  tax_amounts: Record<string, number>
  shipping: Price | null
}

export type Payment = {
  method: string
  provider: string
  provider_payment_id: string | null
  amount: number
  status: Exclude<PaymentStatus, ''>
  checkout_url: string | null
  created_at: string
  updated_at: string
  checked_at: string | null
}

export type OrderDetail = OrderSummary & {
  updated_at: string
  paid_at: string | null
  allowed_statuses: OrderStatus[]
  checkout: OrderPart
  quote: OrderPart
  shipment: { selected: { selected: string; title: string; price: Price | null } | null }
  users: Record<string, string> | null
  vies: Record<string, unknown> | null
  reverse_charge_applied: boolean
  payments: Payment[]
  stock_reserved: boolean
  stock_release_at: string | null
  orders: number[]
  overview_url: string
}

export type OrderList = { orders: OrderSummary[]; total: number; offset: number; limit: number }

export const STATUS_LABEL: Record<OrderStatus, string> = {
  new: 'Nieuw',
  processing: 'In behandeling',
  shipped: 'Verzonden',
  completed: 'Afgerond',
  cancelled: 'Geannuleerd',
}

export const PAYMENT_LABEL: Record<string, string> = {
  '': 'Nog niet betaald',
  none: 'Geen online betaling',
  open: 'Niet betaald',
  paid: 'Betaald',
  expired: 'Verlopen',
  failed: 'Mislukt',
  canceled: 'Afgebroken',
}

export const QUOTE_LABEL: Record<QuoteStatus, string> = {
  '': '',
  open: 'Open',
  ordered: 'Omgezet',
  declined: 'Afgewezen',
}

export const KIND_LABEL: Record<OrderSummary['kind'], string> = {
  order: 'Bestelling',
  quote: 'Offerteaanvraag',
  order_and_quote: 'Bestelling + offerte',
}

/** Colour of a pill per state: neutral, attention, good, bad. */
export type Tone = 'neutral' | 'attention' | 'good' | 'bad' | 'info'

export const STATUS_TONE: Record<OrderStatus, Tone> = {
  new: 'attention',
  processing: 'info',
  shipped: 'info',
  completed: 'good',
  cancelled: 'neutral',
}

export function paymentTone(status: string): Tone {
  if (status === 'paid') return 'good'
  if (status === 'open' || status === '') return 'attention'
  if (status === 'failed' || status === 'expired' || status === 'canceled') return 'bad'
  return 'neutral'
}

/** The button of each move the API may allow, in the order a shop works. */
const ACTIONS: Record<OrderStatus, { label: string; done: string; primary: boolean }> = {
  processing: { label: 'In behandeling nemen', done: 'Bestelling in behandeling genomen', primary: false },
  shipped: { label: 'Markeren als verzonden', done: 'Bestelling gemarkeerd als verzonden', primary: true },
  completed: { label: 'Afronden', done: 'Bestelling afgerond', primary: false },
  cancelled: { label: 'Annuleren', done: 'Bestelling geannuleerd', primary: false },
  new: { label: 'Terug naar nieuw', done: 'Bestelling weer nieuw', primary: false },
}

export type StatusAction = { status: OrderStatus; label: string; done: string; variant: 'primary' | 'secondary' | 'danger' }

/**
 * The actions to show: exactly the API's `allowed_statuses` (nothing else is offered),
 * ordered along the handling; the most likely next step is the primary one (shipping
 * a paid order, else taking it in hand), cancelling is the danger action.
 */
export function statusActions(order: Pick<OrderDetail, 'allowed_statuses' | 'payment_status'>): StatusAction[] {
  const order_: OrderStatus[] = ['processing', 'shipped', 'completed', 'cancelled']
  const allowed = order_.filter((status) => order.allowed_statuses.includes(status))
  // A paid order (or one in hand) is ready to ship; an unpaid one is first taken in hand.
  const ready = order.payment_status === 'paid' || !allowed.includes('processing')
  const primary = ready && allowed.includes('shipped') ? 'shipped' : allowed.find((status) => status !== 'cancelled')
  return allowed.map((status) => ({
    status,
    label: ACTIONS[status].label,
    done: ACTIONS[status].done,
    variant: status === 'cancelled' ? 'danger' : status === primary ? 'primary' : 'secondary',
  }))
}

/** Why cancelling needs a second look, in the owner's words. */
export function cancelWarning(order: Pick<OrderDetail, 'payment_status' | 'stock_reserved'>): string {
  if (order.payment_status === 'paid') return 'Deze bestelling is betaald. De voorraad blijft bij de bestelling; het terugbetalen doe je zelf buiten het dashboard.'
  if (order.stock_reserved) return 'De vastgehouden voorraad gaat terug naar de winkel. Een betaling die de klant nog niet startte, vervalt.'
  return 'De klant kan deze bestelling daarna niet meer betalen.'
}

// The list's URL ------------------------------------------------------------------------

export const PAGE_SIZE = 25

export const SORTS = [
  { key: '-created_at', label: 'Nieuwste eerst' },
  { key: 'created_at', label: 'Oudste eerst' },
  { key: '-total', label: 'Hoogste bedrag' },
  { key: 'total', label: 'Laagste bedrag' },
] as const

export const STATUS_FILTERS: { key: string; label: string }[] = [
  { key: '', label: 'Alle' },
  { key: 'new', label: 'Nieuw' },
  { key: 'processing', label: 'In behandeling' },
  { key: 'shipped', label: 'Verzonden' },
  { key: 'completed', label: 'Afgerond' },
  { key: 'cancelled', label: 'Geannuleerd' },
]

export const PAYMENT_FILTERS: { key: string; label: string }[] = [
  { key: '', label: 'Alle betalingen' },
  { key: 'paid', label: 'Betaald' },
  { key: 'open', label: 'Niet betaald' },
  { key: 'none', label: 'Geen online betaling' },
  { key: 'expired,failed,canceled', label: 'Mislukt of verlopen' },
]

export const QUOTE_FILTERS: { key: string; label: string }[] = [
  { key: '', label: 'Alle' },
  { key: 'open', label: 'Open' },
  { key: 'ordered', label: 'Omgezet' },
  { key: 'declined', label: 'Afgewezen' },
]

export type ListFilters = { q: string; status: string; payment: string; quote: string; sort: string; page: number }

/** The filters a dashboard URL holds (`?q=&status=&payment=&sort=&page=`), cleaned. */
export function filtersOf(params: URLSearchParams): ListFilters {
  const page = Number(params.get('page'))
  const sort = params.get('sort') ?? ''
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    status: STATUS_FILTERS.some((filter) => filter.key === params.get('status')) ? params.get('status')! : '',
    payment: PAYMENT_FILTERS.some((filter) => filter.key === params.get('payment')) ? params.get('payment')! : '',
    quote: QUOTE_FILTERS.some((filter) => filter.key === params.get('quote')) ? params.get('quote')! : '',
    sort: SORTS.some((option) => option.key === sort) ? sort : '-created_at',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The owner API's query string for one page of the list. */
export function apiQuery(filters: ListFilters, pageSize = PAGE_SIZE): string {
  const params = new URLSearchParams()
  params.set('offset', String((filters.page - 1) * pageSize))
  params.set('limit', String(pageSize))
  if (filters.sort !== '-created_at') params.set('sort', filters.sort)
  if (filters.status) params.set('status', filters.status)
  if (filters.payment) params.set('payment_status', filters.payment)
  if (filters.quote) params.set('quote_status', filters.quote)
  if (filters.q) params.set('q', filters.q)
  return params.toString()
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

// Money and moments ---------------------------------------------------------------------

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
const MOMENT = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' })
const DAY = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'Europe/Amsterdam' })

export const euro = (amount: number) => EURO.format(amount).replace(/\u00a0/g, ' ')

/** API timestamps are UTC; one without an offset is read as UTC too. */
export function instant(value: string): Date {
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`)
}

export const moment = (value: string) => MOMENT.format(instant(value))
export const shortDay = (value: string) => DAY.format(instant(value))

// The timeline --------------------------------------------------------------------------

export type TimelineEntry = { at: string; text: string }

const METHOD_WORD = (method: string, title: (id: string) => string) => (method ? ` (${title(method)})` : '')

/**
 * What happened to the order as far as its record tells: placed, every payment started
 * and how it ended, paid, and the last change of its handling. Newest first.
 */
export function timeline(order: OrderDetail, methodTitle: (id: string) => string = (id) => id): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ at: order.created_at, text: order.kind === 'quote' ? 'Offerteaanvraag ontvangen' : 'Bestelling geplaatst' }]
  for (const payment of order.payments) {
    entries.push({ at: payment.created_at, text: `Betaling van ${euro(payment.amount)} gestart${METHOD_WORD(payment.method, methodTitle)}` })
    if (payment.status !== 'open' && payment.updated_at !== payment.created_at) {
      entries.push({ at: payment.updated_at, text: `Betaling ${PAYMENT_LABEL[payment.status].toLowerCase()}` })
    }
  }
  if (order.paid_at && !order.payments.some((payment) => payment.status === 'paid')) entries.push({ at: order.paid_at, text: 'Betaald' })
  if (order.status !== 'new' && order.updated_at) entries.push({ at: order.updated_at, text: `Laatst gewijzigd: ${STATUS_LABEL[order.status].toLowerCase()}` })
  return entries.sort((a, b) => instant(b.at).getTime() - instant(a.at).getTime())
}

const COUNTRY = new Intl.DisplayNames(['nl'], { type: 'region' })

/** An address as lines: company, name, street + number + addition, postcode + city, country. */
export function addressLines(users: Record<string, string> | null, side: 'invoice' | 'shipping'): string[] {
  if (!users) return []
  const get = (key: string) => String(users[`${side}_${key}`] ?? '').trim()
  const lines = [
    side === 'invoice' ? get('company') : '',
    [get('firstname'), get('lastname')].filter(Boolean).join(' '),
    [get('street'), get('number'), get('number_addition')].filter(Boolean).join(' '),
    [get('postcode'), get('city')].filter(Boolean).join(' '),
    get('country') ? COUNTRY.of(get('country')) ?? get('country') : '',
  ]
  return lines.filter(Boolean)
}

/** A quote request's answers to its products' form questions (`users.quote_answers`, docs/checkout.md). */
export function quoteAnswers(users: Record<string, unknown> | null): Array<{ label: string; value: string }> {
  const list = users?.quote_answers
  if (!Array.isArray(list)) return []
  return list
    .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}))
    .map((entry) => ({ label: String(entry.label ?? ''), value: String(entry.value ?? '') }))
    .filter((entry) => entry.label && entry.value)
}

/** The buyer asked for delivery elsewhere (`custom_shipping_information`, docs/checkout.md). */
export function hasOwnShippingAddress(users: Record<string, string> | null): boolean {
  return Boolean(users) && users!.custom_shipping_information === '1' && addressLines(users, 'shipping').length > 0
}
