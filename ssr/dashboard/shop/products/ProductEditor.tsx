/**
 * One product with every field of the spec (docs/shop.md): title, SKU, images, price,
 * VAT, stock, ordering modes, options, descriptions, categories, attributes, path and
 * SEO. Saves send only what changed with If-Match; a 409 keeps what was typed and
 * offers to load the newest version or to save over it (as the menu editor). The
 * API's errors sit under their fields. Ctrl/Cmd+S saves; Verwijderen asks first.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Form } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../../api'
import { navigate } from '../../router'
import { AppLink } from '../../Shell'
import { Button, FOCUS_RING } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ErrorState, PageTitle, SkeletonRows } from '../../ui/States'
import { TextInput } from '../../ui/TextInput'
import { flatten, buildTree } from '../categories/categoryTree'
import { Check, GroupErrors, SECTION, SelectField, Toggle } from '../fields'
import { productPath, readProduct, shopKeys, useCategories, useForms, useProduct, useVatRates, type Product } from '../shopApi'
import { ImagesField } from './ImagesField'
import { OptionEditor } from './OptionEditor'
import { amountOf, euros } from './options'
import { changesOf, DESCRIPTIONS, errorsAt, fieldsOf, type ProductFields } from './productForm'
import { textOf } from './richText'
import { useSaveKeys } from '../../ui/useSaveKeys'

const CONFLICT = 'Iemand anders heeft dit product intussen gewijzigd. Wat je wijzigde staat er nog.'

const LAYOUTS: [string, string][] = [
  ['0', 'Kaart 0: met bestelknop'],
  ['1', 'Kaart 1: met bestelknop'],
  ['2', 'Kaart 2: met offerteknop'],
  ['3', 'Kaart 3: met bestelknop'],
]

/** The price without VAT of a typed price, for the line under the field. */
function exclusive(text: string, rate: string): string | null {
  const amount = amountOf(text)
  const percentage = Number(rate)
  if (amount === null || !Number.isFinite(percentage)) return null
  return euros(Math.round((amount * 100 * 100) / (100 + percentage) + 1e-9) / 100)
}

function CategoryPicker({ project, chosen, onChange, errors }: { project: number; chosen: string[]; onChange: (keys: string[]) => void; errors: FieldErrors }) {
  const categories = useCategories(project)
  if (categories.isPending) return <SkeletonRows rows={2} label="Categorieën laden" />
  if (categories.isError) return <ErrorState message="De categorieën konden niet worden geladen." onRetry={() => void categories.refetch()} />
  if (categories.data.length === 0) {
    return <p className="text-sm text-gray-700">Je winkel heeft nog geen categorieën. <AppLink href="/wm/shop/categories" className={`text-indigo-800 underline ${FOCUS_RING} rounded`}>Categorieën maken</AppLink></p>
  }
  const rows = flatten(buildTree(categories.data))
  const titles = new Map(categories.data.map((category) => [category.id, category.title]))
  return (
    <div className="space-y-2">
      <div role="group" aria-label="Categorieën van dit product" className="max-h-72 overflow-y-auto rounded-md border border-gray-200 p-2">
        {rows.map(({ node, level }) => {
          const index = chosen.indexOf(node.key)
          const at = index >= 0 ? errorsAt(errors, `categories[${index}]`) : undefined
          return (
            <div key={node.key} style={{ paddingLeft: `${level * 1.25}rem` }}>
              <Check label={<>{node.title || node.key}{at ? <span className="ml-2 font-medium text-red-700">{at.join(' ')}</span> : null}</>} isSelected={index >= 0} onChange={(on) => onChange(on ? [...chosen, node.key] : chosen.filter((key) => key !== node.key))} />
            </div>
          )
        })}
      </div>
      <p className="text-sm text-gray-600">
        {chosen.length ? `Gekozen: ${chosen.map((key) => titles.get(key) ?? key).join(', ')}. ` : 'Nog geen categorie gekozen. '}
        De eerste bepaalt het kruimelpad op de productpagina.
      </p>
      <GroupErrors errors={errors.categories} />
    </div>
  )
}

