import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';

describe('notification', () => {
  test('defaults: a rounded secondary-500 box with white text, padding 5', () => {
    const page = renderSection('notification');
    const box = page.$('.wm-notification')!;
    expect(box.className.split(' ')).toEqual(expect.arrayContaining(['rounded-lg', 'bg-secondary-500']));
    expect(box.textContent).toContain('Let op');
    expect(page.$('section')?.className.split(' ')).toEqual(expect.arrayContaining(['text-white', 'md:pt-5', 'md:pb-5']));
  });

  test('its text and an RGB colour', () => {
    const page = renderSection('notification', { title: richText('Gesloten op maandag'), color: '200, 0, 0' });
    expect(page.$('.wm-notification')?.textContent).toBe('Gesloten op maandag');
    expect(page.$('.wm-notification')?.getAttribute('style')).toContain('rgba(200, 0, 0, 1)');
  });
});
