import { describe, expect, test } from 'vitest';
import { block, renderBlocks, richText, shownText } from '../../test/render.tsx';

const conditional = (hash_id: string, text: string, extra: Record<string, unknown> = {}) =>
  block('conditional', { hash_id, ...extra }, { slots: { content: [block('text', { data: richText(text) })] } });

describe('conditional block on the server (no hash)', () => {
  test('shows the default-active blocks only; the others are in the HTML, hidden', () => {
    const page = renderBlocks([conditional('tab=1', 'Brood', { default_active_state: '1' }), conditional('tab=2', 'Taart'), conditional('contact', 'Bel ons')]);
    expect(shownText(page.root)).toBe('Brood');
    expect(page.text).toBe('BroodTaartBel ons');
    expect(page.$('[data-conditional="tab=1"]')?.hasAttribute('hidden')).toBe(false);
    expect(page.$('[data-conditional="tab=2"]')?.hasAttribute('hidden')).toBe(true);
  });

  test('editors see a notice where a block is hidden, and for an empty one', () => {
    const page = renderBlocks([conditional('tab=2', 'Taart')], { editable: true });
    expect(page.text).toContain('Voorwaardelijk blok #tab=2: verborgen bij de huidige URL-hash.');
    const empty = renderBlocks([block('conditional', { default_active_state: '1' })], { editable: true });
    expect(empty.text).toContain('er staan nog geen blokken in');
  });
});
