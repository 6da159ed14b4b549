// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';
import { block } from '../../test/render.tsx';

function renderButtons(...buttons: Record<string, unknown>[]) {
  const sections = [{ id: 's', template: 'dynamic', meta: {}, blocks: buttons.map((props) => block('button', props)) }];
  return render(<PageSections sections={sections} context={{ currentPath: window.location.pathname }} />);
}

const isActive = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current') === 'true';

function navigate(url: string, event: 'hashchange' | 'popstate') {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new Event(event));
  });
}

describe('button active state in the browser', () => {
  test('follows hash changes', () => {
    renderButtons({ title: 'Tab 1', url: '#tab=1', default_active_state: '1' }, { title: 'Tab 2', url: '#tab=2' });
    expect([isActive('Tab 1'), isActive('Tab 2')]).toEqual([true, false]);
    navigate('/#tab=2', 'hashchange');
    expect([isActive('Tab 1'), isActive('Tab 2')]).toEqual([false, true]);
    navigate('/#tab=1', 'hashchange');
    expect([isActive('Tab 1'), isActive('Tab 2')]).toEqual([true, false]);
  });

  test('follows route changes (history navigation)', () => {
    renderButtons({ title: 'Over ons', url: '/over-ons' });
    expect(isActive('Over ons')).toBe(false);
    navigate('/over-ons', 'popstate');
    expect(isActive('Over ons')).toBe(true);
  });
});
