import { describe, expect, it } from 'vitest'
import {
  addressLines,
  quoteAnswers,
  apiQuery,
  cancelWarning,
  euro,
  filtersOf,
  hasOwnShippingAddress,
  pageCount,
  statusActions,
  timeline,
  type OrderDetail,
} from '../../dashboard/shop/orders/orderModel'
import { localErrors, orderBody, rowsOf, splitLineErrors } from '../../dashboard/shop/quotes/quoteForm'
import { sectionOf, shopPath } from '../../dashboard/shop/shopRoute'

const params = (query: string) => new URLSearchParams(query)

describe('the Webwinkel area routes', () => {
  const sections = [{ key: 'orders' }, { key: 'quotes' }]
  it('chooses the section the path names, the first one otherwise', () => {
    expect(sectionOf(sections, ['quotes', '1003'])).toEqual({ section: { key: 'quotes' }, rest: ['1003'], known: true })
    expect(sectionOf(sections, [])).toEqual({ section: { key: 'orders' }, rest: [], known: true })
    expect(sectionOf(sections, ['onbekend', '1'])).toEqual({ section: { key: 'orders' }, rest: [], known: false })
    expect(shopPath('orders', 1004)).toBe('/wm/shop/orders/1004')
  })
})

describe('the order list in the URL', () => {
  it('keeps known filters and drops the rest', () => {
    expect(filtersOf(params('q=%20anna%20&status=shipped&payment=paid&sort=-total&page=3'))).toEqual({ q: 'anna', status: 'shipped', payment: 'paid', quote: '', sort: '-total', page: 3 })
    expect(filtersOf(params('status=verzonden&sort=email&page=-2&quote=open'))).toEqual({ q: '', status: '', payment: '', quote: 'open', sort: '-created_at', page: 1 })
  })

  it('asks the server for one page with its filters and sort', () => {
    expect(apiQuery(filtersOf(params('')))).toBe('offset=0&limit=25')
    expect(apiQuery(filtersOf(params('q=1002&status=new&payment=expired,failed,canceled&sort=total&page=2')))).toBe(
      'offset=25&limit=25&sort=total&status=new&payment_status=expired%2Cfailed%2Ccanceled&q=1002',
    )
    expect(apiQuery(filtersOf(params('quote=declined')))).toBe('offset=0&limit=25&quote_status=declined')
    expect(pageCount(0)).toBe(1)
    expect(pageCount(51)).toBe(3)
  })
})

describe('status actions', () => {
  it('offer exactly what the API allows, shipping first for a paid order', () => {
    const actions = statusActions({ allowed_statuses: ['processing', 'shipped', 'completed', 'cancelled'], payment_status: 'paid' })
    expect(actions.map((action) => [action.status, action.label, action.variant])).toEqual([
      ['processing', 'In behandeling nemen', 'secondary'],
      ['shipped', 'Markeren als verzonden', 'primary'],
      ['completed', 'Afronden', 'secondary'],
      ['cancelled', 'Annuleren', 'danger'],
    ])
    expect(statusActions({ allowed_statuses: ['processing', 'shipped', 'completed', 'cancelled'], payment_status: '' }).find((action) => action.variant === 'primary')?.status).toBe('processing')
    expect(statusActions({ allowed_statuses: ['shipped', 'completed', 'cancelled'], payment_status: '' }).find((action) => action.variant === 'primary')?.status).toBe('shipped')
    expect(statusActions({ allowed_statuses: ['completed'], payment_status: 'paid' }).map((action) => [action.status, action.variant])).toEqual([['completed', 'primary']])
    expect(statusActions({ allowed_statuses: ['cancelled'], payment_status: '' }).map((action) => action.status)).toEqual(['cancelled'])
    expect(statusActions({ allowed_statuses: [], payment_status: 'paid' })).toEqual([])
  })

  it('warn before cancelling in the words that fit the order', () => {
    expect(cancelWarning({ payment_status: 'paid', stock_reserved: false })).toMatch(/betaald/)
    expect(cancelWarning({ payment_status: 'open', stock_reserved: true })).toMatch(/voorraad gaat terug/)
  })
})

