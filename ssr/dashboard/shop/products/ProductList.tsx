/**
 * Producten: the catalogue, paged, searched and sorted by the API (`?q=&sort=&page=`
 * kept in the URL, so a reload or a shared link shows the same list). Rows link to
 * the editor; 'Product toevoegen' asks a title and a key.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Dialog, DialogTrigger, Form, Heading, Input, Label, Modal, ModalOverlay, SearchField, Button as AriaButton } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../../api'
import { navigate, useLocation, withParam } from '../../router'
import { AppLink } from '../../Shell'
import { Button, FOCUS_RING } from '../../ui/Button'
import { MODAL, OVERLAY } from '../../ui/ConfirmDialog'
import { EmptyState, ErrorState, PageTitle, SkeletonRows } from '../../ui/States'
import { INPUT_CLASS, TextInput } from '../../ui/TextInput'
import { SelectField } from '../fields'
import { PAGE_SIZE, shopKeys, useProductPage, useVatRates, type Product } from '../shopApi'
import { euros } from './options'
import { keyFromTitle } from './productForm'

export const SORTS: [string, string][] = [
  ['', 'Volgorde in de winkel'],
  ['title', 'Titel (A-Z)'],
  ['-title', 'Titel (Z-A)'],
  ['price', 'Prijs (laag-hoog)'],
  ['-price', 'Prijs (hoog-laag)'],
  ['stock', 'Voorraad (laag-hoog)'],
  ['-updated_at', 'Laatst gewijzigd'],
  ['sku', 'Artikelnummer'],
]

function CreateForm({ project, close }: { project: number; close: () => void }) {
  const client = useQueryClient()
  const [title, setTitle] = useState('')
  const [key, setKey] = useState('')
  const [keyTouched, setKeyTouched] = useState(false)
  const shownKey = keyTouched ? key : keyFromTitle(title)
  const rates = useVatRates(project)
  const create = useMutation({
    // The project's first VAT rate (its standard one); the editor changes it after.
    mutationFn: () => call<{ product: Product }>('POST', `/projects/${project}/products`, { body: { id: shownKey, title, price: { incl_tax: '0' }, vat_rate: rates.data?.[0] ?? 21 } }),
    onSuccess: ({ data }) => {
      void client.invalidateQueries({ queryKey: shopKeys.products(project) })
      toast.success('Product toegevoegd')
      close()
      navigate(`/wm/shop/products/${encodeURIComponent(data.product.id)}`)
    },
  })
  const errors: FieldErrors = create.error instanceof ApiError ? create.error.errors : {}
  return (
    <Form className="space-y-4" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); if (!create.isPending) create.mutate() }}>
      {errors.general || errors.vat_rate ? <p role="alert" className="text-sm text-red-700">{[...(errors.general ?? []), ...(errors.vat_rate ?? [])].join(' ')}</p> : null}
      <TextInput label="Titel" value={title} onChange={setTitle} errors={errors.title} isRequired autoFocus />
      <TextInput label="Sleutel" value={shownKey} onChange={(value) => { setKeyTouched(true); setKey(value) }} errors={errors.id ?? errors.path} isRequired description="Het vaste kenmerk van het product en de standaard van zijn adres (/product/<sleutel>). Kleine letters, cijfers, '-' en '_'." />
      <p className="text-sm text-gray-700">Prijs, btw, foto's en opties vul je daarna in.</p>
      <div className="flex justify-end gap-2 pt-2">
        <Button onPress={close}>Annuleren</Button>
        <Button type="submit" variant="primary" isDisabled={create.isPending}>Toevoegen</Button>
      </div>
    </Form>
  )
}

export function CreateProduct({ project }: { project: number }) {
  return (
    <DialogTrigger>
      <Button variant="primary">Product toevoegen</Button>
      <ModalOverlay isDismissable className={OVERLAY}>
        <Modal className={MODAL}>
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="mb-4 text-lg font-semibold text-gray-900">Product toevoegen</Heading>
                <CreateForm project={project} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}

function Price({ product }: { product: Product }) {
  if (product.hide_price) return <>Prijs verborgen</>
  if (!product.sale_price) return <>{euros(product.price.incl_tax)}</>
  return <>{euros(product.sale_price.incl_tax)} <s className="font-normal text-gray-600"><span className="sr-only">was </span>{euros(product.price.incl_tax)}</s></>
}

function Stock({ product }: { product: Product }) {
  const options = product.options.length ? ` · ${product.options.length === 1 ? '1 optie' : `${product.options.length} opties`}` : ''
  if (!product.stock_management) return <>Altijd leverbaar{options}</>
  if (product.stock > 0) return <>{product.stock} op voorraad{options}</>
  return <><span className="font-medium text-red-700">Uitverkocht</span>{options}</>
}

function ProductRow({ product }: { product: Product }) {
  return (
    <li className="relative flex items-center gap-3 border-b border-gray-200 px-4 py-3 last:border-b-0 hover:bg-gray-50">
      <div className="size-12 shrink-0 overflow-hidden rounded-md bg-gray-100">
        {product.main_image ? <img src={product.main_image} alt="" className="size-full object-cover" loading="lazy" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <AppLink href={`/wm/shop/products/${encodeURIComponent(product.id)}`} className={`font-medium text-gray-900 after:absolute after:inset-0 hover:underline ${FOCUS_RING} rounded`}>
          {product.title || product.id}
        </AppLink>
        <p className="truncate text-sm text-gray-600">{[product.sku, product.path].filter(Boolean).join(' · ')}</p>
        <p className="text-sm sm:hidden"><span className="font-medium text-gray-900"><Price product={product} /></span> · <span className="text-gray-600"><Stock product={product} /></span></p>
      </div>
      <div className="hidden shrink-0 text-right text-sm sm:block">
        <p className="font-medium text-gray-900"><Price product={product} /></p>
        <p className="text-gray-600"><Stock product={product} /></p>
      </div>
    </li>
  )
}

export function ProductList({ project }: { project: number }) {
  const location = useLocation()
  const query = location.searchParams.get('q') ?? ''
  const sort = location.searchParams.get('sort') ?? ''
  const page = Math.max(1, Number.parseInt(location.searchParams.get('page') ?? '1', 10) || 1)
  const [typed, setTyped] = useState(query)
  // The URL (and so the request) follows the search box after a short pause in typing.
  useEffect(() => {
    if (typed === query) return
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams(location.search)
      if (typed) params.set('q', typed)
      else params.delete('q')
      params.delete('page')
      const search = params.toString()
      navigate(location.pathname + (search ? `?${search}` : ''), { replace: true })
    }, 300)
    return () => window.clearTimeout(timer)
  }, [typed, query, location])
  const products = useProductPage(project, query, sort, (page - 1) * PAGE_SIZE)
  const total = products.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))

  let body: React.ReactNode
  if (products.isPending) body = <SkeletonRows label="Producten laden" />
  else if (products.isError) body = <ErrorState message={products.error instanceof ApiError ? firstMessage(products.error.errors)! : 'De producten konden niet worden geladen.'} onRetry={() => void products.refetch()} />
  else if (total === 0 && !query) body = <EmptyState message="Je winkel heeft nog geen producten. Voeg je eerste product toe." action={<CreateProduct project={project} />} />
  else if (products.data.products.length === 0) body = <EmptyState message={query ? `Geen producten gevonden voor ‘${query}’. Pas je zoekterm aan.` : 'Op deze pagina staan geen producten meer.'} action={page > 1 ? <Button onPress={() => navigate(withParam(location, 'page', ''))}>Naar de eerste pagina</Button> : undefined} />
  else {
    const first = (page - 1) * PAGE_SIZE + 1
    const last = first + products.data.products.length - 1
    body = (
      <>
        <ul aria-label="Producten" aria-busy={products.isFetching || undefined} className={`overflow-hidden rounded-lg bg-white ring-1 ring-gray-200 ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
          {products.data.products.map((product) => <ProductRow key={product.id} product={product} />)}
        </ul>
        <nav aria-label="Pagina's van de lijst" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-700" aria-live="polite">{first}–{last} van {total} {total === 1 ? 'product' : 'producten'}</p>
          <div className="flex gap-2">
            <Button isDisabled={page <= 1} onPress={() => navigate(withParam(location, 'page', page - 1 > 1 ? String(page - 1) : ''))}>Vorige</Button>
            <Button isDisabled={page >= pages} onPress={() => navigate(withParam(location, 'page', String(page + 1)))}>Volgende</Button>
          </div>
        </nav>
      </>
    )
  }

  return (
    <>
      <PageTitle actions={<CreateProduct project={project} />}>Producten</PageTitle>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField value={typed} onChange={setTyped} className="group sm:w-80">
          <Label className="block text-sm font-medium text-gray-900">Zoeken</Label>
          <div className="relative">
            <Input placeholder="Titel, artikelnummer of pad" className={`${INPUT_CLASS} pr-9 [&::-webkit-search-cancel-button]:hidden`} />
            <AriaButton aria-label="Zoekterm wissen" className={`absolute right-1.5 top-1/2 mt-0.5 -translate-y-1/2 rounded px-2 text-gray-600 group-data-empty:hidden ${FOCUS_RING}`}>×</AriaButton>
          </div>
        </SearchField>
        <div className="sm:w-64">
          <SelectField label="Sorteren" value={sort} onChange={(value) => { const params = new URLSearchParams(location.search); if (value) params.set('sort', value); else params.delete('sort'); params.delete('page'); const search = params.toString(); navigate(location.pathname + (search ? `?${search}` : ''), { replace: true }) }} options={SORTS} />
        </div>
      </div>
      {body}
    </>
  )
}
