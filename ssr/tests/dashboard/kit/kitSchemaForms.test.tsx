// @vitest-environment jsdom
/**
 * The settings forms generated from shared-schema/: every section template and block
 * type renders all its tabs, and an edit through the form gives a value the schema
 * validates (the same Ajv 2020-12 setup as shared-schema/tests/validator.mjs).
 */
import {
  blockDefaults,
  blockSchemas,
  fieldDefinitions,
  type JsonSchema,
  schemaDefinitions,
  sectionDefaults,
  sectionSchemas,
  styleDefaults,
  styleSchema,
} from '@site/shared-schema';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv2020 from 'ajv/dist/2020.js';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlockSettingsForm } from '../../../dashboard/kit/index.ts';
import { schemaFormDefinition } from '../../../dashboard/kit/schema/schemaForm.ts';
import './renderKitForm.tsx';

// Editor.js needs a real browser (jsdom has no matchMedia or selection): the rich-text
// fields of the schemas get the stand-in the showcase test uses.
vi.mock('../../../dashboard/kit/fields/richtext/loadRichEditor.ts', () => ({
  loadRichEditor: async () => () => ({ isReady: Promise.resolve(), save: async () => ({ blocks: [] }), render: async () => {}, readOnly: { toggle: async () => true }, destroy: () => {} }),
}));

afterEach(() => cleanup());

// The pickers (menu, form, partial, products, categories) read the owner API: an empty project.
beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const list = String(url).split('?')[0].split('/').pop() ?? '';
    return { ok: true, status: 200, headers: { get: () => null }, json: async () => ({ [list]: [] }) };
  });
});
afterAll(() => vi.unstubAllGlobals());
// Every tab of 64 forms, the style tab's 40 selects among them, on two busy cores.
vi.setConfig({ testTimeout: 60_000 });

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
for (const keyword of ['x-field', 'x-catalogue', 'x-options', 'x-message']) ajv.addKeyword({ keyword });
for (const schema of [...Object.values(schemaDefinitions), ...Object.values(sectionSchemas), ...Object.values(blockSchemas)]) ajv.addSchema(schema as JsonSchema);

