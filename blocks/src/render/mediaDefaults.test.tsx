/**
 * Every media and interactive component renders from its schema defaults alone
 * (empty meta / props), for visitors and in editable mode, without failing.
 */
import { describe, expect, test, vi } from 'vitest';
import { block, renderBlocks, renderSection } from '../test/render.tsx';

const SECTIONS = ['logosOne', 'logosSlider', 'masonryGallery', 'blockGalleryThree', 'blockGalleryFour', 'blockGalleryFive'];
const BLOCKS = ['image', 'gallery', 'slider', 'review', 'threedmodel', 'accordion', 'conditional', 'grid'];

describe('media components with only their defaults', () => {
  test.each(SECTIONS.flatMap((id) => [[id, false], [id, true]] as const))('section %s (editable: %s)', (id, editable) => {
    const errors = vi.spyOn(console, 'error');
    const page = renderSection(id, {}, { editable });
    expect(page.text).not.toContain('kon niet worden weergegeven');
    expect(errors).not.toHaveBeenCalled();
  });

  test.each(BLOCKS.flatMap((type) => [[type, false], [type, true]] as const))('block %s (editable: %s)', (type, editable) => {
    const errors = vi.spyOn(console, 'error');
    const page = renderBlocks([{ id: 'b', type, props: {}, style: {}, slots: {} }], { editable });
    expect(page.$(`[data-block="${type}"]`)).not.toBeNull();
    expect(page.text).not.toContain('kon niet worden weergegeven');
    expect(errors).not.toHaveBeenCalled();
  });

  test('blocks without props or slots at all', () => {
    for (const type of BLOCKS) {
      expect(() => renderBlocks([{ id: 'b', type }], { editable: true })).not.toThrow();
      expect(renderBlocks([block(type)]).text).not.toContain('kon niet worden weergegeven');
    }
  });
});
