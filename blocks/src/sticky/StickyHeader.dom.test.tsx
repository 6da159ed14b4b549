// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PageSections } from '../render/PageSections.tsx';
import type { Section } from '../site/types.ts';
import { project } from '../test/fixtures.ts';

/** A controllable IntersectionObserver: tests say where the observed sentinel is. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** The sentinel at `top` px from the viewport top (negative: scrolled past). */
  report(top: number, isIntersecting = top >= 0) {
    const entry = { isIntersecting, boundingClientRect: { top } } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

function setup(sections: Section[], editable = false) {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return render(<PageSections sections={sections} context={{ project, editable }} />);
}

const fixedOf = (container: HTMLElement) => container.querySelector('.wm-fixed');

describe('sticky header wrapper', () => {
  test('Header A with fixed_element gets the fixed class once its reference point left the top, and loses it back at the top', () => {
    const { container } = setup([{ id: 'kop', template: 'headerOne', meta: { fixed_element: '1' } }]);
    const [observer] = FakeObserver.instances;
    expect(observer.targets[0].className).toContain('wm-sticky-sentinel');
    expect(fixedOf(container)).toBeNull();
    observer.report(-40);
    const fixed = fixedOf(container);
    expect(fixed?.className.split(' ')).toEqual(expect.arrayContaining(['fixed', 'top-0']));
    expect(fixed?.querySelector('header')).not.toBeNull();
    observer.report(0);
    expect(fixedOf(container)).toBeNull();
  });

  test('a reference point still below the viewport does not fix the bar (MenusOne further down the page)', () => {
    const { container } = setup([{ id: 'balk', template: 'MenusOne', meta: { sticky: '1' } }]);
    const [observer] = FakeObserver.instances;
    observer.report(2000);
    expect(fixedOf(container)).toBeNull();
    observer.report(1200, false);
    expect(fixedOf(container)).toBeNull();
    observer.report(-1);
    expect(fixedOf(container)?.querySelector('nav')).not.toBeNull();
  });

  test('inactive in edit mode, and absent without fixed_element / sticky', () => {
    setup([{ id: 'kop', template: 'headerOne', meta: { fixed_element: '1' } }], true);
    expect(FakeObserver.instances).toHaveLength(0);
    const { container } = setup([
      { id: 'kop', template: 'headerOne', meta: {} },
      { id: 'balk', template: 'MenusOne', meta: {} },
    ]);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(container.querySelector('.wm-sticky')).toBeNull();
  });

  test('unmounting disconnects the observer', () => {
    const { unmount } = setup([{ id: 'kop', template: 'headerOne', meta: { fixed_element: '1' } }]);
    unmount();
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });
});
