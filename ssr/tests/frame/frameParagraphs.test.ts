// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { paragraphData, selectionAttributes, staticHtml, withOwnLinks } from '../../frame/paragraphs'

describe('in-place rich text', () => {
  test('reads the stored document of a paragraph, a plain string as one paragraph, as version 2.18.0', () => {
    const element = document.createElement('div')
    element.setAttribute('data-wm-data', JSON.stringify({ time: 1, version: '2.31.0', blocks: [{ id: 'a', type: 'header', data: { text: 'Kop', level: 2 } }] }))
    expect(paragraphData(element)).toEqual({ version: '2.18.0', blocks: [{ id: 'a', type: 'header', data: { text: 'Kop', level: 2 } }] })
    element.setAttribute('data-wm-data', JSON.stringify('Los <b>stuk</b>'))
    expect(paragraphData(element).blocks).toEqual([{ type: 'paragraph', data: { text: 'Los <b>stuk</b>' } }])
    element.setAttribute('data-wm-data', 'kapot')
    expect(paragraphData(element).blocks).toEqual([])
  })

  test('shows a saved document as plain HTML until the section is rendered again', () => {
    expect(
      staticHtml([
        { type: 'header', data: { text: 'Kop', level: 3 } },
        { type: 'paragraph', data: { text: 'Tekst' } },
        { type: 'list', data: { style: 'ordered', items: ['een', { content: 'twee', items: [] }] } },
        { type: 'delimiter', data: {} },
      ]),
    ).toBe('<h3>Kop</h3><p>Tekst</p><ol><li>een</li><li>twee</li></ol><hr>')
  })

  test("answers the selection's state inside the paragraph only", () => {
    document.body.innerHTML = '<div id="p"><h2>Vers <a href="/winkel" target="_blank"><i>brood</i></a></h2></div><p id="elders">Elders</p>'
    const root = document.getElementById('p') as HTMLElement
    const range = document.createRange()
    range.selectNodeContents(root.querySelector('i') as HTMLElement)
    document.getSelection()?.removeAllRanges()
    document.getSelection()?.addRange(range)
    const answer = selectionAttributes(document, root)
    expect(answer.selected_node).toBe('i')
    expect(answer.attributes).toMatchObject({ italic: true, link: '/winkel', target: '_blank', heading: 2, list: false, text: 'brood' })
    range.selectNodeContents(document.getElementById('elders') as HTMLElement)
    document.getSelection()?.removeAllRanges()
    document.getSelection()?.addRange(range)
    expect(selectionAttributes(document, root)).toEqual({ attributes: {}, selected_node: null })
  })

  test("keeps each link's own target instead of Editor.js's forced new window and nofollow", () => {
    const holder = document.createElement('div')
    holder.innerHTML =
      '<div class="ce-block" data-id="b1"><p><a href="/over-ons">over</a> en <a href="https://elders.example" target="_blank">elders</a></p></div>' +
      '<div class="ce-block" data-id="b2"><ul><li><a href="javascript:alert(1)">x</a></li></ul></div>'
    const forced = '<a href="/over-ons" target="_blank" rel="nofollow">over</a> en <a href="https://elders.example" target="_blank" rel="nofollow">elders</a>'
    const saved = withOwnLinks(
      {
        blocks: [
          { id: 'b1', type: 'paragraph', data: { text: forced } },
          { id: 'b2', type: 'list', data: { style: 'unordered', items: [{ content: '<a href="javascript:alert(1)" target="_blank" rel="nofollow">x</a>', items: [] }] } },
        ],
      },
      holder,
    )
    expect(saved.blocks[0].data.text).toBe('<a href="/over-ons">over</a> en <a href="https://elders.example" target="_blank" rel="noopener noreferrer">elders</a>')
    expect(saved.blocks[1].data.items[0].content).toBe('<a>x</a>')
  })
})

describe('the toolbox table (spec 001 §5: inserted 3x3 without a header row)', () => {
  test('a new table has three rows of three empty cells and no heading row', async () => {
    const { default: Table } = await import('@editorjs/table')
    const { TABLE_CONFIG } = await import('../../frame/paragraphs')
    const api = { i18n: { t: (text: string) => text }, styles: { block: 'cdx-block', input: 'cdx-input' } }
    const tool = new (Table as unknown as new (args: unknown) => { render(): HTMLElement; save(element: HTMLElement): { withHeadings: boolean; content: string[][] } })({ data: {}, config: TABLE_CONFIG, api, readOnly: false, block: {} })
    const element = tool.render()
    document.body.append(element)
    const rows = [...element.querySelectorAll('.tc-row')]
    expect(rows.map((row) => row.querySelectorAll('.tc-cell').length)).toEqual([3, 3, 3])
    expect(element.querySelector('.tc-table--heading')).toBeNull()
    // Empty rows are left out when saved; the heading setting is kept off.
    rows[0].querySelector('.tc-cell')!.textContent = 'Maandag'
    const saved = tool.save(element)
    expect(saved.withHeadings).toBe(false)
    expect(saved.content).toEqual([['Maandag', '', '']])
  })
})
