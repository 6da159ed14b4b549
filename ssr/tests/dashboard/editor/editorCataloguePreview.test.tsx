// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { readFragment } from '@site/blocks/editor/protocol.ts'
import { sectionCatalogue } from '@site/shared-schema'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CataloguePreview, THUMBNAIL_SECTION } from '../../../dashboard/editor/CataloguePreview'

const SITE = 'https://bakker.example'
afterEach(() => cleanup())

describe('the live thumbnail of the catalogue', () => {
  it('empties its own frame and renders the pointed entry with its defaults', async () => {
    const entry = sectionCatalogue().find((candidate) => candidate.id === 'callToAction')!
    const view = render(<CataloguePreview previewUrl={`${SITE}/?voorbeeld=1.2.abc`} entry={null} />)
    const iframe = screen.getByTitle('Voorbeeld van de gekozen sectie') as HTMLIFrameElement
    const { token } = readFragment(new URL(iframe.src).hash)!
    const posted = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined)
    const fromFrame = (data: Record<string, unknown>) =>
      act(() => window.dispatchEvent(new MessageEvent('message', { origin: SITE, data: { ...data, token }, source: iframe.contentWindow })))
    fromFrame({ type: 'frame_ready', payload: { sections: ['a'], path: '/' } })
    expect(posted).toHaveBeenCalledWith({ type: 'arrange_sections', payload: { order: [] }, token }, SITE)
    view.rerender(<CataloguePreview previewUrl={`${SITE}/?voorbeeld=1.2.abc`} entry={entry} />)
    const update = posted.mock.calls.map(([message]) => message as { type: string; payload: { section: { id: string; template: string; meta: unknown }; request: number } }).at(-1)!
    expect(update.type).toBe('update_section')
    expect(update.payload.section).toMatchObject({ id: THUMBNAIL_SECTION, template: 'callToAction', meta: entry.defaults })
    expect(screen.getByText('Voorbeeld laden…')).toBeTruthy()
    fromFrame({ type: 'section_rendered', payload: { section: THUMBNAIL_SECTION, request: update.payload.request } })
    expect(screen.queryByText('Voorbeeld laden…')).toBeNull()
    expect(screen.getByText('Voorbeeld: Call-to-action balk')).toBeTruthy()
  })
})
