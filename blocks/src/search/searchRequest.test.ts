import { describe, expect, test } from 'vitest';
import { readSearchAnswer, searchPageHref } from './searchRequest.ts';

describe('search answers', () => {
  test('results keep title, a safe url and the first main image; hits come from info.hits', () => {
    const answer = readSearchAnswer({
      results: [
        { title: 'Desembrood', url: '/winkel/desem', main_image: '|/media/desem.jpg|/media/desem-2.jpg' },
        { title: 'Kwaad', url: 'javascript:alert(1)', main_image: '' },
        { url: '/zonder-titel' },
      ],
      info: { hits: 12 },
      filters: [{ key: 'categorie' }],
    });
    expect(answer.results).toEqual([
      { title: 'Desembrood', url: '/winkel/desem', image: '/media/desem.jpg' },
      { title: 'Kwaad', url: '', image: undefined },
    ]);
    expect(answer.hits).toBe(12);
    expect(answer.filters).toEqual([{ key: 'categorie' }]);
  });

  test('an unreadable answer means no results and 0 hits', () => {
    for (const body of [null, 'fout', { results: 'x' }, { errors: { general: ['Mis'] } }]) {
      expect(readSearchAnswer(body)).toMatchObject({ results: [], hits: 0 });
    }
  });

  test('the search page link carries the query encoded', () => {
    expect(searchPageHref('bruin brood & taart')).toBe('/search?query=bruin%20brood%20%26%20taart');
  });
});