function validate(schema: JsonSchema, value: unknown): string[] {
  const check = ajv.getSchema(schema.$id) ?? ajv.compile(schema);
  return check(value) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

type Values = Record<string, unknown>;
type Kind = 'section' | 'block';

function renderSettings(kind: Kind, type: string, initial: Values, globals: Values = {}) {
  const state = { value: initial, style: styleDefaults() as Values, globals };
  function Harness() {
    const [value, setValue] = useState(initial);
    const [style, setStyle] = useState<Values>(state.style);
    const [global, setGlobal] = useState<Values>(globals);
    return (
      <BlockSettingsForm
        kind={kind}
        type={type}
        value={value}
        onChange={(next) => { state.value = next; setValue(next); }}
        style={style}
        onStyleChange={(next) => { state.style = next; setStyle(next); }}
        globals={global}
        onGlobalsChange={(next) => { state.globals = next; setGlobal(next); }}
        project={1}
      />
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  return { user, state };
}

const TAB = { content: 'Inhoud', layout: 'Opmaak', global: 'Globaal' } as const;

/** An edit every schema accepts: a boolean switched, or a select set to another allowed option. */
function pickEdit(schema: JsonSchema) {
  const fields = fieldDefinitions(schema);
  const keys = new Set(fields.map((f) => f.key));
  const editable = fields.filter((f) => !(f.key.endsWith('_local') && keys.has(f.key.slice(0, -6))) && f.group !== 'global');
  const bool = editable.find((f) => f.type === 'boolean');
  if (bool) return { field: bool, kind: 'switch' as const };
  const select = editable.find((f) => f.type === 'select' && (f.options ?? []).some((o) => o.value !== '' && o.value !== f.default));
  if (select) return { field: select, kind: 'select' as const, option: select.options!.find((o) => o.value !== '' && o.value !== select.default)! };
  return null;
}

async function visitEveryTab(user: ReturnType<typeof userEvent.setup>) {
  const tabs = screen.getAllByRole('tab');
  for (const tab of tabs) {
    await user.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel')).toBeTruthy();
  }
  return tabs.map((tab) => tab.textContent?.replace(/\(bevat fouten\)/, '').trim());
}

async function editAndValidate(kind: Kind, type: string, schema: JsonSchema, defaults: Values) {
  expect(validate(schema, defaults)).toEqual([]);
  const { user, state } = renderSettings(kind, type, defaults);
  const tabs = await visitEveryTab(user);
  expect(tabs.length).toBeGreaterThan(0);
  if (kind === 'block') expect(tabs).toContain('Stijl');
  const edit = pickEdit(schema);
  if (!edit) return;
  await user.click(screen.getByRole('tab', { name: TAB[edit.field.group as 'content' | 'layout'] }));
  const panel = screen.getByRole('tabpanel');
  if (edit.kind === 'switch') {
    await user.click(within(panel).getAllByRole('switch', { name: edit.field.title })[0]);
    expect(state.value[edit.field.key]).toBe(String(edit.field.default) === '1' ? '0' : '1');
  } else {
    const input = within(panel).getAllByRole('combobox', { name: edit.field.title })[0];
    await user.click(input);
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getAllByRole('option', { name: edit.option.label })[0]);
    expect(state.value[edit.field.key]).toBe(edit.option.value);
  }
  expect(validate(schema, state.value)).toEqual([]);
  expect(Object.keys(state.value).every((key) => key in (schema.properties ?? {}) || key in defaults)).toBe(true);
}

describe('settings forms generated from shared-schema', () => {
  for (const type of Object.keys(sectionSchemas)) {
    it(`section ${type}: every tab renders; an edit validates`, async () => {
      const schema = (sectionSchemas as Record<string, JsonSchema>)[type];
      await editAndValidate('section', type, schema, (sectionDefaults as (id: string) => Values)(type));
    });
  }
  for (const type of Object.keys(blockSchemas)) {
    it(`block ${type}: every tab renders; an edit validates`, async () => {
      const schema = (blockSchemas as Record<string, JsonSchema>)[type];
      await editAndValidate('block', type, schema, (blockDefaults as (id: string) => Values)(type));
    });
  }

  it("the style tab edits block.style under its own keys; the result validates against the style catalogue", async () => {
    const { user, state } = renderSettings('block', 'image', blockDefaults('image') as Values);
    await user.click(screen.getByRole('tab', { name: 'Stijl' }));
    const panel = screen.getByRole('tabpanel');
    // Grouped: the first group open, the rest collapsed.
    expect(within(panel).getByRole('button', { name: 'Kleur en achtergrond' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(panel).getByRole('button', { name: 'Overig' }));
    await user.click(within(panel).getByRole('switch', { name: /mobiel/i }));
    expect(state.style.hide_on_mobile).toBe('1');
    // The image block has a width prop and a width style: the style's change stays in style.
    expect(state.value).toEqual(blockDefaults('image'));
    expect(validate(styleSchema, state.style)).toEqual([]);
  });

  it("an X_local toggle on 'Globaal' edits the project's value of X instead of the section's", async () => {
    const meta = sectionDefaults('callToAction') as Values;
    const { user, state } = renderSettings('section', 'callToAction', meta, { button_link: '/winkel' });
    const group = screen.getByRole('radiogroup', { name: 'Knop link lokaal of globaal' });
    expect(screen.getByRole('textbox', { name: 'Knop link' })).toHaveProperty('value', '/');
    await user.click(within(group).getByLabelText('Globaal'));
    expect(state.value.button_link_local).toBe('0');
    const global = await screen.findByRole('textbox', { name: 'Knop link (globaal)' });
    expect(global).toHaveProperty('value', '/winkel');
    expect(screen.queryByRole('textbox', { name: 'Knop link' })).toBeNull();
    await user.clear(global);
    await user.type(global, '/acties');
    expect(state.globals).toEqual({ button_link: '/acties' });
    expect(state.value.button_link).toBe('/');
    expect(validate(sectionSchemas.callToAction as JsonSchema, state.value)).toEqual([]);
  });

  it('a new template needs no dashboard code: any schema with x-field properties gets its form', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        headline: { title: 'Kop', type: 'string', default: '', 'x-field': { type: 'text', group: 'content' } },
        dark: { title: 'Donker', $ref: 'https://site-builder.local/schema/definitions/options.schema.json#/$defs/boolean', default: '0', 'x-field': { type: 'boolean', group: 'layout' } },
      },
    };
    const [tabs] = schemaFormDefinition(schema);
    expect(tabs.type).toBe('tabs');
    if (tabs.type !== 'tabs') return;
    expect(tabs.fields.map((tab) => [tab.title, tab.fields.map((f) => [f.type, f.key, f.title])])).toEqual([
      ['Inhoud', [['text', 'headline', 'Kop']]],
      ['Opmaak', [['boolean', 'dark', 'Donker']]],
    ]);
  });

  it('developer-only code is read-only for a site owner', () => {
    const definition = schemaFormDefinition(blockSchemas.embed as JsonSchema);
    const tabs = definition[0];
    if (tabs.type !== 'tabs') throw new Error('tabs expected');
    const code = tabs.fields[0].fields.find((f) => f.key === 'code');
    expect(code).toMatchObject({ type: 'code_editor', disabled: true, help: 'Alleen een ontwikkelaar kan dit wijzigen.' });
    const developer = schemaFormDefinition(blockSchemas.embed as JsonSchema, { developer: true })[0];
    if (developer.type !== 'tabs') throw new Error('tabs expected');
    expect(developer.fields[0].fields.find((f) => f.key === 'code')?.disabled).toBeUndefined();
  });
});