function AttributeRows({ fields, set, errors }: { fields: ProductFields; set: (change: Partial<ProductFields>) => void; errors: FieldErrors }) {
  const rows = fields.attributes
  const change = (index: number, row: Partial<{ key: string; values: string }>) => set({ attributes: rows.map((item, at) => (at === index ? { ...item, ...row } : item)) })
  return (
    <div className="space-y-3">
      {rows.length === 0 ? <p className="text-sm text-gray-700">Geen kenmerken. Kenmerken zijn de filters van je winkel, zoals allergenen of gewicht.</p> : (
        <ul aria-label="Kenmerken" className="space-y-2">
          {rows.map((row, index) => (
            <li key={index} className="grid grid-cols-[1fr_2fr_auto] items-start gap-2">
              <TextInput label="Filter (sleutel)" value={row.key} onChange={(key) => change(index, { key })} errors={errorsAt(errors, `attributes.${row.key}`)} />
              <TextInput label="Waarden, met komma's" value={row.values} onChange={(values) => change(index, { values })} />
              <Button className="mt-6" aria-label={`Kenmerk ${row.key || index + 1} verwijderen`} onPress={() => set({ attributes: rows.filter((_, at) => at !== index) })}>×</Button>
            </li>
          ))}
        </ul>
      )}
      <GroupErrors errors={errors.attributes} />
      <Button onPress={() => set({ attributes: [...rows, { key: '', values: '' }] })}>Kenmerk toevoegen</Button>
    </div>
  )
}

