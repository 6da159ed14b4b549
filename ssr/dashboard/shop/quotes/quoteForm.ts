/**
 * The 'Bestelling maken' form of a quote request as pure data: one row per quote line
 * (taken or not, quantity, the owner's unit price), the POST body of
 * `.../quotes/{number}/order`, and the API's `lines[n].field` errors mapped back to the
 * line they belong to (n counts only the lines sent).
 */
import type { FieldErrors } from '../../api'
import type { OrderLine } from '../orders/orderModel'

export type QuoteRow = { id: number; title: string; take: boolean; quantity: string; unitPrice: string }

export function rowsOf(lines: OrderLine[]): QuoteRow[] {
  return lines.map((line) => ({ id: line.id, title: line.title, take: true, quantity: String(line.quantity), unitPrice: '' }))
}

export type QuoteOrderForm = { rows: QuoteRow[]; shipping: string; paymentMethod: string }

export function orderBody(form: QuoteOrderForm) {
  const taken = form.rows.filter((row) => row.take)
  const lines = taken.map((row) => {
    const line: { id: number; unit_price?: string; quantity?: number | string } = { id: row.id }
    if (row.unitPrice.trim()) line.unit_price = row.unitPrice.trim()
    const quantity = row.quantity.trim()
    if (quantity) line.quantity = /^\d+$/.test(quantity) ? Number(quantity) : quantity
    return line
  })
  const body: { lines: typeof lines; payment_method: string; shipping?: string } = { lines, payment_method: form.paymentMethod }
  if (form.shipping) body.shipping = form.shipping
  return { body, sentIds: taken.map((row) => row.id) }
}

/** `{lineId: {unit_price: [...], quantity: [...]}}` and the rest (other fields, `lines`). */
export function splitLineErrors(errors: FieldErrors, sentIds: number[]) {
  const perLine: Record<number, FieldErrors> = {}
  const other: FieldErrors = {}
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^lines\[(\d+)\](?:\.(\w+))?$/.exec(path)
    const id = match ? sentIds[Number(match[1])] : undefined
    if (match && id !== undefined) {
      const field = match[2] ?? 'id'
      perLine[id] = { ...perLine[id], [field]: [...(perLine[id]?.[field] ?? []), ...messages] }
    } else other[path] = messages
  }
  return { perLine, other }
}

/** Checked before sending: at least one line and a payment method (the API says the same). */
export function localErrors(form: QuoteOrderForm): FieldErrors {
  const errors: FieldErrors = {}
  if (!form.rows.some((row) => row.take)) errors.lines = ['Kies minstens één regel van de offerte.']
  if (!form.paymentMethod) errors.payment_method = ['Kies een betaalmethode.']
  return errors
}
