// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Carousel } from './Carousel.tsx';
import { fakeCarouselLayout } from '../test/carouselLayout.ts';

const slides = ['Brood', 'Taart', 'Koek'].map((text) => <p>{text}</p>);

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** Waits for the carousel code to load and start (each pause lets React render). */
async function started(element: HTMLElement) {
  for (let tries = 0; tries < 200 && element.getAttribute('data-carousel') !== 'ready'; tries += 1) await pause(10);
  expect(element.getAttribute('data-carousel')).toBe('ready');
}

const current = () => screen.getAllByRole('button', { name: /Ga naar dia/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('carousel in the browser', () => {
  test('dots per position: a click moves there and marks it current', async () => {
    fakeCarouselLayout();
    render(<Carousel label="Producten" slides={slides} settings={{ loop: true }} dots arrows={false} slideClassName="" />);
    await started(screen.getByRole('region', { name: 'Producten' }));
    expect(screen.getAllByRole('button', { name: /Ga naar dia/ })).toHaveLength(3);
    expect(current()).toBe(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ga naar dia 3' })));
    expect(current()).toBe(2);
    expect(screen.queryByRole('button', { name: 'Vorige dia' })).toBeNull();
  });

  test('arrows step through the slides; without looping they stop at the ends', async () => {
    fakeCarouselLayout();
    render(<Carousel label="Producten" slides={slides} settings={{ loop: false }} dots arrows slideClassName="" />);
    await started(screen.getByRole('region'));
    const previous = screen.getByRole('button', { name: 'Vorige dia' });
    const next = screen.getByRole('button', { name: 'Volgende dia' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.click(next));
    expect(current()).toBe(1);
    await act(async () => fireEvent.click(next));
    expect(current()).toBe(2);
    expect(next.hasAttribute('disabled')).toBe(true);
  });

  test('clicks closer together than the throttle are ignored', async () => {
    fakeCarouselLayout();
    render(<Carousel label="Producten" slides={slides} settings={{ loop: true }} dots arrows throttleMs={10_000} slideClassName="" />);
    await started(screen.getByRole('region'));
    const next = screen.getByRole('button', { name: 'Volgende dia' });
    await act(async () => {
      fireEvent.click(next);
      fireEvent.click(next);
    });
    expect(current()).toBe(1);
  });

  test('autoplay moves on by itself after the interval and loops', async () => {
    fakeCarouselLayout();
    render(<Carousel label="Producten" slides={slides} settings={{ loop: true, autoplayMs: 250 }} dots arrows={false} slideClassName="" />);
    await started(screen.getByRole('region'));
    expect(current()).toBe(0);
    const seen = new Set<number>();
    for (let tries = 0; tries < 100 && seen.size < 3; tries += 1) {
      await pause(20);
      seen.add(current());
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});
