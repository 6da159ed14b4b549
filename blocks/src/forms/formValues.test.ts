import { describe, expect, test } from 'vitest';
import { optionSets } from '@site/shared-schema';
import type { FormItem } from '../site/types.ts';
import { FIELD_TYPES, fieldType } from './formValues.ts';

describe('form field kinds', () => {
  test('are the shared option set the API checks against, each drawn as itself', () => {
    expect(FIELD_TYPES).toEqual(optionSets.form_field_type.enum);
    for (const kind of FIELD_TYPES) expect(fieldType({ id: 'a', type: kind } as FormItem)).toBe(kind);
  });

  test('an unknown stored kind renders as a text input', () => {
    expect(fieldType({ id: 'a', type: 'color' } as FormItem)).toBe('text');
  });
});
