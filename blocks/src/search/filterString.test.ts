import { describe, expect, test } from 'vitest';
import { buildFilters, parseFilters, selectedRange, selectedValues, setRange, toggleValue } from './filterString.ts';

describe('filter string', () => {
  test('parses list and range filters in order', () => {
    expect(parseFilters('soort:taart,koek|price:10<->50|allergenen:ei')).toEqual([
      { key: 'soort', values: ['taart', 'koek'] },
      { key: 'price', range: { from: 10, to: 50 } },
      { key: 'allergenen', values: ['ei'] },
    ]);
    expect(parseFilters('price:12.5<->20,75')).toEqual([{ key: 'price', range: { from: 12.5, to: 20.75 } }]);
  });

  test('drops empty filters and ignores parts it cannot read', () => {
    expect(parseFilters('soort:|:x|geen|price:10<->|price2:a<->b|kleur: rood , ,rood')).toEqual([{ key: 'kleur', values: ['rood'] }]);
    expect(parseFilters('')).toEqual([]);
    expect(parseFilters(undefined)).toEqual([]);
    // A key given twice: the first counts.
    expect(parseFilters('soort:a|soort:b')).toEqual([{ key: 'soort', values: ['a'] }]);
  });

  test('builds the string back; empty filters dropped', () => {
    const text = 'soort:taart,koek|price:10<->50';
    expect(buildFilters(parseFilters(text))).toBe(text);
    expect(buildFilters([{ key: 'soort', values: [] }, { key: 'price', range: { from: 0, to: 7.5 } }])).toBe('price:0<->7.5');
    expect(buildFilters([])).toBe('');
  });

  test('toggling a list value adds or removes it; the last one removes the filter', () => {
    let selection = toggleValue([], 'soort', 'taart');
    expect(buildFilters(selection)).toBe('soort:taart');
    selection = toggleValue(selection, 'soort', 'koek');
    selection = toggleValue(selection, 'allergenen', 'ei');
    expect(buildFilters(selection)).toBe('soort:taart,koek|allergenen:ei');
    selection = toggleValue(selection, 'soort', 'taart');
    expect(selectedValues(selection, 'soort')).toEqual(['koek']);
    selection = toggleValue(selection, 'soort', 'koek');
    expect(buildFilters(selection)).toBe('allergenen:ei');
  });

  test('a range sets from/to in place; null removes it', () => {
    let selection = parseFilters('soort:taart|price:1<->2|allergenen:ei');
    selection = setRange(selection, 'price', { from: 10, to: 50 });
    expect(buildFilters(selection)).toBe('soort:taart|price:10<->50|allergenen:ei');
    expect(selectedRange(selection, 'price')).toEqual({ from: 10, to: 50 });
    selection = setRange(selection, 'price', null);
    expect(buildFilters(selection)).toBe('soort:taart|allergenen:ei');
    expect(selectedRange(selection, 'price')).toBeNull();
  });
});
