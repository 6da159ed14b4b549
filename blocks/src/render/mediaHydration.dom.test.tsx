// @vitest-environment happy-dom
/**
 * The media and interactive blocks hydrate the server HTML without mismatches,
 * including a page opened with a hash (conditional blocks switch after hydration).
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { Section } from '../site/types.ts';
import { block, richText, shownText } from '../test/render.tsx';
import { PageSections } from './PageSections.tsx';

const text = (value: string) => block('text', { data: richText(value) });

const sections: Section[] = [
  { id: 'logos', template: 'logosOne', meta: { logo_image: '/media/a.svg|/media/b.svg' } },
  { id: 'slider', template: 'logosSlider', meta: { logo_image: '/media/a.svg|/media/b.svg|/media/c.svg' } },
  { id: 'gallerij', template: 'blockGalleryFour', meta: { active_content: '1', logo_image: '/media/1.jpg|/media/2.jpg' } },
  {
    id: 'blokken',
    template: 'dynamic',
    meta: {},
    blocks: [
      block('accordion', { accordion_title: 'Vragen', default_open: '1' }, { slots: { accordion_content: [text('Antwoord')] } }),
      block('conditional', { hash_id: 'tab=1', default_active_state: '1' }, { slots: { content: [text('Eén')] } }),
      block('conditional', { hash_id: 'tab=2' }, { slots: { content: [text('Twee')] } }),
      block('slider', { autoplay: '0' }, { slots: { items: [text('Dia 1'), text('Dia 2')] } }),
      block('gallery', { images: '/media/1.jpg|/media/2.jpg' }),
      block('image', { url: '/media/1.jpg', click_event: 'link', link: '/' }),
      block('review', {}),
      block('grid', { collections: [{ identifier: 'a' }] }, { slots: { collection_item_a: [text('Cel')] } }),
    ],
  },
];

describe('hydration of the media blocks', () => {
  test('no mismatches; the hash applies right after hydration', async () => {
    const html = renderToString(<PageSections sections={sections} context={{ currentPath: '/' }} />);
    window.history.replaceState(null, '', '/#tab=2');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(shownText(container)).toContain('Eén');
    // Content the hash may show later is in the server HTML, hidden.
    expect(shownText(container)).not.toContain('Twee');
    expect(container.textContent).toContain('Twee');

    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <PageSections sections={sections} context={{ currentPath: '/' }} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(shownText(container)).toContain('Twee');
    expect(shownText(container)).not.toContain('Eén');
    act(() => root.unmount());
    container.remove();
  });
});
