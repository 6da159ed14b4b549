/**
 * The settings form of one section or block, generated from its schema in
 * shared-schema/ (schemaForm.ts): the page editor's panel. It shows the stored value
 * over the schema's defaults; a change calls onChange with the value and that one
 * key changed (never a key the schema does not know), a style change onStyleChange,
 * a site-wide value (a field whose X_local says Globaal) onGlobalsChange.
 *
 * Responsive fields (x-field.responsive: padding, margin, alignment, font size,
 * Verbergen) show and change their value at `breakpoint` ('base' when absent): the
 * value in effect there, and a change sets that breakpoint's own value
 * (docs/page-editor.md, "Per-breakpoint values").
 *
 * `phone` is the width below 768 px: fields that apply from md up give way to their
 * `_mobile` twins (padding_top_mobile instead of padding_top), responsive ones without
 * a twin are left out, and a note above the fields says so (phoneFields.ts).
 *
 * <BlockSettingsForm kind="section" type="footersTwo" value={meta} onChange={setMeta}
 *   globals={project.global_fields} onGlobalsChange={saveGlobals} project={id} />
 */
import { breakpointValue, fieldDefinitions, setBreakpointValue, styleSchema, type BreakpointKey } from '@site/shared-schema';
import { useCallback, useMemo } from 'react';
import { FieldForm } from '../form/FieldForm.tsx';
import type { FieldErrors, FormValues, PaletteColor } from '../types.ts';
import { phoneFields, phoneNote, withoutFields } from './phoneFields.ts';
import {
  defaultsOf,
  GLOBAL_PREFIX,
  schemaFormDefinition,
  schemaOf,
  type SchemaKind,
  STYLE_PREFIX,
  styleDefaultValues,
} from './schemaForm.ts';

type Values = Record<string, unknown>;

export interface BlockSettingsFormProps {
  kind: SchemaKind;
  /** The section template id (`headerOne`) or block type (`button`). */
  type: string;
  /** The section's meta or the block's props. */
  value: Values;
  onChange(value: Values, changedKey: string): void;
  /** Blocks: the style settings (the 'Stijl' tab shows only with onStyleChange). */
  style?: Values;
  onStyleChange?(style: Values, changedKey: string): void;
  /** The project's global values (`global_fields`); without onGlobalsChange they show read-only. */
  globals?: Values;
  onGlobalsChange?(globals: Values, changedKey: string): void;
  /** Errors keyed by field key (`style.<key>` for style settings, `global.<key>` for globals). */
  errors?: FieldErrors;
  loading?: boolean;
  developer?: boolean;
  project?: number;
  palette?: PaletteColor[];
  /** The device being edited: responsive fields read and write their value there. */
  breakpoint?: BreakpointKey;
  /** The phone (below 768 px): the `_mobile` fields instead of those from 768 px up. */
  phone?: boolean;
}

function responsiveKeys(schema: Parameters<typeof fieldDefinitions>[0], prefix = ''): string[] {
  return fieldDefinitions(schema).filter((field) => field.responsive).map((field) => `${prefix}${field.key}`);
}

function prefixed(prefix: string, values: Values | undefined): Values {
  return Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [`${prefix}${key}`, value]));
}

export function BlockSettingsForm({
  kind,
  type,
  value,
  onChange,
  style,
  onStyleChange,
  globals,
  onGlobalsChange,
  errors,
  loading,
  developer = false,
  project,
  palette,
  breakpoint: requested = 'base',
  phone = false,
}: BlockSettingsFormProps) {
  // Below 768 px no breakpoint applies yet: the phone edits the base.
  const breakpoint: BreakpointKey = phone ? 'base' : requested;
  const withStyle = kind === 'block' && Boolean(onStyleChange);
  const atPhone = useMemo(() => {
    if (!phone) return undefined;
    const own = phoneFields(schemaOf(kind, type));
    const styled = withStyle ? phoneFields(styleSchema, STYLE_PREFIX) : undefined;
    return {
      hidden: new Set([...own.hidden, ...(styled?.hidden ?? [])]),
      note: phoneNote({
        replacedBy: [...own.replacedBy, ...(styled?.replacedBy ?? [])],
        desktopOnly: [...own.desktopOnly, ...(styled?.desktopOnly ?? [])],
      }),
    };
  }, [phone, kind, type, withStyle]);
  const definition = useMemo(() => {
    const all = schemaFormDefinition(schemaOf(kind, type), { developer, withStyle });
    const fields = atPhone ? withoutFields(all, atPhone.hidden) : all;
    if (onGlobalsChange) return fields;
    // Globals shown, not editable, when the page cannot save them.
    const lock = (list: typeof fields): typeof fields =>
      list.map((field) => {
        if (field.type === 'tabs') return { ...field, fields: field.fields.map((tab) => ({ ...tab, fields: lock(tab.fields) })) };
        return field.key?.startsWith(GLOBAL_PREFIX) ? { ...field, disabled: true } : field;
      });
    return lock(fields);
  }, [kind, type, developer, withStyle, onGlobalsChange, atPhone]);
  const defaults = useMemo(() => defaultsOf(kind, type), [kind, type]);
  const responsive = useMemo(
    () => new Set([...responsiveKeys(schemaOf(kind, type)), ...responsiveKeys(styleSchema, STYLE_PREFIX)]),
    [kind, type],
  );
  const values = useMemo<FormValues>(() => {
    const all: FormValues = {
      ...defaults,
      ...value,
      ...(withStyle ? prefixed(STYLE_PREFIX, { ...styleDefaultValues(), ...style }) : {}),
      ...prefixed(GLOBAL_PREFIX, globals),
    };
    for (const key of responsive) if (key in all) all[key] = breakpointValue(all[key], breakpoint);
    return all;
  }, [defaults, value, withStyle, style, globals, responsive, breakpoint]);

  const change = useCallback(
    (next: FormValues, key: string) => {
      // A responsive field keeps its other breakpoints; the one being edited changes.
      const stored = (current: unknown) =>
        responsive.has(key) ? setBreakpointValue(current, breakpoint, next[key]) : next[key];
      if (key.startsWith(STYLE_PREFIX)) {
        const name = key.slice(STYLE_PREFIX.length);
        const current = style?.[name] ?? styleDefaultValues()[name];
        onStyleChange?.({ ...style, [name]: stored(current) }, name);
      } else if (key.startsWith(GLOBAL_PREFIX)) {
        const name = key.slice(GLOBAL_PREFIX.length);
        onGlobalsChange?.({ ...globals, [name]: next[key] }, name);
      } else if (!key.includes('.')) {
        onChange({ ...value, [key]: stored(value[key] ?? defaults[key]) }, key);
      }
    },
    [value, style, globals, defaults, responsive, breakpoint, onChange, onStyleChange, onGlobalsChange],
  );

  const form = (
    <FieldForm
      definition={definition}
      values={values}
      onChange={change}
      errors={errors}
      loading={loading}
      project={project}
      palette={palette}
    />
  );
  if (!atPhone) return form;
  return (
    <div className="space-y-3">
      <p className="rounded-md bg-indigo-50 p-2 text-sm text-indigo-950" data-phone-note>{atPhone.note}</p>
      {form}
    </div>
  );
}
