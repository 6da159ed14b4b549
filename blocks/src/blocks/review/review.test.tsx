import { describe, expect, test } from 'vitest';
import { block, renderBlocks } from '../../test/render.tsx';

const review = (props: Record<string, unknown>) => renderBlocks([block('review', props)]);

describe('review block', () => {
  test('review text as a quote, then name, company and avatar', () => {
    const page = review({ review: 'Het lekkerste brood van de stad.', name: 'Anna de Vries', company: 'Café Zon', url: '|/media/anna.jpg', textsize: 'text-xl' });
    expect(page.$('blockquote')?.textContent).toBe('“Het lekkerste brood van de stad.”');
    expect(page.$('blockquote')?.className).toContain('text-xl');
    expect(page.$('figcaption')?.textContent).toContain('Anna de Vries');
    expect(page.$('figcaption')?.textContent).toContain('Café Zon');
    const avatar = page.$('figcaption img')!;
    expect(avatar.getAttribute('src')).toBe('/media/anna.jpg');
    expect(avatar.getAttribute('alt')).toBe('Foto van Anna de Vries');
  });

  test('defaults: the sample text, text-base, the initial instead of an avatar', () => {
    const page = review({});
    expect(page.$('blockquote')?.textContent).toBe('“Dit is een test beschrijving”');
    expect(page.$('blockquote')?.className).toContain('text-base');
    expect(page.$('figcaption img')).toBeNull();
    expect(page.$('figcaption [aria-hidden="true"]')?.textContent).toBe('N');
  });

  test('line breaks become paragraphs; the text is escaped, not HTML', () => {
    const page = review({ review: 'Eerste regel\nTweede <b>regel</b>' });
    expect(page.$$('blockquote p').map((p) => p.textContent)).toEqual(['“Eerste regel', 'Tweede <b>regel</b>”']);
    expect(page.$('blockquote b')).toBeNull();
  });
});
