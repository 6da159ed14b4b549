// @vitest-environment jsdom
/**
 * BlockSettingsForm with a `breakpoint`: responsive fields (docs/page-editor.md,
 * "Per-breakpoint values") show the value in effect at that breakpoint and a change
 * sets that breakpoint's own value, keeping the base and the other breakpoints.
 */
import { blockDefaults, sectionDefaults, styleDefaults, type BreakpointKey } from '@site/shared-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BlockSettingsForm } from '../../../dashboard/kit/index.ts';
import './renderKitForm.tsx';

vi.mock('../../../dashboard/kit/fields/richtext/loadRichEditor.ts', () => ({
  loadRichEditor: async () => () => ({ isReady: Promise.resolve(), save: async () => ({ blocks: [] }), render: async () => {}, readOnly: { toggle: async () => true }, destroy: () => {} }),
}));

type Values = Record<string, unknown>;

function renderBlock(style: Values, breakpoint?: BreakpointKey) {
  const state = { style };
  function Harness() {
    const [current, setCurrent] = useState(style);
    return (
      <BlockSettingsForm
        kind="block"
        type="text"
        value={blockDefaults('text') as Values}
        onChange={() => {}}
        style={current}
        onStyleChange={(next) => { state.style = next; setCurrent(next); }}
        breakpoint={breakpoint}
      />
    );
  }
  render(<Harness />);
  return state;
}

async function openStyleGroup(user: ReturnType<typeof userEvent.setup>, group: string) {
  await user.click(screen.getByRole('tab', { name: 'Stijl' }));
  const panel = screen.getByRole('tabpanel');
  const toggle = within(panel).getByRole('button', { name: group });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  return panel;
}

describe('settings per breakpoint', () => {
  it('a switch at 1190 sets only that breakpoint; the base stays', async () => {
    const user = userEvent.setup();
    const state = renderBlock({ ...styleDefaults(), hidden: '0' }, '1190');
    const panel = await openStyleGroup(user, 'Overig');
    const hidden = within(panel).getByRole('switch', { name: 'Verbergen' });
    expect((hidden as HTMLInputElement).checked).toBe(false);
    await user.click(hidden);
    expect(state.style.hidden).toEqual({ base: '0', 1190: '1' });
    expect((within(panel).getByRole('switch', { name: 'Verbergen' }) as HTMLInputElement).checked).toBe(true);
    // Switched back: shown from 1190 on, set there explicitly.
    await user.click(within(panel).getByRole('switch', { name: 'Verbergen' }));
    expect(state.style.hidden).toEqual({ base: '0', 1190: '0' });
  });

  it('a breakpoint shows the value in effect there: its own, else the nearest smaller one, else the base', async () => {
    const user = userEvent.setup();
    const style = { ...styleDefaults(), hidden: { base: '1', 768: '0' } };
    renderBlock(style, '1600');
    let panel = await openStyleGroup(user, 'Overig');
    expect((within(panel).getByRole('switch', { name: 'Verbergen' }) as HTMLInputElement).checked).toBe(false);
    document.body.innerHTML = '';
    renderBlock(style);
    panel = await openStyleGroup(user, 'Overig');
    expect((within(panel).getByRole('switch', { name: 'Verbergen' }) as HTMLInputElement).checked).toBe(true);
  });

  it("a section's padding select at 1340 keeps the base and the other breakpoints", async () => {
    const user = userEvent.setup();
    const meta = { ...sectionDefaults('dynamic'), padding_top: { base: '10', 1190: '24' } } as Values;
    const state = { meta };
    function Harness() {
      const [value, setValue] = useState(meta);
      return (
        <BlockSettingsForm kind="section" type="dynamic" value={value} onChange={(next) => { state.meta = next; setValue(next); }} breakpoint="1340" />
      );
    }
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Opmaak' }));
    const input = within(screen.getByRole('tabpanel')).getByRole('combobox', { name: 'Padding boven' });
    expect((input as HTMLInputElement).value).toBe('24');
    await user.click(input);
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: '32' }));
    expect(state.meta.padding_top).toEqual({ base: '10', 1190: '24', 1340: '32' });
  });
});
