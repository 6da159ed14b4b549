/**
 * The time slots of a delivery method as the owner edits them (docs/pickup-slots.md),
 * pure: the kit fields of a method card (a switch, the windows per weekday as
 * '08:00-10:00, 10:00-12:00', capacity, cut-off, closed dates, days ahead), the flat
 * values of a stored `slots` object and back, and the API's error paths
 * (`slots.week.sat[1]`) onto those fields. The API checks every value.
 */
import type { FieldDefinition } from '../../kit'

export const WEEKDAYS = [
  ['mon', 'Maandag'],
  ['tue', 'Dinsdag'],
  ['wed', 'Woensdag'],
  ['thu', 'Donderdag'],
  ['fri', 'Vrijdag'],
  ['sat', 'Zaterdag'],
  ['sun', 'Zondag'],
] as const

export type StoredSlots = {
  week?: Record<string, string[]>
  capacity?: number
  cutoff_time?: string
  cutoff_days?: number
  closed_dates?: string[]
  days_ahead?: number
}

export type SlotValues = {
  slots_enabled: string
  slot_capacity: string
  slot_cutoff_time: string
  slot_cutoff_days: string
  slot_closed_dates: string
  slot_days_ahead: string
} & Record<`slot_${(typeof WEEKDAYS)[number][0]}`, string>

const ON = { key: 'slots_enabled', value: '1' }

export const SLOT_FIELDS: FieldDefinition[] = [
  { type: 'boolean', key: 'slots_enabled', title: 'Tijdvakken', help: 'De klant kiest bij het afrekenen een dag en tijdvak.' },
  // One full-width row per weekday: four windows fit without scrolling the field.
  ...WEEKDAYS.map(([day, label], index): FieldDefinition => ({
    type: 'text',
    key: `slot_${day}`,
    title: label,
    placeholder: 'Leeg: gesloten',
    conditional: ON,
    ...(index === 0 ? { help: "Tijdvakken als 08:00-10:00, gescheiden door komma's." } : {}),
  })),
  {
    type: 'columns',
    conditional: ON,
    columns: [
      { id: 'slots-capacity', fields: [{ type: 'text', key: 'slot_capacity', title: 'Bestellingen per tijdvak', required: true }] },
      { id: 'slots-days-ahead', fields: [{ type: 'text', key: 'slot_days_ahead', title: 'Dagen vooruit te kiezen', placeholder: '14' }] },
    ],
  },
  {
    type: 'columns',
    conditional: ON,
    columns: [
      { id: 'slots-cutoff-time', fields: [{ type: 'text', key: 'slot_cutoff_time', title: 'Bestellen kan tot', placeholder: '20:00', help: 'Leeg: tot het tijdvak begint.' }] },
      { id: 'slots-cutoff-days', fields: [{ type: 'text', key: 'slot_cutoff_days', title: 'Dagen ervoor', placeholder: '1', help: '1: de avond ervoor, 0: dezelfde dag.' }] },
    ],
  },
  { type: 'textarea', key: 'slot_closed_dates', title: 'Gesloten op', conditional: ON, help: 'Een datum per regel, bijvoorbeeld 2026-12-25.' },
]

export function slotValues(slots: StoredSlots | null | undefined): SlotValues {
  const week = slots?.week ?? {}
  return {
    slots_enabled: slots ? '1' : '0',
    slot_capacity: slots?.capacity != null ? String(slots.capacity) : '',
    slot_cutoff_time: slots?.cutoff_time ?? '',
    slot_cutoff_days: slots?.cutoff_days != null ? String(slots.cutoff_days) : '',
    slot_closed_dates: (slots?.closed_dates ?? []).join('\n'),
    slot_days_ahead: slots?.days_ahead != null ? String(slots.days_ahead) : '',
    ...(Object.fromEntries(WEEKDAYS.map(([day]) => [`slot_${day}`, (week[day] ?? []).join(', ')])) as Record<`slot_${(typeof WEEKDAYS)[number][0]}`, string>),
  }
}

/** A whole number as typed, else the text itself (the API names what is wrong). */
function whole(text: string): number | string {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text.trim()
}

/** The `slots` to send, or undefined when the method has none. */
export function slotsBody(values: SlotValues): StoredSlots | undefined {
  if (values.slots_enabled !== '1') return undefined
  const week: Record<string, string[]> = {}
  for (const [day] of WEEKDAYS) {
    const windows = values[`slot_${day}`].split(/[,;\n]/).map((part) => part.trim().replace(/\s*[–—-]\s*/, '-').replace(/(^|-)(\d):/g, '$10$2:')).filter(Boolean)
    if (windows.length) week[day] = windows
  }
  const slots: StoredSlots = { week, capacity: whole(values.slot_capacity) as number }
  if (values.slot_cutoff_time.trim()) slots.cutoff_time = values.slot_cutoff_time.trim()
  if (values.slot_cutoff_days.trim()) slots.cutoff_days = whole(values.slot_cutoff_days) as number
  if (values.slot_days_ahead.trim()) slots.days_ahead = whole(values.slot_days_ahead) as number
  const closed = values.slot_closed_dates.split(/[\s,]+/).filter(Boolean)
  if (closed.length) slots.closed_dates = closed
  return slots
}

/** The card's field of an error path inside a method's `slots` (`week.sat[1]` → slot_sat). */
export function slotErrorField(rest: string): string {
  const [, head, day] = /^(\w+)(?:\.(\w+))?/.exec(rest) ?? []
  if (head === 'week') return WEEKDAYS.some(([key]) => key === day) ? `slot_${day}` : 'slot_mon'
  if (head === 'closed_dates') return 'slot_closed_dates'
  if (head && ['capacity', 'cutoff_time', 'cutoff_days', 'days_ahead'].includes(head)) return `slot_${head}`
  return 'slots_enabled'
}
