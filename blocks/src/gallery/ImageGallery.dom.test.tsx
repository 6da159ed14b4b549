// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PageSections } from '../render/PageSections.tsx';
import { block } from '../test/render.tsx';

const urls = ['/media/1.jpg', '/media/2.jpg', '/media/3.jpg', '/media/4.jpg'];

function renderGallery(props: Record<string, unknown> = {}) {
  const sections = [{ id: 's', template: 'dynamic', meta: {}, blocks: [block('gallery', { images: urls.join('|'), ...props })] }];
  render(<PageSections sections={sections} context={{}} />);
}

describe('gallery viewer in the browser', () => {
  test('a click opens the viewer on that image over all images; Sluiten closes it', async () => {
    renderGallery();
    expect(document.querySelector('.yarl__root')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Afbeelding 3 vergroten (3 van 4)' })));
    await waitFor(() => expect(document.querySelector('.yarl__root')).not.toBeNull(), { timeout: 5000 });
    expect(document.querySelector('.yarl__counter')?.textContent?.replace(/\s/g, '')).toBe('3/4');
    // The viewer's slides hold the same images as the gallery.
    const sources = Array.from(document.querySelectorAll('.yarl__slide_image')).map((img) => img.getAttribute('src'));
    expect(sources).toContain('/media/3.jpg');
    expect(sources.every((src) => urls.includes(src ?? ''))).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sluiten' })));
    await waitFor(() => expect(document.querySelector('.yarl__root')).toBeNull(), { timeout: 5000 });
  });
});
