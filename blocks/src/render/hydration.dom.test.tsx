// @vitest-environment happy-dom
/**
 * SSR then hydration, as the site runs: the server HTML must hydrate without
 * mismatches (no window access during render), and browser-only state (the URL
 * hash) applies right after hydration.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { Section } from '../site/types.ts';
import { menus, project } from '../test/fixtures.ts';
import { block, richText } from '../test/render.tsx';
import { PageSections } from './PageSections.tsx';

const sections: Section[] = [
  { id: 'kop', template: 'headerOne', meta: { main_menu_menu: 'main', mobilenumber: '06 12345678', whatsappnumber: '31612345678' } },
  {
    id: 'inhoud',
    template: 'dynamic',
    meta: {},
    blocks: [
      block('columns', { columns: '5' }, {
        slots: {
          item_one: [block('text', { data: richText('Welkom bij de bakker') })],
          item_two: [block('button', { title: 'Tab 1', url: '#tab=1', default_active_state: '1' }), block('button', { title: 'Tab 2', url: '#tab=2' })],
        },
      }),
    ],
  },
  { id: 'login', template: 'passwordLogin', meta: {} },
  { id: 'voet', template: 'footersTwo', meta: { facebook_link: 'https://facebook.com/bakker' } },
];

describe('hydration', () => {
  test('the server HTML hydrates without errors and then follows the browser hash', async () => {
    const context = { project, menus, currentPath: '/diensten' };
    const html = renderToString(<PageSections sections={sections} context={context} />);
    window.history.replaceState(null, '', '/diensten#tab=2');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const tab = (name: string) => Array.from(container.querySelectorAll('a')).find((a) => a.textContent === name)!;
    expect(tab('Tab 1').getAttribute('aria-current')).toBe('true');

    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <PageSections sections={sections} context={context} />, {
      onRecoverableError: (error) => recoverable.push(error),
    }));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(tab('Tab 1').hasAttribute('aria-current')).toBe(false);
    expect(tab('Tab 2').getAttribute('aria-current')).toBe('true');
    // The password button is enabled once the page is interactive.
    expect(container.querySelector('form button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});
