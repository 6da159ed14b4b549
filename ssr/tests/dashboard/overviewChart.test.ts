import { describe, expect, it } from 'vitest'
import { barHeights, chartSummary, scaleTop, dayLabel, euros, formatValue, niceMax, ticks, type Day } from '../../dashboard/overview/chart'

const day = (date: string, orders: number, revenue: number): Day => ({ date, orders, revenue })

describe('the overview chart', () => {
  it('rounds the scale up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 24.95, 230, 6000].map(niceMax)).toEqual([1, 1, 5, 10, 20, 25, 250, 10000])
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20])
  })

  it('steps the scale in round sizes, whole orders for counts', () => {
    expect(scaleTop(3, 'orders')).toBe(4)
    expect(scaleTop(7, 'orders')).toBe(8)
    expect(scaleTop(13, 'orders')).toBe(20)
    expect(scaleTop(0, 'orders')).toBe(4)
    expect(scaleTop(41.35, 'revenue')).toBe(80)
    expect(scaleTop(9, 'revenue')).toBe(10)
  })

  it('scales bars to the top, an empty day has none, a small one still shows', () => {
    const days = [day('2026-11-24', 0, 0), day('2026-11-25', 1, 10), day('2026-11-26', 200, 5)]
    expect(barHeights(days, 'orders', 100)).toEqual({ top: 200, heights: [0, 2, 100] })
    expect(barHeights(days, 'revenue', 100).heights).toEqual([0, 100, 50])
  })

  it('writes amounts and days in Dutch', () => {
    expect(euros(1234.5)).toBe('€\u00a01.234,50')
    expect(formatValue(25, 'revenue', { round: true })).toBe('€\u00a025')
    expect(formatValue(2.5, 'orders')).toBe('2,5')
    expect(dayLabel('2026-11-26')).toBe('26 nov')
    expect(dayLabel('2026-11-26', { long: true })).toBe('donderdag 26 november')
  })

  it('sums the chart up in one sentence', () => {
    const days = [day('2026-11-25', 1, 10), day('2026-11-26', 3, 45)]
    expect(chartSummary(days)).toBe('4 bestellingen en €\u00a055,00 omzet in de laatste 2 dagen; de drukste dag was donderdag 26 november met 3 bestellingen.')
    expect(chartSummary([day('2026-11-26', 0, 0)])).toBe('0 bestellingen en €\u00a00,00 omzet in de laatste 1 dagen.')
  })
})
