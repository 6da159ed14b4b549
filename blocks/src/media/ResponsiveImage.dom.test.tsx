// @vitest-environment happy-dom
/**
 * The server's <picture> markup and fold decisions hydrate without a mismatch: the
 * client claims the priority for the same image (useId) and reads the same facts.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { PageSections } from '../render/PageSections.tsx';
import type { Section } from '../site/types.ts';
import { block } from '../test/render.tsx';

const media = {
  '/media/demo/croissants.jpg': {
    width: 960,
    height: 640,
    src: '/media/0123456789abcdef/original.jpg',
    sources: [{ type: 'image/webp', srcset: '/media/0123456789abcdef/320.webp 320w, /media/0123456789abcdef/640.webp 640w' }],
  },
};
const sections: Section[] = [
  { id: 'a', template: 'dynamic', meta: {}, blocks: [block('image', { url: '/media/demo/croissants.jpg' }), block('image', { url: '/media/demo/croissants.jpg' })] },
  { id: 'b', template: 'dynamic', meta: {}, blocks: [block('image', { url: '/media/demo/croissants.jpg' })] },
];

test('server HTML with responsive images hydrates without mismatches', async () => {
  const context = { media };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PageSections sections={sections} context={context} />);
  document.body.appendChild(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const root = await act(async () =>
    // The browser gets the sections as deserialised page data: another array, same content.
    hydrateRoot(container, <PageSections sections={structuredClone(sections)} context={context} />, {
      onRecoverableError: (error) => recoverable.push(error),
    }),
  );
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  const priorities = Array.from(container.querySelectorAll('img')).map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
  expect(priorities).toEqual([
    ['eager', 'high'],
    ['eager', null],
    ['lazy', null],
  ]);
  act(() => root.unmount());
  container.remove();
});
