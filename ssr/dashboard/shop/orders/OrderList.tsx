/**
 * The list of orders (or quote requests): search, status and payment filters and the
 * sort order live in the URL and go to the server, which answers one page at a time.
 * Rows are cards on phones and a dense row on wide screens; each opens its detail.
 */
import { useEffect, useState } from 'react'
import { Button as AriaButton, Input, Label, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { ApiError, firstMessage } from '../../api'
import { navigate, useLocation, withParam } from '../../router'
import { AppLink } from '../../Shell'
import { Button, FOCUS_RING } from '../../ui/Button'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../../ui/States'
import { INPUT_CLASS } from '../../ui/TextInput'
import { shopPath } from '../shopRoute'
import { useOrderList } from './orderApi'
import { euro, filtersOf, KIND_LABEL, PAGE_SIZE, pageCount, PAYMENT_FILTERS, QUOTE_FILTERS, shortDay, SORTS, STATUS_FILTERS, type OrderSummary } from './orderModel'
import { StatusPills } from './OrderParts'

type Kind = 'orders' | 'quotes'

const TEXT: Record<Kind, { title: string; loading: string; none: string; noMatch: string; listLabel: string; section: string }> = {
  orders: {
    title: 'Bestellingen',
    loading: 'Bestellingen laden',
    none: 'Nog geen bestellingen. Zodra een klant afrekent, staat de bestelling hier.',
    noMatch: 'Geen bestellingen gevonden. Pas je zoekterm of filters aan.',
    listLabel: 'Bestellingen',
    section: 'orders',
  },
  quotes: {
    title: 'Offertes',
    loading: 'Offerteaanvragen laden',
    none: 'Nog geen offerteaanvragen. Producten met "Offerte aanvragen" komen hier binnen.',
    noMatch: 'Geen offerteaanvragen gevonden. Pas je zoekterm of filters aan.',
    listLabel: 'Offerteaanvragen',
    section: 'quotes',
  },
}

function OrderRow({ order, kind }: { order: OrderSummary; kind: Kind }) {
  const who = order.company ? `${order.name || order.email} · ${order.company}` : order.name || order.email || 'Onbekende klant'
  return (
    <li className="relative flex flex-col gap-2 border-b border-gray-200 px-4 py-3 last:border-b-0 hover:bg-gray-50 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <AppLink href={shopPath(TEXT[kind].section, order.number)} className={`font-medium text-gray-900 after:absolute after:inset-0 hover:underline ${FOCUS_RING} rounded`}>
          #{order.number} <span className="font-normal text-gray-700">{who}</span>
        </AppLink>
        <p className="text-sm text-gray-600">
          {shortDay(order.created_at)} · {KIND_LABEL[order.kind]}
          {order.from_order ? ` · uit offerte #${order.from_order}` : ''}
        </p>
        {order.delivery_slot ? <p className="text-sm font-medium text-gray-900" data-delivery-slot="">Tijdvak: {order.delivery_slot.label}</p> : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-end">
        <StatusPills order={order} quote={kind === 'quotes'} />
        <span className="w-24 text-right font-medium tabular-nums text-gray-900">{order.kind === 'quote' ? <><span aria-hidden="true">—</span><span className="sr-only">nog geen prijs</span></> : euro(order.total)}</span>
      </div>
    </li>
  )
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: readonly { key: string; label: string }[]; onChange: (value: string) => void }) {
  const id = `filter-${label.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${INPUT_CLASS} pr-8`}>
        {options.map((option) => <option key={option.key} value={option.key}>{option.label}</option>)}
      </select>
    </div>
  )
}

