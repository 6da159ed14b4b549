// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeCarouselLayout } from '../../test/carouselLayout.ts';
import { PageSections } from '../../render/PageSections.tsx';
import { block, richText } from '../../test/render.tsx';

const items = ['Eerste', 'Tweede', 'Derde'].map((text) => block('text', { data: richText(text) }));

function renderSlider(props: Record<string, unknown>) {
  fakeCarouselLayout();
  const sections = [{ id: 's', template: 'dynamic', meta: {}, blocks: [block('slider', props, { slots: { items } })] }];
  render(<PageSections sections={sections} context={{}} />);
  return screen.getByRole('region', { name: 'Slider' });
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function started(region: HTMLElement) {
  for (let tries = 0; tries < 200 && region.getAttribute('data-carousel') !== 'ready'; tries += 1) await pause(10);
}

const selected = () => screen.getAllByRole('button', { name: /Ga naar dia/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('slider block in the browser', () => {
  test('autoplay is off by default: the slide stays put; dots and arrows navigate', async () => {
    await started(renderSlider({ throttle: '0' }));
    expect(screen.getAllByRole('button', { name: /Ga naar dia/ })).toHaveLength(3);
    await pause(250);
    expect(selected()).toBe(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Volgende dia' })));
    expect(selected()).toBe(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ga naar dia 3' })));
    expect(selected()).toBe(2);
  });

  test("autoplay '1' moves on every autoplay_speed ms", async () => {
    await started(renderSlider({ autoplay: '1', autoplay_speed: '150' }));
    expect(selected()).toBe(0);
    for (let tries = 0; tries < 50 && selected() === 0; tries += 1) await pause(20);
    expect(selected()).toBe(1);
  });

  test('disable_dots hides the dots', async () => {
    await started(renderSlider({ disable_dots: '1' }));
    expect(screen.queryAllByRole('button', { name: /Ga naar dia/ })).toHaveLength(0);
  });
});
