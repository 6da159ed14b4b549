import { describe, expect, test } from 'vitest';
import { block, renderBlocks, richText } from '../../test/render.tsx';

describe('text block', () => {
  test('renders its rich text inside the style wrapper', () => {
    const page = renderBlocks([block('text', { data: richText('Vers brood, <b>elke dag</b>') }, { style: { padding_top: '8' } })]);
    const wrapper = page.$('[data-block="text"]');
    expect(wrapper?.className).toContain('md:pt-8');
    expect(wrapper?.querySelector('p b')?.textContent).toBe('elke dag');
  });

  test('without data it shows the schema default sample text', () => {
    expect(renderBlocks([block('text')]).text).toBe('Dit is een test beschrijving');
  });
});
