// @vitest-environment happy-dom
/**
 * Content of an optional cookie category (an embed with consent_category) loads only
 * after consent: before, a Dutch placeholder whose button accepts just that category.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { PageSections } from '../render/PageSections.tsx';
import type { Project, Section } from '../site/types.ts';
import { project as baseProject } from '../test/fixtures.ts';
import { setPreferencesOpen } from './consentStore.ts';

const project: Project = {
  ...baseProject,
  cookie_consent: {
    cookies: [
      { key: 'analytics', title: 'Statistieken', initialState: true },
      { key: 'marketing', title: 'Marketing', initialState: true },
    ],
  },
};

const sections: Section[] = [
  {
    id: 'inhoud',
    template: 'dynamic',
    meta: {},
    blocks: [
      { id: 'video', type: 'embed', props: { code: '<iframe src="https://video.example/v/1"></iframe>', consent_category: 'marketing' } },
      { id: 'kaart', type: 'embed', props: { code: '<p>Kaart</p>' } },
    ],
  },
];

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const frames = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-block="embed"]')).map((block) => block.querySelector('iframe') !== null);

afterEach(() => {
  clearCookies();
  act(() => setPreferencesOpen(false));
});

describe('consent gate of optional-category content', () => {
  test('before consent: the placeholder instead of the frame; its button accepts only that category', () => {
    const view = render(<PageSections sections={sections} context={{ project }} />);
    expect(frames(view.container)).toEqual([false, true]);
    expect(screen.getByText('Deze inhoud gebruikt cookies voor Marketing. Die laden we pas als je daar toestemming voor geeft.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marketing accepteren' }));
    expect(frames(view.container)).toEqual([true, true]);
    expect(document.cookie).toContain('cookie_consent=true');
    expect(document.cookie).toMatch(/cookie_consent_enabled=marketing(;|$)/);
  });

  test("'Alles weigeren' keeps the placeholder; 'Alles accepteren' loads the content", () => {
    const view = render(<PageSections sections={sections} context={{ project }} />);
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Alles weigeren' }));
    expect(frames(view.container)).toEqual([false, true]);
    clearCookies();
    view.unmount();
    const again = render(<PageSections sections={sections} context={{ project }} />);
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Alles accepteren' }));
    expect(frames(again.container)).toEqual([true, true]);
  });

  test('a stored consent for the category loads the content at once', () => {
    document.cookie = 'cookie_consent=true; Path=/';
    document.cookie = 'cookie_consent_enabled=analytics%2Cmarketing; Path=/';
    const view = render(<PageSections sections={sections} context={{ project }} />);
    expect(frames(view.container)).toEqual([true, true]);
  });
});
