import { describe, expect, it } from 'vitest'
import type { WebshopSettings } from '../../dashboard/shop/settings/settingsApi'
import { generalBody, generalErrors, generalValues, methodsBody, methodsDraft, moved, rowErrors } from '../../dashboard/shop/settings/settingsForm'

const SETTINGS: WebshopSettings = {
  vat_rates: [21, 9, 0],
  shipping_methods: [{ key: 'bezorgen', title: 'Bezorgen', price: 6.95, vat_rate: 21, countries: ['NL'] }],
  payment_methods: [{ id: 'ideal', title: 'iDEAL', description: '', image: '', provider: 'test' }, { id: 'mol', title: 'Mollie', description: 'x', image: '', provider: 'mollie', mollie_method: 'ideal' }],
  wire: { account_name: 'Bakkerij', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
  agreement_url: '/voorwaarden',
  order_page: null,
  shoppingcart_page: '/winkelwagen',
  checkout_page: null,
  countries: null,
  notification_email: null,
  mollie: { api_key: 'test_****lXsM' },
  version: 4,
}

describe('delivery and payment methods', () => {
  it('round-trip unchanged, prices typed the Dutch way', () => {
    const draft = methodsDraft(SETTINGS)
    expect(draft.shipping[0].price).toBe('6,95')
    expect(methodsBody(draft)).toEqual({
      shipping_methods: [{ key: 'bezorgen', title: 'Bezorgen', price: '6,95', vat_rate: 21, countries: ['NL'] }],
      payment_methods: [
        { id: 'ideal', title: 'iDEAL', description: '', image: '', provider: 'test' },
        { id: 'mol', title: 'Mollie', description: 'x', image: '', provider: 'mollie', mollie_method: 'ideal' },
      ],
    })
    draft.shipping[0].price = '7.5'
    expect(methodsBody(draft).shipping_methods[0].price).toBe(7.5)
  })

  it('map the API\'s paths onto rows and move rows', () => {
    expect(rowErrors({ 'shipping_methods[1].price': ['Een bedrag heeft hoogstens 2 decimalen.'], shipping_methods: ['Moet een lijst zijn.'], 'payment_methods[0].id': ['x'] }, 'shipping_methods')).toEqual({
      rows: { 1: { price: ['Een bedrag heeft hoogstens 2 decimalen.'] } },
      list: ['Moet een lijst zijn.'],
    })
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
  })
})

describe('the other webshop settings', () => {
  it('send only what changed; the masked Mollie key is not sent when untouched', () => {
    const original = generalValues(SETTINGS)
    expect(generalBody(original, original)).toEqual({})
    const values = { ...original, 'wire.iban': 'NL02 ABNA 0123 4567 89', order_page: '/mijn-bestelling', checkout_page: '', vat_rates: '21, 9', countries: ['NL', 'BE'] }
    expect(generalBody(values, original)).toEqual({
      vat_rates: [21, 9],
      wire: { account_name: 'Bakkerij', iban: 'NL02ABNA0123456789', bic: 'ABNANL2A' },
      order_page: '/mijn-bestelling',
      countries: ['NL', 'BE'],
    })
    expect(generalBody({ ...original, shoppingcart_page: '', 'mollie.api_key': '', 'wire.account_name': '', 'wire.iban': '', 'wire.bic': '' }, original)).toEqual({ wire: null, shoppingcart_page: null, mollie: null })
  })

  it('puts the API\'s errors under their fields', () => {
    expect(generalErrors({ 'vat_rates[1]': ['Geef een percentage.'], 'wire.iban': ['Ongeldig.'], mollie: ['Moet een object zijn.'], version: ['Verouderd.'] })).toEqual({
      vat_rates: ['Geef een percentage.'],
      'wire.iban': ['Ongeldig.'],
      'mollie.api_key': ['Moet een object zijn.'],
      version: ['Verouderd.'],
    })
  })
})
