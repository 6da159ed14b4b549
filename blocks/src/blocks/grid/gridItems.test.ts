import { describe, expect, test } from 'vitest';
import { gridItems, jsonList, parseJson, slotName } from './gridItems.ts';

describe('grid items', () => {
  test('manual and unconnected grids list their collections, in order', () => {
    expect(gridItems({ connection_type: '', collections: [{ identifier: 'a1' }, { identifier: 'b2' }] })).toEqual(['a1', 'b2']);
    expect(gridItems({ connection_type: 'manual', collections: [{ identifier: 'x' }], dynamic_data: '[{"identifier":"y"}]' })).toEqual(['x']);
  });

  test('connected grids list the rows of dynamic_data (JSON text or a list)', () => {
    expect(gridItems({ connection_type: 'collection', collections: [{ identifier: 'x' }], dynamic_data: '[{"identifier":"p1"},{"id":7},"p3"]' })).toEqual(['p1', '7', 'p3']);
    expect(gridItems({ connection_type: 'query', dynamic_data: [{ identifier: 'q' }] })).toEqual(['q']);
  });

  test('unparsable data yields nothing; data that is not a list is an empty list', () => {
    expect(gridItems({ connection_type: 'collection', dynamic_data: '[{"identifier":' })).toEqual([]);
    expect(gridItems({ connection_type: 'collection', dynamic_data: '{"identifier":"a"}' })).toEqual([]);
    expect(gridItems({ connection_type: 'query', dynamic_data: { rows: [] } })).toEqual([]);
    expect(gridItems({ collections: 'geen json' })).toEqual([]);
    expect(parseJson('{kapot')).toBeUndefined();
    expect(jsonList('42')).toEqual([]);
  });

  test('identifiers that cannot name a slot are skipped; duplicates count once', () => {
    expect(gridItems({ collections: [{ identifier: 'ok' }, { identifier: 'niet ok' }, {}, null, { identifier: 'ok' }] })).toEqual(['ok']);
    expect(slotName('ok')).toBe('collection_item_ok');
  });
});
