import { describe, expect, test } from 'vitest';
import { menus, project } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render.tsx';

describe('simple header (server render)', () => {
  test('only the logo, centred, linking home, with the default heights and padding 10', () => {
    const page = renderSection('headerLogoMiddle', {}, { project, menus });
    const frame = page.$('header');
    expect(frame?.className.split(' ')).toEqual(expect.arrayContaining(['md:pt-10', 'md:pb-10']));
    expect(page.$$('a').map((a) => a.getAttribute('href'))).toEqual(['/']);
    expect(page.$('nav')).toBeNull();
    expect(page.$('a.wm-logo')?.parentElement?.className).toContain('justify-center');
    const img = page.$('a.wm-logo img');
    expect(img?.getAttribute('src')).toBe('/media/demo/logo.svg');
    expect(img?.className.split(' ')).toEqual(expect.arrayContaining(['h-6', 'md:h-10']));
  });

  test('its own logo image and alt; text logo without any image', () => {
    const img = renderSection('headerLogoMiddle', { logo_image: '/media/eigen.png', logo_alt: 'Bakkerij', logo_height: '16' }, { project }).$('a.wm-logo img');
    expect([img?.getAttribute('src'), img?.getAttribute('alt')]).toEqual(['/media/eigen.png', 'Bakkerij']);
    expect(img?.className).toContain('md:h-16');
    expect(renderSection('headerLogoMiddle', {}, { editable: true }).$('a.wm-logo')?.textContent).toBe('Home');
  });
});
