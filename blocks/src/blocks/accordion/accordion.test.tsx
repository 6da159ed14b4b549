import { describe, expect, test } from 'vitest';
import { block, renderBlocks, richText } from '../../test/render.tsx';

const accordion = (props: Record<string, unknown>, content = [block('text', { data: richText('Wij bakken elke dag vers.') })], editable = false) =>
  renderBlocks([block('accordion', props, { slots: { accordion_content: content } })], { editable });

describe('accordion block', () => {
  test('closed by default: a header button with a plus icon, the content hidden', () => {
    const page = accordion({ accordion_title: 'Openingstijden' });
    const header = page.$('button')!;
    expect(header.textContent).toBe('Openingstijden');
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(header.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('plus');
    const region = page.$(`#${header.getAttribute('aria-controls')?.replace(/:/g, '\\:')}`)!;
    expect(region.hasAttribute('hidden')).toBe(true);
    expect(region.textContent).toBe('Wij bakken elke dag vers.');
  });

  test("default_open '1' starts open with a minus icon", () => {
    const header = accordion({ default_open: '1' }).$('button')!;
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(header.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('minus');
    expect(accordion({ default_open: '1' }).$('section[aria-labelledby]')?.hasAttribute('hidden')).toBe(false);
  });

  test('default title and type; primary and secondary headers', () => {
    expect(accordion({}).$('button')?.textContent).toBe('Titel');
    expect(accordion({}).$('button')?.className).toContain('bg-gray-100');
    expect(accordion({ type: 'primary' }).$('button')?.className).toContain('bg-primary-500');
    expect(accordion({ type: 'secondary' }).$('button')?.className).toContain('bg-secondary-500');
  });

  test('empty content: nothing inside for visitors, a notice for editors', () => {
    expect(accordion({ default_open: '1' }, []).$('section[aria-labelledby]')?.textContent).toBe('');
    expect(accordion({ default_open: '1' }, [], true).$('section[aria-labelledby]')?.textContent).toContain('Plaats blokken in deze accordeon');
  });
});
