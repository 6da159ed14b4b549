/**
 * The settings form at the phone (below 768 px, docs/page-editor.md "Per-breakpoint
 * values", "At the phone"). A field whose classes start at md (`md:pt-{value}`) does
 * not apply there:
 *
 * - when its schema has a `<key>_mobile` twin (padding_top_mobile: `pt-{value}`), the
 *   form shows the twin instead: that is the value a phone gets;
 * - a responsive field without a twin (a section's padding) is left out: it is set at
 *   the tablet or the design width.
 *
 * Every other field stays as it is (a responsive one edits its base, which is what a
 * phone gets).
 */
import { fieldDefinitions, type FieldDefinition as SchemaField, type JsonSchema } from '@site/shared-schema';
import type { FieldDefinition } from '../types.ts';

const MOBILE_SUFFIX = '_mobile';

export interface PhoneFields {
  /** Form keys the phone leaves out. */
  hidden: Set<string>;
  /** Titles of the twins shown instead ('Padding boven (mobiel)'). */
  replacedBy: string[];
  /** Titles of responsive fields left out without a twin ('Padding boven'). */
  desktopOnly: string[];
}

function fromMd(field: SchemaField): boolean {
  return Array.isArray(field.classes) && (field.classes[0] ?? '').startsWith('md:');
}

/** What the phone changes in the form of a schema; `prefix` is its form keys' prefix (`style.`). */
export function phoneFields(schema: JsonSchema, prefix = ''): PhoneFields {
  const fields = fieldDefinitions(schema);
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const result: PhoneFields = { hidden: new Set(), replacedBy: [], desktopOnly: [] };
  for (const field of fields) {
    if (!fromMd(field) || field.key.endsWith(MOBILE_SUFFIX)) continue;
    const twin = byKey.get(`${field.key}${MOBILE_SUFFIX}`);
    if (twin) {
      result.hidden.add(`${prefix}${field.key}`);
      result.replacedBy.push(twin.title);
    } else if (field.responsive) {
      result.hidden.add(`${prefix}${field.key}`);
      result.desktopOnly.push(field.title);
    }
  }
  return result;
}

/** The same form without the fields of `keys`, at any depth (tabs, groups, columns); emptied layouts left out. */
export function withoutFields(definition: FieldDefinition[], keys: Set<string>): FieldDefinition[] {
  return definition.flatMap((field): FieldDefinition[] => {
    if (field.key && keys.has(field.key)) return [];
    if (field.type === 'tabs') {
      const tabs = field.fields.map((tab) => ({ ...tab, fields: withoutFields(tab.fields, keys) })).filter((tab) => tab.fields.length > 0);
      return tabs.length ? [{ ...field, fields: tabs }] : [];
    }
    if (field.type === 'columns') return [{ ...field, columns: field.columns.map((column) => ({ ...column, fields: withoutFields(column.fields, keys) })) }];
    if (field.type === 'steps') return [field];
    if (field.type === 'group' && field.fields) {
      const fields = withoutFields(field.fields, keys);
      return fields.length ? [{ ...field, fields }] : [];
    }
    return [field];
  });
}

/** The Dutch note above the form at the phone. */
export function phoneNote({ replacedBy, desktopOnly }: Pick<PhoneFields, 'replacedBy' | 'desktopOnly'>): string {
  const parts = ['Je bewerkt de instellingen voor telefoons (smaller dan 768 px).'];
  if (replacedBy.length) {
    parts.push(`Je ziet hier de mobiele velden (${replacedBy.join(', ')}): die gelden onder 768 px; de gewone velden gelden vanaf 768 px en staan bij Tablet en Ontwerp.`);
  }
  if (desktopOnly.length) {
    parts.push(`${desktopOnly.join(', ')} ${desktopOnly.length === 1 ? 'geldt' : 'gelden'} pas vanaf 768 px: kies daarvoor Tablet of Ontwerp.`);
  }
  return parts.join(' ');
}
