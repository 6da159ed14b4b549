import { describe, expect, it } from 'vitest'
import { sectionBodyErrors } from '../../server/frameSection.js'

const section = { id: 'uitgelicht', template: 'dynamic', meta: {}, blocks: [] }

describe('the section render body', () => {
  it('accepts a preview token, a path and a section', () => {
    expect(sectionBodyErrors({ voorbeeld: 'p.1.x', path: '/over-ons', section, request: 3 })).toBeNull()
    expect(sectionBodyErrors({ voorbeeld: 'p.1.x', path: '/', section: { id: 'a', template: 'divider' } })).toBeNull()
  })

  it('names what is wrong, in Dutch, per field', () => {
    expect(sectionBodyErrors(null)).toHaveProperty('section')
    expect(sectionBodyErrors([])).toHaveProperty('section')
    expect(Object.keys(sectionBodyErrors({ path: '/', section }))).toEqual(['voorbeeld'])
    for (const path of ['over-ons', '//elders.example', '/a?b=1', '/a#b', '/a b', '/a\\b', undefined]) {
      expect(Object.keys(sectionBodyErrors({ voorbeeld: 't', path, section })), String(path)).toEqual(['path'])
    }
    for (const bad of [{ id: 'a' }, { template: 'x' }, { id: 'a b', template: 'x' }, { id: 'a', template: 'x', meta: [] }, { id: 'a', template: 'x', blocks: {} }]) {
      expect(Object.keys(sectionBodyErrors({ voorbeeld: 't', path: '/', section: bad }))).toEqual(['section'])
    }
    expect(Object.keys(sectionBodyErrors({ voorbeeld: 't', path: '/', section, request: -1 }))).toEqual(['request'])
    expect(sectionBodyErrors({ voorbeeld: 't', path: '/', section: {} }).section[0]).toBe('Geef een sectie met een id en een template.')
  })
})
