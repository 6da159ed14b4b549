import { describe, expect, it } from 'vitest'
import {
  calculationExample,
  connect,
  connectionIdFor,
  draftsOf,
  moveOption,
  newOption,
  optionErrors,
  optionsPayload,
  renameConnection,
  sourceOf,
  sourcesFor,
  withLayout,
} from '../../dashboard/shop/products/options'

describe('option layouts', () => {
  it('give each new option what its layout needs', () => {
    expect(newOption('select').options).toEqual([{ title: '', price: '' }])
    expect(newOption('checkbox').value).toBe('0')
    expect(newOption('calculation').calculation_options).toEqual({ type: 'multiply_relation_value', value: '', connection_id_from: '' })
    expect(newOption('text')).not.toHaveProperty('price')
  })

  it('keep the shared fields and drop the others when the layout changes', () => {
    const number = { ...newOption('number', 'Aantal'), value: '3', price: '0,25', min: '1', connection_id: 'aantal', help: 'Per stuk' }
    const select = withLayout(number, 'select')
    expect(select).toMatchObject({ title: 'Aantal', layout: 'select', connection_id: 'aantal', help: 'Per stuk' })
    expect(select).not.toHaveProperty('price')
    expect(select).not.toHaveProperty('min')
    expect(select).not.toHaveProperty('value')
    expect(withLayout(select, 'calculation')).not.toHaveProperty('options')
    // Changing to the same layout keeps the values.
    expect(withLayout(number, 'number')).toMatchObject({ value: '3', price: '0,25', min: '1' })
  })
})

describe('calculation connections', () => {
  const build = () => draftsOf([
    { title: 'Aantal personen', layout: 'number', value: '10', min: 8 },
    { title: 'Gebak per persoon', layout: 'calculation', calculation_options: { type: 'multiply_relation_value', value: '3,25', connection_id_from: '' } },
    { title: 'Extra', layout: 'checkbox', price: '4.50', value: '0' },
  ])

  it('offer every other option but calculations as a source', () => {
    expect(sourcesFor(build(), 1).map(({ index }) => index)).toEqual([0, 2])
  })

  it('give the source a connection id from its title when it has none', () => {
    const connected = connect(build(), 1, 0)
    expect(connected[0].connection_id).toBe('aantal-personen')
    expect(connected[1].calculation_options?.connection_id_from).toBe('aantal-personen')
    expect(sourceOf(connected, 1)).toBe(0)
    expect(calculationExample(connected, 1)).toBe('10 × € 3,25 = € 32,50')
    expect(sourceOf(connect(connected, 1, -1), 1)).toBe(-1)
  })

  it('keep a connection id unique and follow a renamed one', () => {
    expect(connectionIdFor('Crème brûlée', ['creme-brulee'])).toBe('creme-brulee-2')
    expect(connectionIdFor('!!!', [])).toBe('optie')
    const connected = connect(build(), 1, 0)
    const renamed = renameConnection(connected, 0, 'personen')
    expect(renamed[1].calculation_options?.connection_id_from).toBe('personen')
    expect(calculationExample(renamed, 1)).toBe('10 × € 3,25 = € 32,50')
  })

  it('add with add_relation_value and round to cents once', () => {
    const options = connect(build(), 1, 0)
    options[1].calculation_options = { ...options[1].calculation_options, type: 'add_relation_value', value: '0,125' }
    expect(calculationExample(options, 1)).toBe('10 + € 0,13 = € 10,13')
    options[0].value = ''
    expect(calculationExample(options, 1)).toBeNull()
  })
})

describe('the options a save sends', () => {
  it('leave out handles and blank optional fields, keep typed amounts', () => {
    const drafts = draftsOf([{ title: 'Maat', layout: 'select', value: 'Groot', options: [{ title: 'Klein', price: '' }, { title: 'Groot', price: '2,50' }] }])
    drafts.push({ ...newOption('number', 'Kaarsjes'), price: '', min: '', max: '20' })
    const calculation = newOption('calculation', 'Prijs')
    drafts.push(calculation)
    const sent = optionsPayload(connect(drafts, 2, 1))
    expect(sent[0]).toEqual({ title: 'Maat', layout: 'select', value: 'Groot', options: [{ title: 'Klein' }, { title: 'Groot', price: '2,50' }] })
    expect(sent[1]).toEqual({ title: 'Kaarsjes', layout: 'number', show_label: true, max: '20', connection_id: 'kaarsjes' })
    expect(sent[2]).toEqual({ title: 'Prijs', layout: 'calculation', show_label: true, calculation_options: { type: 'multiply_relation_value', value: '', connection_id_from: 'kaarsjes' } })
    for (const option of sent) expect(option).not.toHaveProperty('key')
  })

  it('move options and find the errors of one', () => {
    const drafts = draftsOf([{ title: 'A', layout: 'text' }, { title: 'B', layout: 'text' }])
    expect(moveOption(drafts, 0, 1).map((option) => option.title)).toEqual(['B', 'A'])
    expect(moveOption(drafts, 0, -1)).toBe(drafts)
    expect(optionErrors({ 'options[1].calculation_options.value': ['x'], 'options[1]': ['y'], 'options[10].title': ['z'], title: ['t'] }, 1)).toEqual({ 'calculation_options.value': ['x'], '': ['y'] })
  })
})
