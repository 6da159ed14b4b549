import { describe, expect, test } from 'vitest';
import { block, renderBlocks } from '../../test/render.tsx';
import { renderIslandsPage } from '../../test/islandsRender.tsx';

function renderButton(props: Record<string, unknown>, currentPath = '/') {
  return renderBlocks([block('button', props)], { currentPath });
}

describe('button block (server render)', () => {
  test('a primary link button with the schema defaults', () => {
    const page = renderButton({}, '/elders');
    const link = page.$('a');
    expect(link?.textContent).toBe('Titel');
    expect(link?.getAttribute('href')).toBe('/');
    expect(link?.className).toContain('bg-primary-500');
  });

  test.each([
    ['primary', 'bg-primary-500'],
    ['secondary', 'bg-secondary-500'],
    ['default', 'bg-white'],
  ])('type %s looks like %s', (type, cls) => {
    expect(renderButton({ type, url: '/elders' }).$('a')?.className).toContain(cls);
  });

  test('alignment per breakpoint and the button div id', () => {
    const page = renderButton({ align: 'right', mobile_align: 'center', button_div_id: 'actie' });
    const wrapper = page.$('#actie');
    expect(wrapper?.className.split(' ')).toEqual(expect.arrayContaining(['flex', 'justify-center', 'md:justify-end']));
  });

  test('a new-tab button always gets noopener next to the chosen rel', () => {
    const link = renderButton({ url: 'https://example.com', target: '_blank', rel: 'nofollow' }).$('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('nofollow noopener');
    expect(renderButton({ url: '/x', rel: 'nofollow' }).$('a')?.hasAttribute('target')).toBe(false);
  });

  test('an image button shows the image with alt, size and radius instead of the title', () => {
    const img = renderButton({ image_url: '/media/knop.png', alt: 'Bestel', width: '120', height: '40', radius: 'rounded-full' }).$('a img');
    expect(img?.getAttribute('src')).toBe('/media/knop.png');
    expect(img?.getAttribute('alt')).toBe('Bestel');
    expect(img?.getAttribute('width')).toBe('120');
    expect(img?.getAttribute('height')).toBe('40');
    expect(img?.className).toBe('rounded-full');
  });

  test('active on its own page, not elsewhere', () => {
    expect(renderButton({ url: '/over-ons' }, '/over-ons/').$('a')?.getAttribute('aria-current')).toBe('true');
    expect(renderButton({ url: '/over-ons' }, '/over-ons').$('a')?.className).toContain('bg-primary-700');
    expect(renderButton({ url: '/over-ons' }, '/contact').$('a')?.hasAttribute('aria-current')).toBe(false);
  });

  test('the server knows no hash: a default-active hash button renders active', () => {
    expect(renderButton({ url: '#tab=1', default_active_state: '1' }).$('a')?.getAttribute('aria-current')).toBe('true');
    expect(renderButton({ url: '#tab=1', default_active_state: '0' }).$('a')?.hasAttribute('aria-current')).toBe(false);
  });

  test('without a URL it is an action button carrying its click event id', () => {
    const button = renderButton({ url: '', click_event_identifier: 'open-form' }).$('button');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.getAttribute('data-click-event')).toBe('open-form');
  });

  test('unsafe URLs are not rendered as links', () => {
    expect(renderButton({ url: 'javascript:alert(1)' }).$('a')).toBeNull();
  });
});

describe('button block on a public page', () => {
  const islandNames = (...buttons: Record<string, unknown>[]) => {
    const page = renderIslandsPage([{ id: 's', template: 'dynamic', meta: {}, blocks: buttons.map((props) => block('button', props)) }], { currentPath: '/' });
    return page.$$('wm-island').map((element) => element.getAttribute('data-island')).filter((name) => name !== 'cookieConsent');
  };

  test('only hash-dependent links and action buttons are islands; other buttons are plain HTML', () => {
    expect(islandNames({ url: '/over-ons' }, { url: 'https://example.com' }, { url: '' })).toEqual([]);
    expect(islandNames({ url: '#tab=1' }, { url: '/diensten#contact' }, { url: '', click_event_identifier: 'open' })).toEqual([
      'hashButton',
      'hashButton',
      'actionButton',
    ]);
  });

  test('a hash button hydrates at load with its classes computed on the server', () => {
    const page = renderIslandsPage([{ id: 's', template: 'dynamic', meta: {}, blocks: [block('button', { url: '#tab=1', type: 'secondary', default_active_state: '1' })] }]);
    const island = page.$('wm-island[data-island="hashButton"]');
    expect(island?.getAttribute('data-hydrate')).toBe('load');
    const entry = page.data!.islands[island!.getAttribute('data-id')!];
    expect(entry.props).toMatchObject({ url: '#tab=1', defaultActive: true, idleClass: expect.stringContaining('bg-secondary-500'), activeClass: expect.stringContaining('bg-secondary-700') });
    expect(page.$('a')?.getAttribute('aria-current')).toBe('true');
  });
});