function Editor({ project, initial, latest }: { project: number; initial: Product; latest: Product }) {
  const client = useQueryClient()
  const [base, setBase] = useState(initial)
  const [fields, setFields] = useState<ProductFields>(() => fieldsOf(initial))
  const [conflict, setConflict] = useState(false)
  const [notice, setNotice] = useState('')
  const vatRates = useVatRates(project)
  const forms = useForms(project)
  const changes = changesOf(base, fields)
  const dirty = Object.keys(changes).length > 0
  const newer = latest.version !== base.version
  useEffect(() => {
    if (newer && !dirty && !conflict) {
      setBase(latest)
      setFields(fieldsOf(latest))
    }
  }, [newer, latest, dirty, conflict])

  const set = (change: Partial<ProductFields>) => setFields((current) => ({ ...current, ...change }))
  const save = useMutation({
    mutationFn: ({ version, body }: { version: number; body: Record<string, unknown> }) =>
      call<{ product: Product }>('PUT', productPath(project, base.id), { body: { ...body, version }, ifMatch: version }),
    onError: (error) => {
      if (error instanceof ApiError && error.isConflict) {
        setConflict(true)
        toast.error('Niet opgeslagen: het product is intussen gewijzigd.')
      } else {
        toast.error(`Niet opgeslagen: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
      }
    },
    onSuccess: ({ data }) => {
      client.setQueryData(shopKeys.product(project, data.product.id), data.product)
      setBase(data.product)
      setFields(fieldsOf(data.product))
      setConflict(false)
      toast.success('Opgeslagen')
    },
    onSettled: () => void client.invalidateQueries({ queryKey: shopKeys.products(project) }),
  })
  const remove = useMutation({
    mutationFn: () => call('DELETE', productPath(project, base.id), { ifMatch: base.version }),
    onSuccess: () => {
      client.removeQueries({ queryKey: shopKeys.product(project, base.id) })
      void client.invalidateQueries({ queryKey: shopKeys.products(project) })
      toast.success(`${base.title || base.id} is verwijderd`)
      navigate('/wm/shop/products')
    },
    onError: (error) => toast.error(`Niet verwijderd: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`),
  })
  const errors: FieldErrors = save.error instanceof ApiError && !save.error.isConflict ? save.error.errors : {}
  const at = (name: string) => errorsAt(errors, name)

  const submit = () => {
    if (dirty && !save.isPending) save.mutate({ version: base.version, body: changes })
  }
  useSaveKeys(submit, dirty)

  const rates = vatRates.data ?? [base.vat_rate]
  const rateOptions: [string, string][] = [...new Set([...rates, base.vat_rate])].map((rate) => [String(rate), `${rate}%`])
  const excl = exclusive(fields.price, fields.vat_rate)
  const saleExcl = fields.sale_price.trim() ? exclusive(fields.sale_price, fields.vat_rate) : null
  const unplaced = Object.entries(errors).filter(([key]) => !/^(title|slug|path|sku|layout|position|price|sale_price|vat_rate|stock|lead_time_days|before_price_text|after_price_text|form_id|affiliate_link|seo_title|seo_description|main_image|sub_images|categories|attributes|options|intro_description|short_description|description|extra_description|extra_description_right|general|version|hide_price|show_price_tax_included|stock_management|enable_checkout|enable_quote|enable_form|enable_affiliate|hide_quantity|exclude_base_price)\b/.test(key))

  const reload = () => readProduct(project, base.id)
  return (
    <>
      <nav aria-label="Kruimelpad" className="mb-2 text-sm">
        <AppLink href="/wm/shop/products" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Producten</AppLink>
      </nav>
      <PageTitle actions={<a href={base.path} target="_blank" rel="noopener" className={`text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>Bekijk op de site</a>}>
        {base.title || base.id}
      </PageTitle>
      <p className="-mt-3 mb-5 text-sm text-gray-700">Wijzigingen aan producten staan na opslaan direct op je site.</p>

      {conflict ? (
        <div role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{CONFLICT}</p>
          <p className="mt-1">Laad de nieuwste versie (je wijzigingen vervallen) of sla jouw wijzigingen op over die van de ander heen.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onPress={async () => { const product = await reload(); client.setQueryData(shopKeys.product(project, product.id), product); setBase(product); setFields(fieldsOf(product)); setConflict(false); save.reset() }}>Nieuwste versie laden</Button>
            <Button onPress={async () => { const product = await reload(); save.mutate({ version: product.version, body: changes }) }}>Mijn versie opslaan</Button>
          </div>
        </div>
      ) : null}
      {errors.general ? <div className="mb-5"><ErrorState message={errors.general.join(' ')} /></div> : null}
      {Object.keys(errors).length > 0 && !errors.general ? (
        <div role="alert" className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          Niet opgeslagen: controleer de velden met een rode melding. {unplaced.map(([key, messages]) => `${key}: ${messages.join(' ')}`).join(' ')}
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">{notice}</p>

      <Form className="space-y-6 pb-24" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit() }}>
        <section className={SECTION} aria-labelledby="product-algemeen">
          <h2 id="product-algemeen" className="text-base font-semibold">Algemeen</h2>
          <TextInput label="Titel" value={fields.title} onChange={(title) => set({ title })} errors={at('title')} isRequired />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextInput label="Artikelnummer (SKU)" value={fields.sku} onChange={(sku) => set({ sku })} errors={at('sku')} />
            <SelectField label="Weergave in lijsten" value={fields.layout} onChange={(layout) => set({ layout })} options={LAYOUTS} errors={at('layout')} />
            <TextInput label="Volgorde" value={fields.position} onChange={(position) => set({ position })} errors={at('position')} description="Lager staat eerder in lijsten en zoekresultaten." />
          </div>
          <p className="text-sm text-gray-700">Sleutel: <code>{base.id}</code></p>
        </section>

        <section className={SECTION} aria-labelledby="product-afbeeldingen">
          <h2 id="product-afbeeldingen" className="text-base font-semibold">Afbeeldingen</h2>
          <ImagesField images={fields.images} onChange={(images) => set({ images })} errors={[...(at('main_image') ?? []), ...(at('sub_images') ?? [])]} announce={setNotice} />
        </section>

        <section className={SECTION} aria-labelledby="product-prijs">
          <h2 id="product-prijs" className="text-base font-semibold">Prijs</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextInput label="Prijs (€, incl. btw)" value={fields.price} onChange={(price) => set({ price })} errors={at('price')} isRequired description={excl ? `Zonder btw: ${excl}` : 'Bijvoorbeeld 24,95.'} />
            <TextInput label="Actieprijs (€, incl. btw)" value={fields.sale_price} onChange={(sale_price) => set({ sale_price })} errors={at('sale_price')} description={saleExcl ? `Zonder btw: ${saleExcl}` : 'Leeg: geen actie.'} />
            <SelectField label="Btw-tarief" value={fields.vat_rate} onChange={(vat_rate) => set({ vat_rate })} options={rateOptions} errors={at('vat_rate')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput label="Tekst voor de prijs" value={fields.before_price_text} onChange={(before_price_text) => set({ before_price_text })} errors={at('before_price_text')} placeholder="Vanaf" />
            <TextInput label="Tekst na de prijs" value={fields.after_price_text} onChange={(after_price_text) => set({ after_price_text })} errors={at('after_price_text')} placeholder="per stuk" />
          </div>
          <div className="space-y-3">
            <Toggle label="Prijzen tonen inclusief btw" isSelected={fields.show_price_tax_included} onChange={(show_price_tax_included) => set({ show_price_tax_included })} />
            <Toggle label="Prijs verbergen" isSelected={fields.hide_price} onChange={(hide_price) => set({ hide_price })} />
            <Toggle label="Basisprijs niet meetellen" isSelected={fields.exclude_base_price} onChange={(exclude_base_price) => set({ exclude_base_price })} description="De prijs bestaat dan alleen uit de gekozen opties." />
          </div>
        </section>

        <section className={SECTION} aria-labelledby="product-voorraad">
          <h2 id="product-voorraad" className="text-base font-semibold">Voorraad</h2>
          <Toggle label="Voorraad bijhouden" isSelected={fields.stock_management} onChange={(stock_management) => set({ stock_management })} description="Zonder voorraadbeheer is het product altijd leverbaar." />
          {fields.stock_management ? (
            <div className="sm:w-48"><TextInput label="Voorraad" value={fields.stock} onChange={(stock) => set({ stock })} errors={at('stock')} description="Bij 0 kan niemand het bestellen." /></div>
          ) : <GroupErrors errors={at('stock')} />}
        </section>

        <section className={SECTION} aria-labelledby="product-bestellen">
          <h2 id="product-bestellen" className="text-base font-semibold">Bestellen</h2>
          <div className="space-y-3">
            <Toggle label="Bestellen via de winkelwagen" isSelected={fields.enable_checkout} onChange={(enable_checkout) => set({ enable_checkout })} />
            <Toggle label="Offerte aanvragen" isSelected={fields.enable_quote} onChange={(enable_quote) => set({ enable_quote })} />
            <Toggle label="Aantal verbergen" isSelected={fields.hide_quantity} onChange={(hide_quantity) => set({ hide_quantity })} description="De koper bestelt er steeds één." />
            <div className="sm:w-64"><TextInput label="Voorbereidingstijd (dagen)" value={fields.lead_time_days} onChange={(lead_time_days) => set({ lead_time_days })} errors={at('lead_time_days')} description="Zoveel dagen eerder moet een tijdvak besteld zijn. 0: geen." /></div>
            <Toggle label="Formulier voor meer informatie" isSelected={fields.enable_form} onChange={(enable_form) => set({ enable_form })} />
            {fields.enable_form || fields.form_id ? (
              <div className="sm:w-80">
                <SelectField label="Formulier" value={fields.form_id} onChange={(form_id) => set({ form_id })} errors={at('form_id')} options={[['', 'Kies een formulier'], ...(forms.data ?? []).map((form): [string, string] => [form.id, form.title || form.id]), ...(fields.form_id && !forms.data?.some((form) => form.id === fields.form_id) ? [[fields.form_id, fields.form_id] as [string, string]] : [])]} />
              </div>
            ) : <GroupErrors errors={at('form_id')} />}
            <Toggle label="Doorverwijzen naar een andere winkel (affiliate)" isSelected={fields.enable_affiliate} onChange={(enable_affiliate) => set({ enable_affiliate })} />
            {fields.enable_affiliate || fields.affiliate_link ? (
              <TextInput label="Affiliatelink" type="url" value={fields.affiliate_link} onChange={(affiliate_link) => set({ affiliate_link })} errors={at('affiliate_link')} placeholder="https://…" />
            ) : <GroupErrors errors={at('affiliate_link')} />}
          </div>
        </section>

        <section className={SECTION} aria-labelledby="product-opties">
          <h2 id="product-opties" className="text-base font-semibold">Opties</h2>
          <p className="text-sm text-gray-700">Wat de koper kiest of invult. Bedragen zijn in euro's inclusief btw, met het btw-tarief van het product.</p>
          <GroupErrors errors={errors.options} />
          <OptionEditor options={fields.options} onChange={(options) => set({ options })} errors={errors} announce={setNotice} />
        </section>

        <section className={SECTION} aria-labelledby="product-teksten">
          <h2 id="product-teksten" className="text-base font-semibold">Beschrijvingen</h2>
          <p className="text-sm text-gray-700">Alinea's scheid je met een lege regel; een kop begint met ## . Vet en links mogen als HTML: &lt;b&gt;…&lt;/b&gt;, &lt;a href="…"&gt;…&lt;/a&gt;.</p>
          {DESCRIPTIONS.map(({ key, label, hint }) => {
            const view = textOf(base[key])
            if (!view.editable) {
              return (
                <div key={key}>
                  <p className="text-sm font-medium text-gray-900">{label}</p>
                  <p className="mt-1 rounded-md bg-gray-50 p-3 text-sm text-gray-700">{view.summary}</p>
                </div>
              )
            }
            return <TextInput key={key} label={label} value={fields.descriptions[key]} onChange={(text) => set({ descriptions: { ...fields.descriptions, [key]: text } })} errors={at(key)} multiline description={hint} />
          })}
        </section>

        <section className={SECTION} aria-labelledby="product-categorieen">
          <h2 id="product-categorieen" className="text-base font-semibold">Categorieën</h2>
          <CategoryPicker project={project} chosen={fields.categories} onChange={(categories) => set({ categories })} errors={errors} />
        </section>

        <section className={SECTION} aria-labelledby="product-kenmerken">
          <h2 id="product-kenmerken" className="text-base font-semibold">Kenmerken</h2>
          <AttributeRows fields={fields} set={set} errors={errors} />
        </section>

        <section className={SECTION} aria-labelledby="product-seo">
          <h2 id="product-seo" className="text-base font-semibold">Adres en zoekmachines</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput label="Slug" value={fields.slug} onChange={(slug) => set({ slug })} errors={at('slug')} description="Kleine letters, cijfers, '-' en '_'. Een nieuwe slug verplaatst een product met het standaardpad; het oude adres verwijst door." />
            <TextInput label="Pad" value={fields.path} onChange={(path) => set({ path })} errors={at('path')} description="Het adres op je site, bijvoorbeeld /product/appeltaart." />
          </div>
          <TextInput label="SEO-titel" value={fields.seo_title} onChange={(seo_title) => set({ seo_title })} errors={at('seo_title')} description="Leeg: de titel van het product." />
          <TextInput label="SEO-omschrijving" value={fields.seo_description} onChange={(seo_description) => set({ seo_description })} errors={at('seo_description')} multiline />
        </section>

        <section className={SECTION} aria-labelledby="product-verwijderen">
          <h2 id="product-verwijderen" className="text-base font-semibold">Verwijderen</h2>
          <p className="text-sm text-gray-700">Het product verdwijnt direct van je site; zijn adres geeft dan een 404.</p>
          <ConfirmDialog
            trigger={<Button variant="secondary" className="text-red-800" isDisabled={remove.isPending}>Verwijderen</Button>}
            title="Product verwijderen"
            confirmLabel="Verwijderen"
            onConfirm={() => remove.mutate()}
          />
        </section>

        <div hidden={!dirty && !save.isPending && !conflict} className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] md:left-56">
          <div className="mx-auto flex max-w-5xl items-center justify-end gap-2">
            <p aria-live="polite" className="mr-auto text-sm text-gray-700">{save.isPending ? 'Opslaan…' : dirty ? 'Niet-opgeslagen wijzigingen' : ''}</p>
            <Button isDisabled={!dirty || save.isPending} onPress={() => { setFields(fieldsOf(base)); save.reset(); setConflict(false) }}>Verwerpen</Button>
            <Button type="submit" variant="primary" isDisabled={!dirty || save.isPending}>Opslaan</Button>
          </div>
        </div>
      </Form>
    </>
  )
}

export function ProductEditorScreen({ project, productKey }: { project: number; productKey: string }) {
  const product = useProduct(project, productKey)
  if (product.isPending) return <SkeletonRows rows={6} label="Product laden" />
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404
    return (
      <ErrorState
        message={missing ? 'Dit product bestaat niet (meer).' : product.error instanceof ApiError ? firstMessage(product.error.errors)! : 'Het product kon niet worden geladen.'}
        onRetry={missing ? undefined : () => void product.refetch()}
      />
    )
  }
  if (!product.isFetchedAfterMount) return <SkeletonRows rows={6} label="Product laden" />
  return <Editor key={productKey} project={project} initial={product.data} latest={product.data} />
}
