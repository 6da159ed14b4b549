/**
 * One category: title, place in the tree, page layout, image, texts, filters, path and
 * SEO. Saves send only what changed with If-Match; a 409 keeps what was typed (load
 * the newest version, or save over it). Verwijderen asks first; a category with
 * subcategories is refused by the API with its message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-aria-components'
import { toast } from 'sonner'
import { ApiError, call, firstMessage, type FieldErrors } from '../../api'
import { AppLink } from '../../Shell'
import { Button, FOCUS_RING } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ErrorState, PageTitle, SkeletonRows } from '../../ui/States'
import { TextInput } from '../../ui/TextInput'
import { GroupErrors, SECTION, SelectField } from '../fields'
import { errorsAt } from '../products/productForm'
import { richTextFrom, textOf } from '../products/richText'
import { uploadImage } from '../products/upload'
import { categoryPath, readCategories, shopKeys, useCategories, type Category } from '../shopApi'
import { buildTree, flatten } from './categoryTree'
import { useSaveKeys } from '../../ui/useSaveKeys'

const CONFLICT = 'Iemand anders heeft deze categorie intussen gewijzigd. Wat je wijzigde staat er nog.'

const LAYOUTS: [string, string][] = [
  ['', 'Producten met filters (standaard)'],
  ['products_filters', 'Producten met filters'],
  ['products', 'Alleen producten (4 kolommen)'],
  ['sub_categories', 'Subcategorieën met zijbalk'],
  ['sub_categories_full_width', 'Subcategorieën over de volle breedte'],
]

type Fields = {
  title: string
  slug: string
  path: string
  parent: string
  layout: string
  image: string
  short_description: string
  description: string
  filters: string
  seo_title: string
  seo_description: string
}

function fieldsOf(category: Category): Fields {
  const text = (value: Category['description']) => {
    const view = textOf(value)
    return view.editable ? view.text : ''
  }
  return {
    title: category.title,
    slug: category.slug,
    path: category.path,
    parent: category.parent ?? '',
    layout: category.layout ?? '',
    image: category.image ?? '',
    short_description: text(category.short_description),
    description: text(category.description),
    filters: (category.filters ?? []).join(', '),
    seo_title: category.seo_title ?? '',
    seo_description: category.seo_description ?? '',
  }
}

/** The PUT body for what changed. */
export function categoryChanges(base: Category, fields: Fields): Record<string, unknown> {
  const saved = fieldsOf(base)
  const body: Record<string, unknown> = {}
  for (const name of ['title', 'slug', 'path', 'layout', 'image', 'seo_title', 'seo_description'] as const) if (fields[name] !== saved[name]) body[name] = fields[name]
  if (fields.parent !== saved.parent) body.parent = fields.parent || null
  for (const name of ['short_description', 'description'] as const) if (fields[name] !== saved[name]) body[name] = richTextFrom(fields[name], base[name])
  if (fields.filters !== saved.filters) body.filters = fields.filters.split(',').map((value) => value.trim()).filter(Boolean)
  return body
}