describe('money, addresses and the timeline', () => {
  it('writes euros the Dutch way', () => {
    expect(euro(29.35)).toBe('€ 29,35')
    expect(euro(1234.5)).toBe('€ 1.234,50')
  })

  it('shows addresses as lines, the delivery address only when asked for', () => {
    const users = { invoice_company: 'Jansen & Zn', invoice_firstname: 'Bram', invoice_lastname: 'Jansen', invoice_street: 'Dorpsstraat', invoice_number: '1', invoice_postcode: '1234 AB', invoice_city: 'Utrecht', invoice_country: 'NL', custom_shipping_information: '0', shipping_firstname: 'Oud' }
    expect(addressLines(users, 'invoice')).toEqual(['Jansen & Zn', 'Bram Jansen', 'Dorpsstraat 1', '1234 AB Utrecht', 'Nederland'])
    expect(hasOwnShippingAddress(users)).toBe(false)
    expect(hasOwnShippingAddress({ ...users, custom_shipping_information: '1' })).toBe(true)
    expect(addressLines(null, 'invoice')).toEqual([])
    expect(addressLines({ ...users, invoice_number_addition: 'bis' }, 'invoice')[2]).toBe('Dorpsstraat 1 bis')
  })

  it('reads the answers of a quote request, skipping what is not one', () => {
    const answers = [{ label: 'Datum', value: '2027-06-12' }, { label: 'Leeg', value: '' }, 'los']
    expect(quoteAnswers({ quote_answers: answers })).toEqual([{ label: 'Datum', value: '2027-06-12' }])
    expect(quoteAnswers({ quote_answers: 'nee' })).toEqual([])
    expect(quoteAnswers(null)).toEqual([])
  })

  it('tells what happened, newest first', () => {
    const order = {
      kind: 'order',
      status: 'shipped',
      created_at: '2026-11-20T10:00:00+00:00',
      updated_at: '2026-11-21T09:00:00+00:00',
      paid_at: '2026-11-20T10:05:00+00:00',
      payments: [
        { amount: 12.5, method: 'ideal', status: 'expired', created_at: '2026-11-20T10:01:00+00:00', updated_at: '2026-11-20T10:02:00+00:00' },
        { amount: 12.5, method: 'ideal', status: 'paid', created_at: '2026-11-20T10:03:00+00:00', updated_at: '2026-11-20T10:05:00+00:00' },
      ],
    } as unknown as OrderDetail
    expect(timeline(order).map((entry) => entry.text)).toEqual([
      'Laatst gewijzigd: verzonden',
      'Betaling betaald',
      'Betaling van € 12,50 gestart (ideal)',
      'Betaling verlopen',
      'Betaling van € 12,50 gestart (ideal)',
      'Bestelling geplaatst',
    ])
  })
})

describe('turning a quote request into an order', () => {
  const lines = [
    { id: 17, title: 'Bruidstaart', quantity: 1, price_incl_tax: 275, options: [] },
    { id: 18, title: 'Cupcakes', quantity: 24, price_incl_tax: 3.5, options: [] },
  ] as never
  it('sends the lines taken, with the owner\'s price where typed', () => {
    const rows = rowsOf(lines)
    rows[0].unitPrice = ' 310,00 '
    rows[1].quantity = '30'
    expect(orderBody({ rows, shipping: '', paymentMethod: 'ideal' })).toEqual({
      body: { lines: [{ id: 17, unit_price: '310,00', quantity: 1 }, { id: 18, quantity: 30 }], payment_method: 'ideal' },
      sentIds: [17, 18],
    })
    rows[0].take = false
    expect(orderBody({ rows, shipping: 'bezorgen', paymentMethod: 'wire' })).toEqual({
      body: { lines: [{ id: 18, quantity: 30 }], payment_method: 'wire', shipping: 'bezorgen' },
      sentIds: [18],
    })
  })

  it('puts the API\'s line errors on the line they name', () => {
    const { perLine, other } = splitLineErrors({ 'lines[0].unit_price': ['Een bedrag heeft hoogstens 2 decimalen.'], 'lines[1]': ['Deze regel bestaat niet.'], payment_method: ['Kies een betaalmethode.'] }, [18, 17])
    expect(perLine).toEqual({ 18: { unit_price: ['Een bedrag heeft hoogstens 2 decimalen.'] }, 17: { id: ['Deze regel bestaat niet.'] } })
    expect(other).toEqual({ payment_method: ['Kies een betaalmethode.'] })
  })

  it('asks for a line and a payment method before sending', () => {
    const rows = rowsOf(lines).map((row) => ({ ...row, take: false }))
    expect(Object.keys(localErrors({ rows, shipping: '', paymentMethod: '' }))).toEqual(['lines', 'payment_method'])
  })
})
