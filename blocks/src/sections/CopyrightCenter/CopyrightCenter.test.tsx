import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';

describe('centred copyright', () => {
  test('the copyright text centred, padding 10', () => {
    const page = renderSection('CopyrightCenter');
    expect(page.$('.wm-copyright')?.textContent).toBe('© Copyright');
    expect(page.$('.wm-copyright')?.className).toContain('text-center');
    expect(page.$('footer')?.className.split(' ')).toEqual(expect.arrayContaining(['md:pt-10', 'md:pb-10']));
    expect(renderSection('CopyrightCenter', { copyright: richText('© 2024 Bakkerij') }).text).toBe('© 2024 Bakkerij');
  });
});
