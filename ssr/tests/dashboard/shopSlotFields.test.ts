import { describe, expect, it } from 'vitest'
import { slotErrorField, slotsBody, slotValues } from '../../dashboard/shop/methods/slotFields'
import { generalBody, generalErrors, generalValues, methodsBody, methodsDraft, rowErrors } from '../../dashboard/shop/settings/settingsForm'

const SLOTS = { week: { tue: ['08:00-10:00', '10:00-12:00'], sat: ['08:00-12:00'] }, capacity: 8, cutoff_time: '20:00', cutoff_days: 1, closed_dates: ['2026-12-25', '2026-12-26'], days_ahead: 21 }

describe('time slots of a delivery method', () => {
  it('round-trip through the card values unchanged', () => {
    const values = slotValues(SLOTS)
    expect(values.slots_enabled).toBe('1')
    expect(values.slot_tue).toBe('08:00-10:00, 10:00-12:00')
    expect(values.slot_mon).toBe('')
    expect(values.slot_closed_dates).toBe('2026-12-25\n2026-12-26')
    expect(slotsBody(values)).toEqual(SLOTS)
  })

  it('a method without slots stays without; switching them off drops them', () => {
    expect(slotValues(undefined).slots_enabled).toBe('0')
    expect(slotsBody(slotValues(undefined))).toBeUndefined()
    expect(slotsBody({ ...slotValues(SLOTS), slots_enabled: '0' })).toBeUndefined()
    const draft = methodsDraft({ shipping_methods: [{ key: 'ophalen', title: 'Ophalen', price: 0, vat_rate: 21, countries: [], slots: SLOTS }], payment_methods: [] })
    expect(methodsBody(draft).shipping_methods[0].slots).toEqual(SLOTS)
    draft.shipping[0].slots_enabled = '0'
    expect('slots' in methodsBody(draft).shipping_methods[0]).toBe(false)
  })

  it('typed windows are tidied, odd numbers go as typed for the API to name', () => {
    const values = { ...slotValues(null), slots_enabled: '1', slot_fri: '9:00 – 12:00; 13:00-17:00', slot_capacity: 'veel' }
    expect(slotsBody(values)).toEqual({ week: { fri: ['09:00-12:00', '13:00-17:00'] }, capacity: 'veel' })
  })

  it("the API's error paths land on the card's fields", () => {
    expect(slotErrorField('week.sat[1]')).toBe('slot_sat')
    expect(slotErrorField('week')).toBe('slot_mon')
    expect(slotErrorField('closed_dates[0]')).toBe('slot_closed_dates')
    expect(slotErrorField('capacity')).toBe('slot_capacity')
    expect(slotErrorField('')).toBe('slots_enabled')
    const errors = rowErrors({ 'shipping_methods[1].slots.week.sat[0]': ['Geef tijdvakken als "08:00-10:00", het einde na het begin.'], 'shipping_methods[1].price': ['x'] }, 'shipping_methods')
    expect(errors.rows[1]).toEqual({ slot_sat: ['Geef tijdvakken als "08:00-10:00", het einde na het begin.'], price: ['x'] })
  })
})

describe("the shop's timezone", () => {
  it('is sent when changed, emptied as null; its errors land on the field', () => {
    const settings = { vat_rates: null, shipping_methods: null, payment_methods: null, wire: null, agreement_url: null, order_page: null, shoppingcart_page: null, checkout_page: null, countries: null, notification_email: null, mollie: null, version: 1 }
    const original = generalValues(settings)
    expect(original.timezone).toBe('')
    expect(generalBody({ ...original, timezone: 'Europe/Brussels' }, original)).toEqual({ timezone: 'Europe/Brussels' })
    const set = generalValues({ ...settings, timezone: 'Europe/Brussels' })
    expect(generalBody({ ...set, timezone: '' }, set)).toEqual({ timezone: null })
    expect(generalErrors({ timezone: ['Geef een tijdzone, bijvoorbeeld "Europe/Amsterdam".'] })).toEqual({ timezone: ['Geef een tijdzone, bijvoorbeeld "Europe/Amsterdam".'] })
  })
})
