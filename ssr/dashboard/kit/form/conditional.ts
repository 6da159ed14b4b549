/** Whether a field, tab or step is shown, and which value keys a list of fields shows. */
import type { Conditional, FieldDefinition, FieldFunction, FormValues } from '../types.ts';

export function conditionPasses(conditional: Conditional | undefined, values: FormValues): boolean {
  if (!conditional) return true;
  if (typeof conditional === 'function') return conditional(values);
  const expected = conditional.value;
  const actual = values[conditional.key];
  return Array.isArray(expected) ? expected.some((v) => looselyEqual(v, actual)) : looselyEqual(expected, actual);
}

// Stored booleans come as '1'/'0', 1/0 or true/false depending on their source.
function looselyEqual(expected: unknown, actual: unknown): boolean {
  if (expected === actual) return true;
  if (expected == null || actual == null) return false;
  return String(expected) === String(actual);
}

/** Keys of every value field these definitions show now, layouts searched through. */
export function visibleFieldKeys(fields: FieldDefinition[], values: FormValues): Set<string> {
  const keys = new Set<string>();
  const walk = (list: FieldDefinition[]) => {
    for (const field of list) {
      if (!conditionPasses(field.conditional, values)) continue;
      if (field.type === 'tabs' || field.type === 'steps') {
        for (const part of field.fields) if (conditionPasses(part.conditional, values)) walk(part.fields);
      } else if (field.type === 'columns') {
        for (const column of field.columns) walk(column.fields);
      } else {
        if (field.key) keys.add(field.key);
        if (field.fields) walk(field.fields);
      }
    }
  };
  walk(fields);
  return keys;
}

export function hasErrors(fields: FieldDefinition[], values: FormValues, errors: Record<string, string[]>): boolean {
  for (const key of visibleFieldKeys(fields, values)) if (errors[key]?.length) return true;
  return false;
}

/** Runs a tab's or step's function; false (or a throw) means "stay". */
export async function runFunction(
  fn: FieldFunction | undefined,
  context: Parameters<FieldFunction>[0],
): Promise<boolean> {
  if (!fn) return true;
  try {
    return (await fn(context)) !== false;
  } catch (error) {
    console.error(error);
    return false;
  }
}
