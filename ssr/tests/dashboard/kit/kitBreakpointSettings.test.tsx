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

/** A text block's settings form on `style`, at a breakpoint and/or the phone; returns
 * the style as the form last changed it. */
function renderBlock(style: Values, { breakpoint, phone }: { breakpoint?: BreakpointKey; phone?: boolean } = {}) {
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
        phone={phone}
      />
    );
  }
  render(<Harness />);
  return state;
}

/** A section's settings form on `meta`; returns the meta as the form last changed it. */
function renderSection(type: string, meta: Values, { breakpoint, phone }: { breakpoint?: BreakpointKey; phone?: boolean } = {}) {
  const state = { meta };
  function Harness() {
    const [value, setValue] = useState(meta);
    return <BlockSettingsForm kind="section" type={type} value={value} onChange={(next) => { state.meta = next; setValue(next); }} breakpoint={breakpoint} phone={phone} />;
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
    const state = renderBlock({ ...styleDefaults(), hidden: '0' }, { breakpoint: '1190' });
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
    renderBlock(style, { breakpoint: '1600' });
    let panel = await openStyleGroup(user, 'Overig');
    expect((within(panel).getByRole('switch', { name: 'Verbergen' }) as HTMLInputElement).checked).toBe(false);
    document.body.innerHTML = '';
    renderBlock(style);
    panel = await openStyleGroup(user, 'Overig');
    expect((within(panel).getByRole('switch', { name: 'Verbergen' }) as HTMLInputElement).checked).toBe(true);
  });

  it("a section's padding select at 1340 keeps the base and the other breakpoints", async () => {
    const user = userEvent.setup();
    const state = renderSection('dynamic', { ...sectionDefaults('dynamic'), padding_top: { base: '10', 1190: '24' } }, { breakpoint: '1340' });
    await user.click(screen.getByRole('tab', { name: 'Opmaak' }));
    const input = within(screen.getByRole('tabpanel')).getByRole('combobox', { name: 'Padding boven' });
    expect((input as HTMLInputElement).value).toBe('24');
    await user.click(input);
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: '32' }));
    expect(state.meta.padding_top).toEqual({ base: '10', 1190: '24', 1340: '32' });
  });
});

describe('the phone: the _mobile fields instead of those from 768 px up', () => {
  it('a block: the style shows and edits padding_top_mobile, not the md padding, under a note', async () => {
    const user = userEvent.setup();
    const state = renderBlock({ ...styleDefaults(), padding_top: { base: '10', 1190: '20' }, padding_top_mobile: '2' }, { phone: true, breakpoint: '1190' });
    expect(screen.getByText(/Je bewerkt de instellingen voor telefoons \(smaller dan 768 px\)\./).textContent).toContain('Padding boven (mobiel)');
    const panel = await openStyleGroup(user, 'Binnenruimte');
    expect(within(panel).queryByRole('combobox', { name: 'Padding boven' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Buitenruimte' }));
    expect(within(panel).queryByRole('combobox', { name: 'Marge boven' })).toBeNull();
    expect(within(panel).getByRole('combobox', { name: 'Marge boven (mobiel)' })).toBeTruthy();
    const mobile = within(panel).getByRole('combobox', { name: 'Padding boven (mobiel)' });
    expect((mobile as HTMLInputElement).value).toBe('2');
    await user.click(mobile);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '6' }));
    expect(state.style.padding_top_mobile).toBe('6');
    // The md value and its breakpoints stay as they were.
    expect(state.style.padding_top).toEqual({ base: '10', 1190: '20' });
  });

  it('a responsive field the phone keeps edits its base there, whatever breakpoint is asked', async () => {
    const user = userEvent.setup();
    const state = renderBlock({ ...styleDefaults(), hidden: { base: '0', 1190: '1' } }, { phone: true, breakpoint: '1190' });
    const panel = await openStyleGroup(user, 'Overig');
    const hidden = within(panel).getByRole('switch', { name: 'Verbergen' });
    expect((hidden as HTMLInputElement).checked).toBe(false);
    await user.click(hidden);
    expect(state.style.hidden).toEqual({ base: '1', 1190: '1' });
  });

  it("a section: its padding from 768 px up is left out and the note says where it is; Verbergen stays", async () => {
    const user = userEvent.setup();
    const state = renderSection('columnsThree', { ...sectionDefaults('columnsThree'), hidden: '0' }, { phone: true });
    const note = screen.getByText(/smaller dan 768 px/);
    expect(note.textContent).toContain('Kolomafstand, Padding boven, Padding onder gelden pas vanaf 768 px: kies daarvoor Tablet of Ontwerp.');
    await user.click(screen.getByRole('tab', { name: 'Opmaak' }));
    const panel = screen.getByRole('tabpanel');
    for (const name of ['Padding boven', 'Padding onder', 'Kolomafstand']) expect(within(panel).queryByRole('combobox', { name })).toBeNull();
    // The layout decides the columns on every width: it stays.
    expect(within(panel).getByRole('combobox', { name: 'Indeling' })).toBeTruthy();
    await user.click(within(panel).getByRole('switch', { name: 'Verbergen' }));
    expect(state.meta.hidden).toBe('1');
  });

  it('without phone nothing changes: both fields, no note', async () => {
    const user = userEvent.setup();
    renderBlock({ ...styleDefaults() });
    expect(screen.queryByText(/smaller dan 768 px/)).toBeNull();
    const panel = await openStyleGroup(user, 'Binnenruimte');
    expect(within(panel).getByRole('combobox', { name: 'Padding boven' })).toBeTruthy();
    expect(within(panel).getByRole('combobox', { name: 'Padding boven (mobiel)' })).toBeTruthy();
  });

  it("the columns block at the phone: its spacing and direction from 768 px up give way to their mobile twins", async () => {
    const user = userEvent.setup();
    render(<BlockSettingsForm kind="block" type="columns" value={blockDefaults('columns') as Values} onChange={() => {}} phone />);
    await user.click(screen.getByRole('tab', { name: 'Opmaak' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByRole('combobox', { name: 'Kolomafstand' })).toBeNull();
    expect(within(panel).getByRole('combobox', { name: 'Kolomafstand mobiel' })).toBeTruthy();
    expect(within(panel).queryByRole('combobox', { name: 'Richting' })).toBeNull();
    expect(within(panel).getByRole('combobox', { name: 'Richting mobiel' })).toBeTruthy();
  });
});
