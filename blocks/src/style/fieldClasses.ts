/**
 * Turns a field value into the Tailwind classes its schema declares in
 * x-field.classes (templates such as "md:pt-{value}" or "bg-{value}", "{class}" for
 * the chosen option's class, or a value -> classes map for booleans). The same
 * templates produce shared-schema/generated/classes.txt, so every class built here
 * exists in the stylesheet. Values outside the field's options yield no class;
 * RGB(A) colours yield an inline style instead (fieldStyle).
 */
import type { CSSProperties } from 'react';
import type { FieldDefinition } from '@site/shared-schema';
import type { FieldMap } from '../schema/fields.ts';
import { isRgbColour, rgbaCss } from './colour.ts';

const COLOUR_SETS = new Set(['colors', 'text_colors', 'border_colors']);

function isColourField(definition: FieldDefinition): boolean {
  return COLOUR_SETS.has(definition.optionSet ?? '');
}

function chosenOption(definition: FieldDefinition, value: string) {
  return definition.options?.find((option) => option.value === value);
}

export function fieldClasses(definition: FieldDefinition | undefined, value: unknown): string[] {
  if (!definition?.classes || typeof value !== 'string' || value === '') return [];
  if (!Array.isArray(definition.classes)) return definition.classes[value] ?? [];
  if (isColourField(definition) && isRgbColour(value)) return [];
  const option = chosenOption(definition, value);
  // A value the field does not offer (stale or hand-edited data) gets no class.
  if (definition.options && !option) return [];
  return definition.classes.flatMap((template) => {
    if (template.includes('{class}') && !option?.class) return [];
    return [template.replaceAll('{value}', value).replaceAll('{class}', option?.class ?? '')];
  });
}

/** The field's classes joined, '' when none: `fieldClass(fields, 'padding_top', meta.padding_top)`. */
export function fieldClass(fields: FieldMap, key: string, value: unknown): string {
  return fieldClasses(fields.get(key), value).join(' ');
}

function colourProperty(definition: FieldDefinition): keyof CSSProperties {
  const template = Array.isArray(definition.classes) ? definition.classes[0] ?? '' : '';
  if (template.startsWith('bg-')) return 'backgroundColor';
  if (template.startsWith('border-') || definition.optionSet === 'border_colors') return 'borderColor';
  return 'color';
}

/** Inline style for an RGB(A) colour value of a palette field; {} otherwise. */
export function fieldStyle(definition: FieldDefinition | undefined, value: unknown): CSSProperties {
  if (!definition || !isColourField(definition) || !isRgbColour(value)) return {};
  return { [colourProperty(definition)]: rgbaCss(value) } as CSSProperties;
}

export function joinClasses(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
