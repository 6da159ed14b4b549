import { describe, expect, it } from 'vitest'
import * as items from '../../dashboard/forms/formItems'
import { answerText, fileName, filterOf, queryOf } from '../../dashboard/submissions/submissionApi'

const stored = [
  { id: 'f2', identifier: 'name', label: 'Naam', type: 'text', options: [], required: '1', hide_label: '0', default_value: '' },
  { id: 'f3', identifier: 'onderwerp', label: 'Onderwerp', type: 'select', options: [{ value: 'a', title: 'Vraag' }], required: '0', hide_label: '1', default_value: 'a' },
  { id: 'f5', identifier: 'bijlagen', label: 'Bijlagen', type: 'file', options: [], required: '0', hide_label: '0', default_value: '', accept: ['application/pdf'], max_size: 2097152 },
]

describe('form items', () => {
  it('round-trip the API shape: flags as 0/1, upload rules only on a file item', () => {
    expect(items.payload(items.normalise(stored))).toEqual(stored)
  })

  it('give a new item a free id and an identifier that follows its label until typed', () => {
    const list = items.normalise(stored)
    const added = items.newItem(list)
    expect(added.id).toBe('f4')
    expect(added.identifier).toBe('nieuw_veld')
    let next = items.add(list, added)
    next = items.update(next, added.key, { label: 'Naam' })
    expect(next[3].identifier).toBe('naam')
    next = items.update(next, added.key, { label: 'E-mailadres klant' })
    expect(next[3].identifier).toBe('e_mailadres_klant')
    next = items.update(next, added.key, { identifier: 'email' })
    next = items.update(next, added.key, { label: 'Uw e-mail' })
    expect(next[3].identifier).toBe('email')
    // A stored item's identifier never changes with its label.
    next = items.update(next, list[0].key, { label: 'Volledige naam' })
    expect(next[0].identifier).toBe('name')
  })

  it('find a free identifier and slug accents away', () => {
    expect(items.freeIdentifier('Naam', ['naam', 'naam_2'])).toBe('naam_3')
    expect(items.freeIdentifier('***', [])).toBe('veld')
    expect(items.slug('Één café')).toBe('een_cafe')
  })

  it('move items up, down and by a drop; the ends leave the list as it was', () => {
    const list = items.normalise(stored)
    const names = (next: items.FormItem[]) => next.map((item) => item.identifier)
    expect(names(items.move(list, list[0].key, 1))).toEqual(['onderwerp', 'name', 'bijlagen'])
    expect(items.move(list, list[0].key, -1)).toBe(list)
    expect(names(items.moveOnto(list, list[2].key, list[0].key))).toEqual(['bijlagen', 'name', 'onderwerp'])
    expect(names(items.remove(list, list[1].key))).toEqual(['name', 'bijlagen'])
  })

  it('a select gets a first option; options are added, moved and removed', () => {
    const list = items.normalise(stored)
    const asSelect = items.update(list, list[0].key, { type: 'select' })
    expect(asSelect[0].options.map(({ value, title }) => ({ value, title }))).toEqual([{ value: 'optie_1', title: 'Optie 1' }])
    let options = items.options.add(list[1].options)
    expect(options.map((option) => option.title)).toEqual(['Vraag', 'Optie 2'])
    options = items.options.move(options, options[1].key, -1)
    options = items.options.change(options, options[0].key, { value: 'b' })
    expect(options.map((option) => option.value)).toEqual(['b', 'a'])
    expect(items.options.remove(options, options[0].key).map((option) => option.value)).toEqual(['a'])
    // A text item sends no options.
    expect(items.payload(asSelect.map((item) => ({ ...item, type: 'text' })))[1].options).toEqual([])
  })

  it('send "stay on the page" as 0 and compare forms by what is sent', () => {
    const fields = { title: 'Contact', submit_title: 'Versturen', message: '', redirection_url: ' ', items: items.normalise(stored) }
    expect(items.formPayload(fields).redirection_url).toBe('0')
    expect(items.sameFields(fields, { ...fields, items: items.normalise(stored) })).toBe(true)
    expect(items.sameFields(fields, { ...fields, submit_title: 'Verstuur' })).toBe(false)
  })

  it('read file sizes in MB and content types as a list', () => {
    expect(items.megabytes(2097152)).toBe('2')
    expect(items.bytesOf('1,5')).toBe(1572864)
    expect(items.bytesOf('')).toBeNull()
    expect(items.acceptList('image/png, application/pdf;text/csv')).toEqual(['image/png', 'application/pdf', 'text/csv'])
  })

  it('put the API errors of an item under its own field names', () => {
    const errors = { 'items[1].identifier': ['Deze identifier komt al voor in dit formulier.'], 'items[1].options[0].value': ['Te lang.'], 'items[10].label': ['x'], title: ['y'] }
    expect(items.itemErrors(errors, 'items[1]')).toEqual({ identifier: ['Deze identifier komt al voor in dit formulier.'], 'options[0].value': ['Te lang.'] })
  })
})

describe('submission filters and answers', () => {
  it('keep the filter in the URL and page the API by offset', () => {
    const filter = filterOf(new URLSearchParams('form=contact&from=2026-11-01&pagina=3'))
    expect(filter).toEqual({ form: 'contact', from: '2026-11-01', to: '', page: 3 })
    expect(queryOf(filter)).toBe('?form=contact&from=2026-11-01&offset=50&limit=25')
    expect(queryOf(filter, { paged: false })).toBe('?form=contact&from=2026-11-01')
    expect(filterOf(new URLSearchParams('pagina=-2')).page).toBe(1)
  })

  it('show a stored file by the name the visitor chose', () => {
    expect(fileName('20261126-041200-k3x9p2ab-cv.pdf')).toBe('cv.pdf')
    expect(answerText(['20261126-041200-k3x9p2ab-cv.pdf', '20261126-041201-abcdefgh-foto.jpg'])).toBe('cv.pdf, foto.jpg')
    expect(answerText('<b>hallo</b>')).toBe('<b>hallo</b>')
  })
})
