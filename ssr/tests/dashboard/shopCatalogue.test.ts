import { describe, expect, it } from 'vitest'
import { arrangement, buildTree, flatten, indent, move, moveOnto, outdent, type Node } from '../../dashboard/shop/categories/categoryTree'
import { changesOf, errorsAt, fieldsOf, imagesOf, keyFromTitle } from '../../dashboard/shop/products/productForm'
import { richTextFrom, textOf } from '../../dashboard/shop/products/richText'
import type { Category, Product } from '../../dashboard/shop/shopApi'
import { sectionOf } from '../../dashboard/shop/shopRoute'

const category = (id: string, parent: string | null, position: number): Category => ({
  id, parent, position, title: id.toUpperCase(), slug: id, path: `/winkel/${id}`, short_description: '', description: '', layout: '', image: '', filters: [], seo_title: '', seo_description: '', updated_at: '', version: 3,
})
const CATEGORIES = [category('winkel', null, 0), category('taarten', 'winkel', 2), category('brood', 'winkel', 1), category('vlaai', 'taarten', 0), category('los', 'weg', 5)]
const keysOf = (nodes: Node[]): unknown[] => nodes.map((node) => (node.children.length ? [node.key, keysOf(node.children)] : node.key))

describe('the category tree', () => {
  it('is built by position; an unknown parent puts a category at the top', () => {
    expect(keysOf(buildTree(CATEGORIES))).toEqual([['winkel', ['brood', ['taarten', ['vlaai']]]], 'los'])
    expect(flatten(buildTree(CATEGORIES)).map(({ node, level }) => `${level}:${node.key}`)).toEqual(['0:winkel', '1:brood', '1:taarten', '2:vlaai', '0:los'])
  })

  it('moves, indents, outdents and drops, refusing what cannot be', () => {
    const tree = buildTree(CATEGORIES)
    expect(keysOf(move(tree, 'taarten', -1).tree!)).toEqual([['winkel', [['taarten', ['vlaai']], 'brood']], 'los'])
    expect(move(tree, 'brood', -1).error).toBe('Deze categorie staat al bovenaan.')
    expect(keysOf(indent(tree, 'taarten').tree!)).toEqual([['winkel', [['brood', [['taarten', ['vlaai']]]]]], 'los'])
    expect(indent(tree, 'winkel').error).toMatch(/erboven/)
    expect(keysOf(outdent(tree, 'vlaai').tree!)).toEqual([['winkel', ['brood', 'taarten', 'vlaai']], 'los'])
    expect(outdent(tree, 'los').error).toMatch(/hoogste niveau/)
    expect(keysOf(moveOnto(tree, 'los', 'vlaai').tree!)).toEqual([['winkel', ['brood', ['taarten', ['los', 'vlaai']]]]])
    expect(moveOnto(tree, 'winkel', 'vlaai').error).toBe('Een categorie kan niet onder zichzelf komen.')
    expect(moveOnto(tree, 'winkel', 'winkel').tree).toBe(tree)
    // The tree passed in is never changed.
    expect(keysOf(tree)).toEqual([['winkel', ['brood', ['taarten', ['vlaai']]]], 'los'])
  })

  it('sends only the categories whose parent or position changed, with their versions', () => {
    const tree = buildTree(CATEGORIES)
    const moved = moveOnto(tree, 'vlaai', 'brood').tree!
    expect(arrangement(moved, CATEGORIES)).toEqual([
      { id: 'vlaai', parent: 'winkel', position: 0, version: 3 },
      { id: 'los', parent: null, position: 1, version: 3 },
    ])
    expect(arrangement(buildTree(CATEGORIES.slice(0, 4)).map((node) => node), [category('winkel', null, 0), category('brood', 'winkel', 0), category('taarten', 'winkel', 1), category('vlaai', 'taarten', 0)])).toEqual([])
  })
})

