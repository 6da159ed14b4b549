/**
 * Overzicht: what a shop owner looks at first. Orders and revenue of the last 30 days,
 * cards for open quotes, orders to handle and new form submissions (each leads to its
 * area), the most-missed addresses with 'Doorverwijzing maken', and the searches that
 * found nothing.
 */
import { ApiError, firstMessage } from '../api'
import { RedirectDialog } from '../redirects/RedirectDialog'
import { AppLink } from '../Shell'
import { Button, FOCUS_RING } from '../ui/Button'
import { ErrorState, PageTitle, SkeletonRows } from '../ui/States'
import { countLabel, euros } from './chart'
import { OrdersChart } from './OrdersChart'
import { useOverview, type Overview } from './overviewApi'

const CARD = 'rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-5'

function Figure({ href, label, value, hint }: { href: string; label: string; value: number; hint: string }) {
  return (
    <li className={`relative grid grid-cols-[1fr_auto] items-center gap-x-3 ${CARD} hover:ring-indigo-300 sm:block`}>
      <p className="text-sm text-gray-700">{label}</p>
      <p className="col-start-2 row-span-2 row-start-1 text-3xl font-semibold tabular-nums text-gray-900 sm:mt-1">{value}</p>
      <AppLink href={href} className={`mt-1 inline-block justify-self-start rounded text-sm font-medium text-indigo-800 after:absolute after:inset-0 hover:underline sm:mt-2 ${FOCUS_RING}`}>
        {hint}
      </AppLink>
    </li>
  )
}

function Sales({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="verkoop" className={CARD}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="verkoop" className="text-lg font-semibold text-gray-900">Bestellingen en omzet</h2>
        <p className="text-sm text-gray-700">Laatste {overview.days.length} dagen</p>
      </div>
      <dl className="mb-4 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-gray-700">Bestellingen</dt>
          <dd className="text-2xl font-semibold tabular-nums text-gray-900">{overview.totals.orders}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">Omzet</dt>
          <dd className="text-2xl font-semibold tabular-nums text-gray-900">{euros(overview.totals.revenue)}</dd>
        </div>
      </dl>
      {overview.totals.orders === 0 ? (
        <p className="rounded-md bg-gray-50 px-4 py-6 text-center text-sm text-gray-700">Nog geen bestellingen in de laatste {overview.days.length} dagen.</p>
      ) : (
        <OrdersChart days={overview.days} />
      )}
    </section>
  )
}

function Misses({ project, overview }: { project: number; overview: Overview }) {
  return (
    <section aria-labelledby="gemiste-paginas" className={CARD}>
      <h2 id="gemiste-paginas" className="text-lg font-semibold text-gray-900">Gemiste pagina's (404)</h2>
      <p className="mb-3 text-sm text-gray-700">Adressen die bezoekers openden en die niet bestaan.</p>
      {overview.not_found.length === 0 ? (
        <p className="text-sm text-gray-700">Geen gemiste pagina's: bezoekers vonden alles wat ze zochten.</p>
      ) : (
        <ul aria-label="Gemiste pagina's" className="divide-y divide-gray-200">
          {overview.not_found.map((miss) => (
            <li key={miss.path} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium text-gray-900">{miss.path}</p>
                <p className="text-sm text-gray-600">{countLabel(miss.hits, 'keer', 'keer')} bezocht</p>
              </div>
              <RedirectDialog project={project} path={miss.path} trigger={<Button aria-label={`Doorverwijzing maken voor ${miss.path}`}>Doorverwijzing maken</Button>} />
            </li>
          ))}
        </ul>
      )}
      <AppLink href="/wm/redirects" className={`mt-3 inline-block rounded text-sm font-medium text-indigo-800 hover:underline ${FOCUS_RING}`}>Alle doorverwijzingen</AppLink>
    </section>
  )
}

function Searches({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="zonder-resultaat" className={CARD}>
      <h2 id="zonder-resultaat" className="text-lg font-semibold text-gray-900">Zoekopdrachten zonder resultaat</h2>
      <p className="mb-3 text-sm text-gray-700">Wat bezoekers in je winkel zochten en niet vonden.</p>
      {overview.empty_searches.length === 0 ? (
        <p className="text-sm text-gray-700">Nog niets: elke zoekopdracht vond iets.</p>
      ) : (
        <ul aria-label="Zoekopdrachten zonder resultaat" className="divide-y divide-gray-200">
          {overview.empty_searches.map((search) => (
            <li key={search.query} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0 break-words font-medium text-gray-900">{search.query}</span>
              <span className="shrink-0 text-sm text-gray-600">{countLabel(search.searches, 'keer', 'keer')} gezocht</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function OverviewArea({ project }: { project: number }) {
  const overview = useOverview(project)
  let body: React.ReactNode
  if (overview.isPending) body = <SkeletonRows rows={4} label="Overzicht laden" />
  else if (overview.isError) body = <ErrorState message={overview.error instanceof ApiError ? firstMessage(overview.error.errors)! : 'Het overzicht kon niet worden geladen.'} onRetry={() => void overview.refetch()} />
  else {
    const data = overview.data
    body = (
      <div className="space-y-5">
        <ul aria-label="Te doen" className="grid gap-3 sm:grid-cols-3">
          <Figure href="/wm/shop/orders" label="Te verwerken bestellingen" value={data.orders_to_handle} hint="Naar bestellingen" />
          <Figure href="/wm/shop/quotes" label="Openstaande offertes" value={data.open_quotes} hint="Naar offertes" />
          <Figure href="/wm/submissions" label={`Nieuwe inzendingen (${data.new_submissions_days} dagen)`} value={data.new_submissions} hint="Naar inzendingen" />
        </ul>
        <Sales overview={data} />
        <div className="grid gap-5 lg:grid-cols-2">
          <Misses project={project} overview={data} />
          <Searches overview={data} />
        </div>
      </div>
    )
  }
  return (
    <>
      <PageTitle>Overzicht</PageTitle>
      {body}
    </>
  )
}
