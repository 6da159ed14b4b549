import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('call-to-action bar', () => {
  test("defaults: the title text and a button 'Titel' to '/', on primary-500 with padding 6", () => {
    const page = renderSection('callToAction');
    expect(page.$('.wm-cta-title')?.textContent).toBe('Klaar om te beginnen?');
    const button = page.$('a')!;
    expect(button.textContent).toBe('Titel');
    expect(button.getAttribute('href')).toBe('/');
    expect(classes(page.$('section'))).toEqual(expect.arrayContaining(['bg-primary-500', 'text-white', 'md:pt-6', 'md:pb-6']));
  });

  test('title, button and colour (palette key or RGB value)', () => {
    const page = renderSection('callToAction', { title: richText('Proef ons brood'), button_title: 'Bestel', button_link: '/winkel', color: 'secondary-500' });
    expect(page.text).toContain('Proef ons brood');
    expect(page.$('a')?.getAttribute('href')).toBe('/winkel');
    expect(classes(page.$('section'))).toContain('bg-secondary-500');
    const rgb = renderSection('callToAction', { color: '0, 128, 0' }).$('section')!;
    expect(rgb.getAttribute('style')).toContain('background-color:rgba(0, 128, 0, 1)');
    expect(classes(rgb).some((c) => c.startsWith('bg-'))).toBe(false);
  });

  test('no button without a usable link or title', () => {
    expect(renderSection('callToAction', { button_link: 'javascript:void(0)' }).$('a')).toBeNull();
    expect(renderSection('callToAction', { button_title: '' }).$('a')).toBeNull();
  });
});
