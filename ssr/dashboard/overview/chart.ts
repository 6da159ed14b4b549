/**
 * The overview's bar chart of the last 30 days, as numbers only: a rounded scale, the
 * height of each bar, and the Dutch labels of days and amounts. Drawn by
 * OrdersChart.tsx as SVG (docs/dashboard.md says why no chart library).
 */

export type Day = { date: string; orders: number; revenue: number }
export type Measure = 'orders' | 'revenue'

/** A rounded top for the scale: 1, 2, 2.5 or 5 times a power of ten, at least `value`. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return step * power
  }
  return 10 * power
}

/** The top of the scale: four equal steps of a round size (whole orders for counts). */
export function scaleTop(value: number, measure: Measure): number {
  const step = niceMax(value / 4)
  return 4 * (measure === 'orders' ? Math.max(1, Math.ceil(step)) : step)
}

/** Four evenly spaced gridlines from 0 to the top. */
export function ticks(top: number): number[] {
  return [0, 1, 2, 3, 4].map((index) => (top * index) / 4)
}

/** Bar heights (0..`height`) of the measure; a day with something shows at least 2 px. */
export function barHeights(days: Day[], measure: Measure, height: number): { top: number; heights: number[] } {
  const top = scaleTop(Math.max(0, ...days.map((day) => day[measure])), measure)
  const heights = days.map((day) => {
    const value = day[measure]
    if (value <= 0) return 0
    return Math.max(2, (value / top) * height)
  })
  return { top, heights }
}

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
const EURO_ROUND = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

export function euros(amount: number, { round = false } = {}): string {
  return (round ? EURO_ROUND : EURO).format(amount)
}

export function formatValue(value: number, measure: Measure, { round = false } = {}): string {
  if (measure === 'revenue') return euros(value, { round })
  return String(Math.round(value * 100) / 100).replace('.', ',')
}

const DAY = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const LONG_DAY = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })

/** '2026-11-26' → '26 nov.' (`long`: 'donderdag 26 november'). */
export function dayLabel(date: string, { long = false } = {}): string {
  const moment = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(moment.getTime())) return date
  return (long ? LONG_DAY : DAY).format(moment)
}

export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/** One sentence for screen readers: what the chart shows in total. */
export function chartSummary(days: Day[]): string {
  const orders = days.reduce((sum, day) => sum + day.orders, 0)
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0)
  const best = days.reduce<Day | null>((found, day) => (day.orders > (found?.orders ?? 0) ? day : found), null)
  const base = `${countLabel(orders, 'bestelling', 'bestellingen')} en ${euros(revenue)} omzet in de laatste ${days.length} dagen`
  return best ? `${base}; de drukste dag was ${dayLabel(best.date, { long: true })} met ${countLabel(best.orders, 'bestelling', 'bestellingen')}.` : `${base}.`
}