function Editor({ project, initial, latest, all, onGone }: { project: number; initial: Category; latest: Category; all: Category[]; onGone: () => void }) {
  const client = useQueryClient()
  const [base, setBase] = useState(initial)
  const [fields, setFields] = useState(() => fieldsOf(initial))
  const [conflict, setConflict] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string[]>([])
  const file = useRef<HTMLInputElement>(null)
  const changes = categoryChanges(base, fields)
  const dirty = Object.keys(changes).length > 0
  useEffect(() => {
    if (latest.version !== base.version && !dirty && !conflict) {
      setBase(latest)
      setFields(fieldsOf(latest))
    }
  }, [latest, base.version, dirty, conflict])
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }))
  const save = useMutation({
    mutationFn: ({ version, body }: { version: number; body: Record<string, unknown> }) => call<{ category: Category }>('PUT', categoryPath(project, base.id), { body: { ...body, version }, ifMatch: version }),
    onError: (error) => {
      if (error instanceof ApiError && error.isConflict) {
        setConflict(true)
        toast.error('Niet opgeslagen: de categorie is intussen gewijzigd.')
      } else toast.error(`Niet opgeslagen: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`)
    },
    onSuccess: ({ data }) => {
      setBase(data.category)
      setFields(fieldsOf(data.category))
      setConflict(false)
      toast.success('Opgeslagen')
    },
    onSettled: () => void client.invalidateQueries({ queryKey: shopKeys.categories(project) }),
  })
  const remove = useMutation({
    mutationFn: () => call('DELETE', categoryPath(project, base.id), { ifMatch: base.version }),
    onSuccess: () => {
      client.setQueryData<Category[]>(shopKeys.categories(project), (current) => current?.filter((item) => item.id !== base.id))
      void client.invalidateQueries({ queryKey: shopKeys.categories(project) })
      toast.success(`${base.title || base.id} is verwijderd`)
      onGone()
    },
    onError: (error) => toast.error(`Niet verwijderd: ${error instanceof ApiError ? firstMessage(error.errors) : 'probeer het opnieuw.'}`),
  })
  const errors: FieldErrors = save.error instanceof ApiError && !save.error.isConflict ? save.error.errors : {}
  const removeErrors = remove.error instanceof ApiError ? Object.values(remove.error.errors).flat() : undefined
  const at = (name: string) => errorsAt(errors, name)
  const submit = () => {
    if (dirty && !save.isPending) save.mutate({ version: base.version, body: changes })
  }
  useSaveKeys(submit, dirty)
  // A category cannot go under itself or under one of its own subcategories.
  const below = new Set<string>()
  for (const { node } of flatten(buildTree(all))) {
    const category = all.find((item) => item.id === node.key)
    if (node.key === base.id || (category?.parent && below.has(category.parent))) below.add(node.key)
  }
  const parents = flatten(buildTree(all)).filter(({ node }) => !below.has(node.key))
  const upload = async (files: FileList | null) => {
    if (!files?.[0]) return
    setUploading(true)
    setUploadError([])
    try {
      set({ image: await uploadImage(files[0], project) })
    } catch (error) {
      setUploadError([error instanceof ApiError ? firstMessage(error.errors) ?? 'Uploaden mislukt.' : 'Uploaden mislukt.'])
    } finally {
      setUploading(false)
      if (file.current) file.current.value = ''
    }
  }
  return (
    <>
      <nav aria-label="Kruimelpad" className="mb-2 text-sm">
        <AppLink href="/wm/shop/categories" className={`text-indigo-800 hover:underline ${FOCUS_RING} rounded`}>← Categorieën</AppLink>
      </nav>
      <PageTitle actions={<a href={base.path} target="_blank" rel="noopener" className={`text-sm text-indigo-800 underline ${FOCUS_RING} rounded`}>Bekijk op de site</a>}>{base.title || base.id}</PageTitle>
      {conflict ? (
        <div role="alert" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{CONFLICT}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onPress={async () => { const fresh = (await readCategories(project)).find((item) => item.id === base.id); if (fresh) { setBase(fresh); setFields(fieldsOf(fresh)) } setConflict(false); save.reset() }}>Nieuwste versie laden</Button>
            <Button onPress={async () => { const fresh = (await readCategories(project)).find((item) => item.id === base.id); if (fresh) save.mutate({ version: fresh.version, body: changes }) }}>Mijn versie opslaan</Button>
          </div>
        </div>
      ) : null}
      {errors.general ? <div className="mb-5"><ErrorState message={errors.general.join(' ')} /></div> : null}
      <Form className="space-y-6 pb-24" validationBehavior="aria" onSubmit={(event) => { event.preventDefault(); submit() }}>
        <section className={SECTION} aria-labelledby="categorie-algemeen">
          <h2 id="categorie-algemeen" className="text-base font-semibold">Algemeen</h2>
          <TextInput label="Titel" value={fields.title} onChange={(title) => set({ title })} errors={at('title')} isRequired />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Onder" value={fields.parent} onChange={(parent) => set({ parent })} errors={at('parent')} options={[['', 'Hoogste niveau'], ...parents.map(({ node, level }): [string, string] => [node.key, `${'— '.repeat(level)}${node.title || node.key}`])]} />
            <SelectField label="Indeling van de pagina" value={fields.layout} onChange={(layout) => set({ layout })} errors={at('layout')} options={LAYOUTS} />
          </div>
          <p className="text-sm text-gray-700">Sleutel: <code>{base.id}</code></p>
        </section>
        <section className={SECTION} aria-labelledby="categorie-afbeelding">
          <h2 id="categorie-afbeelding" className="text-base font-semibold">Afbeelding</h2>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <div className="size-32 shrink-0 overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200">
              {fields.image ? <img src={fields.image} alt="Afbeelding van de categorie" className="size-full object-cover" /> : <p className="p-3 text-sm text-gray-600">Geen afbeelding</p>}
            </div>
            <div className="flex-1 space-y-3">
              <TextInput label="Adres van de afbeelding" value={fields.image} onChange={(image) => set({ image })} errors={at('image')} placeholder="/media/… of https://…" />
              <input ref={file} type="file" accept="image/jpeg,image/png,image/webp,image/gif" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void upload(event.target.files)} />
              <div className="flex flex-wrap gap-2">
                <Button onPress={() => file.current?.click()} isDisabled={uploading}>{uploading ? 'Uploaden…' : 'Afbeelding uploaden'}</Button>
                {fields.image ? <Button onPress={() => set({ image: '' })}>Weghalen</Button> : null}
              </div>
              <GroupErrors errors={uploadError} />
            </div>
          </div>
        </section>
        <section className={SECTION} aria-labelledby="categorie-teksten">
          <h2 id="categorie-teksten" className="text-base font-semibold">Teksten</h2>
          {(['short_description', 'description'] as const).map((name) => {
            const view = textOf(base[name])
            const label = name === 'description' ? 'Beschrijving' : 'Korte beschrijving'
            return view.editable
              ? <TextInput key={name} label={label} value={fields[name]} onChange={(value) => set({ [name]: value })} errors={at(name)} multiline description="Alinea's scheid je met een lege regel; een kop begint met ## ." />
              : <div key={name}><p className="text-sm font-medium text-gray-900">{label}</p><p className="mt-1 rounded-md bg-gray-50 p-3 text-sm text-gray-700">{view.summary}</p></div>
          })}
          <TextInput label="Filters" value={fields.filters} onChange={(filters) => set({ filters })} errors={at('filters')} description="Sleutels van de filters die deze categorie toont, met komma's. Leeg: alle filters." />
        </section>
        <section className={SECTION} aria-labelledby="categorie-seo">
          <h2 id="categorie-seo" className="text-base font-semibold">Adres en zoekmachines</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput label="Slug" value={fields.slug} onChange={(slug) => set({ slug })} errors={at('slug')} />
            <TextInput label="Pad" value={fields.path} onChange={(path) => set({ path })} errors={at('path')} description="Een nieuw pad laat het oude adres doorverwijzen." />
          </div>
          <TextInput label="SEO-titel" value={fields.seo_title} onChange={(seo_title) => set({ seo_title })} errors={at('seo_title')} />
          <TextInput label="SEO-omschrijving" value={fields.seo_description} onChange={(seo_description) => set({ seo_description })} errors={at('seo_description')} multiline />
        </section>
        <section className={SECTION} aria-labelledby="categorie-verwijderen">
          <h2 id="categorie-verwijderen" className="text-base font-semibold">Verwijderen</h2>
          <p className="text-sm text-gray-700">De producten blijven bestaan; ze staan alleen niet meer in deze categorie.</p>
          <ConfirmDialog trigger={<Button variant="secondary" className="text-red-800" isDisabled={remove.isPending}>Verwijderen</Button>} title="Categorie verwijderen" confirmLabel="Verwijderen" onConfirm={() => remove.mutate()} />
          <GroupErrors errors={removeErrors} />
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

export function CategoryEditorScreen({ project, categoryKey, onGone }: { project: number; categoryKey: string; onGone: () => void }) {
  const categories = useCategories(project, { fresh: true })
  if (categories.isPending || (!categories.isFetchedAfterMount && !categories.isError)) return <SkeletonRows rows={5} label="Categorie laden" />
  if (categories.isError) return <ErrorState message="De categorie kon niet worden geladen." onRetry={() => void categories.refetch()} />
  const category = categories.data.find((item) => item.id === categoryKey)
  if (!category) return <ErrorState message="Deze categorie bestaat niet (meer)." />
  return <Editor key={categoryKey} project={project} initial={category} latest={category} all={categories.data} onGone={onGone} />
}
