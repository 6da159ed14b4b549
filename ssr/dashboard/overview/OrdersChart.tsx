/**
 * Orders or revenue of the last 30 days as an SVG bar chart, drawn at the width it gets
 * (so its text stays readable on a phone). Screen readers get a summary and the table
 * under 'Bekijk als tabel'; each bar names its day and value on hover.
 */
import { useEffect, useRef, useState } from 'react'
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { FOCUS_RING } from '../ui/Button'
import { barHeights, chartSummary, dayLabel, formatValue, ticks, type Day, type Measure } from './chart'

const HEIGHT = 200
const LEFT = 64
const BOTTOM = 26
const TOP = 10

function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}

function Bars({ days, measure, width }: { days: Day[]; measure: Measure; width: number }) {
  const plot = HEIGHT - TOP - BOTTOM
  const { top, heights } = barHeights(days, measure, plot)
  const slot = (width - LEFT) / Math.max(1, days.length)
  const bar = Math.max(2, slot * 0.7)
  // Every 7th day is labelled, counted back from today so the last bar always is.
  const labelled = (index: number) => (days.length - 1 - index) % 7 === 0
  return (
    <svg width={width} height={HEIGHT} aria-hidden="true" className="block overflow-visible">
      {ticks(top).map((tick) => {
        const y = TOP + plot - (tick / top) * plot
        return (
          <g key={tick}>
            <line x1={LEFT} x2={width} y1={y} y2={y} className="stroke-gray-200" strokeWidth={1} />
            <text x={LEFT - 8} y={y + 4} textAnchor="end" className="fill-gray-600 text-[11px]">{formatValue(tick, measure, { round: true })}</text>
          </g>
        )
      })}
      {days.map((day, index) => {
        const x = LEFT + index * slot + (slot - bar) / 2
        const h = heights[index]
        return (
          <g key={day.date}>
            <rect x={LEFT + index * slot} y={TOP} width={slot} height={plot} className="fill-transparent hover:fill-gray-100">
              <title>{`${dayLabel(day.date, { long: true })}: ${formatValue(day[measure], measure)}`}</title>
            </rect>
            <rect x={x} y={TOP + plot - h} width={bar} height={h} rx={Math.min(3, bar / 2)} className="pointer-events-none fill-indigo-700" />
            {labelled(index) ? (
              <text x={x + bar / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-gray-600 text-[11px]">{dayLabel(day.date)}</text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}

export function OrdersChart({ days }: { days: Day[] }) {
  const [measure, setMeasure] = useState<Measure>('orders')
  const [ref, width] = useWidth()
  return (
    <div>
      <ToggleButtonGroup
        aria-label="Toon in de grafiek"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[measure]}
        onSelectionChange={(keys) => setMeasure([...keys][0] as Measure)}
        className="mb-3 flex gap-1.5"
      >
        {([['orders', 'Bestellingen'], ['revenue', 'Omzet']] as const).map(([key, label]) => (
          <ToggleButton key={key} id={key} className={`rounded-full px-3 py-1.5 text-sm ring-1 ring-inset ring-gray-300 data-selected:bg-gray-900 data-selected:text-white data-selected:ring-gray-900 hover:bg-gray-100 data-selected:hover:bg-gray-800 ${FOCUS_RING}`}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <figure>
        <div ref={ref} role="img" aria-label={`${measure === 'orders' ? 'Bestellingen' : 'Omzet'} per dag. ${chartSummary(days)}`} className="w-full">
          {width > 0 ? <Bars days={days} measure={measure} width={width} /> : <div style={{ height: HEIGHT }} />}
        </div>
        <figcaption className="sr-only">{chartSummary(days)}</figcaption>
      </figure>
      <details className="mt-3 text-sm">
        <summary className={`cursor-pointer rounded text-indigo-800 hover:underline ${FOCUS_RING}`}>Bekijk als tabel</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Bestellingen en omzet per dag</caption>
          <thead>
            <tr className="border-b border-gray-200 text-gray-700">
              <th scope="col" className="py-1.5 font-medium">Dag</th>
              <th scope="col" className="py-1.5 text-right font-medium">Bestellingen</th>
              <th scope="col" className="py-1.5 text-right font-medium">Omzet</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-b border-gray-100">
                <th scope="row" className="py-1 font-normal text-gray-900">{dayLabel(day.date, { long: true })}</th>
                <td className="py-1 text-right tabular-nums text-gray-900">{day.orders}</td>
                <td className="py-1 text-right tabular-nums text-gray-900">{formatValue(day.revenue, 'revenue')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