export function OrderList({ project, kind }: { project: number; kind: Kind }) {
  const location = useLocation()
  const filters = filtersOf(location.searchParams)
  const list = useOrderList(project, kind, filters)
  const text = TEXT[kind]
  const [typed, setTyped] = useState(filters.q)

  // The search goes to the server a moment after typing stops (and back to page 1).
  useEffect(() => {
    if (typed.trim() === filters.q) return
    const timer = setTimeout(() => {
      const params = new URLSearchParams(location.search)
      if (typed.trim()) params.set('q', typed.trim())
      else params.delete('q')
      params.delete('page')
      const query = params.toString()
      navigate(location.pathname + (query ? `?${query}` : ''), { replace: true })
    }, 350)
    return () => clearTimeout(timer)
  }, [typed, filters.q, location.pathname, location.search])

  const setFilter = (name: string, value: string) => {
    const params = new URLSearchParams(location.search)
    if (value) params.set(name, value)
    else params.delete(name)
    params.delete('page')
    const query = params.toString()
    navigate(location.pathname + (query ? `?${query}` : ''), { replace: true })
  }

  const filtered = Boolean(filters.q || filters.status || filters.payment || filters.quote)
  const chips = kind === 'quotes' ? { param: 'quote', label: 'Offertestatus', value: filters.quote, options: QUOTE_FILTERS } : { param: 'status', label: 'Status', value: filters.status, options: STATUS_FILTERS }
  let body: React.ReactNode
  if (list.isPending) body = <SkeletonRows label={text.loading} />
  else if (list.isError) body = <ErrorState message={list.error instanceof ApiError ? firstMessage(list.error.errors)! : 'De lijst kon niet worden geladen.'} onRetry={() => void list.refetch()} />
  else if (list.data.rows.length === 0) body = <EmptyState message={filtered ? text.noMatch : text.none} />
  else {
    const pages = pageCount(list.data.total)
    const first = (filters.page - 1) * PAGE_SIZE + 1
    const last = first + list.data.rows.length - 1
    body = (
      <>
        <ul aria-label={text.listLabel} aria-busy={list.isPlaceholderData} className={`overflow-hidden rounded-lg bg-white ring-1 ring-gray-200 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          {list.data.rows.map((order) => <OrderRow key={order.number} order={order} kind={kind} />)}
        </ul>
        <nav aria-label="Pagina's van de lijst" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
          <p>{first}–{last} van {list.data.total}</p>
          {pages > 1 ? (
            <div className="flex gap-2">
              <Button isDisabled={filters.page <= 1} onPress={() => navigate(withParam(location, 'page', filters.page - 1 > 1 ? String(filters.page - 1) : ''))}>Vorige</Button>
              <Button isDisabled={filters.page >= pages} onPress={() => navigate(withParam(location, 'page', String(filters.page + 1)))}>Volgende</Button>
            </div>
          ) : null}
        </nav>
      </>
    )
  }

  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,20rem)_13rem_13rem]">
        <SearchField value={typed} onChange={setTyped} className="group">
          <Label className="block text-sm font-medium text-gray-900">Zoeken</Label>
          <div className="relative">
            <Input placeholder="Nummer, naam of e-mail" className={`${INPUT_CLASS} pr-9 [&::-webkit-search-cancel-button]:hidden`} />
            <AriaButton aria-label="Zoekterm wissen" className={`absolute right-1.5 top-1/2 mt-0.5 -translate-y-1/2 rounded px-2 text-gray-600 group-data-empty:hidden ${FOCUS_RING}`}>×</AriaButton>
          </div>
        </SearchField>
        {kind === 'orders' ? <Select label="Betaling" value={filters.payment} options={PAYMENT_FILTERS} onChange={(value) => setFilter('payment', value)} /> : null}
        <Select label="Sorteren" value={filters.sort} options={SORTS} onChange={(value) => setFilter('sort', value === '-created_at' ? '' : value)} />
      </div>
      <ToggleButtonGroup
        aria-label={chips.label}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[chips.value || 'all']}
        onSelectionChange={(keys) => {
          const [key] = [...keys]
          setFilter(chips.param, key === 'all' ? '' : String(key))
        }}
        className="mb-4 flex flex-wrap gap-1.5"
      >
        {chips.options.map((filter) => (
          <ToggleButton key={filter.key || 'all'} id={filter.key || 'all'} className={`rounded-full px-3 py-1.5 text-sm ring-1 ring-inset ring-gray-300 data-selected:bg-gray-900 data-selected:text-white data-selected:ring-gray-900 hover:bg-gray-100 data-selected:hover:bg-gray-800 ${FOCUS_RING}`}>
            {filter.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {body}
    </>
  )
}