const PRODUCT: Product = {
  id: 'gebakschaal', slug: 'gebakschaal', path: '/product/gebakschaal', sku: 'GB-1', title: 'Gebakschaal',
  intro_description: 'Voor <b>feesten</b>', short_description: '', description: { time: 1, version: '2.18.0', blocks: [{ id: 'a', type: 'header', data: { text: 'Over', level: 2 } }, { id: 'b', type: 'paragraph', data: { text: 'Regel 1<br>Regel 2' } }] },
  extra_description: { blocks: [{ type: 'list', data: { items: ['x'] } }] }, extra_description_right: '',
  main_image: '/media/a.jpg', sub_images: '/media/b.jpg|/media/c.jpg', layout: '0', hide_price: false, price: { incl_tax: 24.95, excl_tax: 22.89 }, sale_price: null, vat_rate: 9,
  show_price_tax_included: true, before_price_text: '', after_price_text: '', stock_management: false, stock: 0, enable_checkout: true, enable_quote: false, enable_form: false, form_id: '',
  enable_affiliate: false, affiliate_link: '', hide_quantity: false, exclude_base_price: false, categories: ['gebak'], attributes: { dieet: ['vegan', 'lactosevrij'] },
  options: [{ title: 'Aantal', layout: 'number', value: '10', connection_id: 'aantal' }], position: 4, seo_title: '', seo_description: '', updated_at: '', version: 2,
}

describe('the product form', () => {
  it('reads a product as typed text and sends nothing when nothing changed', () => {
    const fields = fieldsOf(PRODUCT)
    expect(fields.price).toBe('24,95')
    expect(fields.sale_price).toBe('')
    expect(fields.images).toEqual(['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'])
    expect(fields.attributes).toEqual([{ key: 'dieet', values: 'vegan, lactosevrij' }])
    expect(fields.descriptions.description).toBe('## Over\n\nRegel 1\nRegel 2')
    expect(changesOf(PRODUCT, fields)).toEqual({})
  })

  it('sends only what changed, in the API shape', () => {
    const fields = fieldsOf(PRODUCT)
    fields.sale_price = '19,95'
    fields.images = ['/media/c.jpg', '/media/a.jpg']
    fields.stock = 'veel'
    fields.position = '7'
    fields.lead_time_days = '21'
    fields.attributes = [{ key: 'dieet', values: 'vegan' }, { key: '', values: 'weg' }]
    fields.descriptions.intro_description = 'Voor <i>feesten</i>'
    expect(changesOf(PRODUCT, fields)).toEqual({
      sale_price: { incl_tax: '19,95' },
      stock: 'veel',
      position: 7,
      lead_time_days: 21,
      intro_description: 'Voor <i>feesten</i>',
      main_image: '/media/c.jpg',
      sub_images: '/media/a.jpg',
      attributes: { dieet: ['vegan'] },
    })
    fields.sale_price = ''
    fields.vat_rate = '21'
    expect(changesOf(PRODUCT, fields)).toMatchObject({ price: { incl_tax: '24,95' }, vat_rate: 21 })
    expect(changesOf(PRODUCT, fields)).not.toHaveProperty('sale_price')
  })

  it('finds errors at a field and below it; makes keys from titles', () => {
    const errors = { 'price.incl_tax': ['a'], price: ['b'], prices: ['c'], 'categories[0]': ['d'] }
    expect(errorsAt(errors, 'price')).toEqual(['a', 'b'])
    expect(errorsAt(errors, 'categories')).toEqual(['d'])
    expect(errorsAt(errors, 'sku')).toBeUndefined()
    expect(keyFromTitle('Crème brûlée (groot) ')).toBe('creme-brulee-groot')
    expect(imagesOf('', '|/media/x.jpg')).toEqual(['/media/x.jpg'])
  })
})

describe('descriptions', () => {
  it('edit strings as they are and documents of paragraphs and headings as text', () => {
    expect(textOf('Voor <b>feesten</b>')).toEqual({ editable: true, text: 'Voor <b>feesten</b>' })
    expect(textOf(PRODUCT.extra_description)).toMatchObject({ editable: false })
    const back = richTextFrom('## Over\n\nRegel 1\nRegel 2\n\n### Klein', PRODUCT.description)
    expect(typeof back === 'object' && back.blocks.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'header', data: { text: 'Over', level: 2 } },
      { type: 'paragraph', data: { text: 'Regel 1<br>Regel 2' } },
      { type: 'header', data: { text: 'Klein', level: 3 } },
    ])
    expect(typeof back === 'object' && back.version).toBe('2.18.0')
    expect(richTextFrom('  ', PRODUCT.description)).toBe('')
    expect(richTextFrom('Nieuw', '')).toBe('Nieuw')
  })
})

describe('Webwinkel sections', () => {
  const sections = [{ key: 'products' }, { key: 'categories' }]
  it('choose the section a path names, else the first', () => {
    expect(sectionOf(sections, ['categories', 'taarten'])).toEqual({ section: sections[1], rest: ['taarten'], known: true })
    expect(sectionOf(sections, [])).toEqual({ section: sections[0], rest: [], known: true })
    expect(sectionOf(sections, ['orders'])).toMatchObject({ section: sections[0], known: false })
  })
})
