import { describe, expect, test } from 'vitest';
import { renderSection } from '../../test/render.tsx';

describe('PageNotFound', () => {
  test('shows the Dutch not-found heading and line', () => {
    const page = renderSection('PageNotFound');
    expect(page.$('h1')?.textContent).toBe('Pagina niet gevonden');
    expect(page.$('p')?.textContent).toBe('Deze pagina is niet gevonden.');
  });

  test('uses the default section padding 20 and its colours', () => {
    const section = renderSection('PageNotFound', { section_bg_color: 'gray-100', section_text_color: 'text-dark' }).$('section');
    expect(section?.className.split(' ')).toEqual(expect.arrayContaining(['md:pt-20', 'md:pb-20', 'bg-gray-100', 'text-dark']));
  });
});
