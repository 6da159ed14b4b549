// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';
import { block, richText } from '../../test/render.tsx';

const conditional = (hash_id: string, text: string, default_active_state = '0') =>
  block('conditional', { hash_id, default_active_state }, { slots: { content: [block('text', { data: richText(text) })] } });

function renderConditionals() {
  const blocks = [
    conditional('tab=1', 'Brood', '1'),
    conditional('tab=2', 'Taart'),
    conditional('tab=2&kleur=rood', 'Rode taart'),
    conditional('contact', 'Bel ons'),
  ];
  render(<PageSections sections={[{ id: 's', template: 'dynamic', meta: {}, blocks }]} context={{}} />);
}

function goTo(hash: string) {
  act(() => {
    window.history.pushState(null, '', `/${hash}`);
    window.dispatchEvent(new Event('hashchange'));
  });
}

const shown = () => ['Brood', 'Taart', 'Rode taart', 'Bel ons'].filter((text) => screen.getByText(text).closest('[hidden]') === null);

describe('conditional blocks in the browser', () => {
  test('switch on every hash change', () => {
    renderConditionals();
    expect(shown()).toEqual(['Brood']);
    goTo('#tab=2');
    expect(shown()).toEqual(['Taart']);
    goTo('#tab=2&kleur=rood');
    expect(shown()).toEqual(['Taart', 'Rode taart']);
    // The tab group has no parameter in this hash, so its default tab shows again.
    goTo('#contact');
    expect(shown()).toEqual(['Brood', 'Bel ons']);
    goTo('#tab=1');
    expect(shown()).toEqual(['Brood']);
  });

  test('a page opened with a hash shows its blocks right after the first render', () => {
    window.history.replaceState(null, '', '/#kleur=rood&tab=2');
    renderConditionals();
    expect(shown()).toEqual(['Taart', 'Rode taart']);
  });
});
