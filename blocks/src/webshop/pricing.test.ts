import { describe, expect, test } from 'vitest';
import pricingCases from '../../../shared-schema/cases/pricing.json';
import { euroToCents, exclFromIncl, initialOptionValues, parseDecimal, priceOptions, type ProductOption } from './pricing.ts';

interface PricingCase {
  name: string;
  product: { price: string; vat_rate: number; exclude_base_price: boolean; options: ProductOption[] };
  values: string[];
  expect: { options: string[]; unit_incl: string; unit_excl: string };
}

const cases = (pricingCases as { cases: PricingCase[] }).cases;

describe('option pricing (shared-schema/cases/pricing.json)', () => {
  test('the shared file holds cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  test.each(cases.map((entry) => [entry.name, entry] as const))('%s', (_, entry) => {
    const result = priceOptions(entry.product, entry.values);
    expect(result.options).toEqual(entry.expect.options.map(euroToCents));
    expect(result.unitInclCents).toBe(euroToCents(entry.expect.unit_incl));
    expect(result.unitExclCents).toBe(euroToCents(entry.expect.unit_excl));
  });
});

describe('exact amounts', () => {
  test('euro strings and numbers become whole cents half up, never through floats', () => {
    expect(euroToCents('0.125')).toBe(13);
    expect(euroToCents('0.124')).toBe(12);
    expect(euroToCents('12,50')).toBe(1250);
    expect(euroToCents(1.005)).toBe(101); // a float would round 1.005 * 100 to 100
    expect(euroToCents('abc')).toBe(0);
    expect(parseDecimal('')).toBeNull();
  });

  test('excl from incl rounds half up', () => {
    expect(exclFromIncl(2495, 9)).toBe(2289);
    expect(exclFromIncl(12100, 21)).toBe(10000);
    expect(exclFromIncl(1000, 0)).toBe(1000);
  });

  test('like the server: no numeric related value, no calculation (also when adding); negatives count as 0', () => {
    const options = [
      { title: 'Km', layout: 'number', price: '0.10', connection_id: 'km' },
      { title: 'Toeslag', layout: 'calculation', calculation_options: { type: 'add_relation_value', value: '2', connection_id_from: 'km' } },
    ];
    const product = { price: '10.00', vat_rate: 21, options };
    expect(priceOptions(product, ['', '']).options).toEqual([0, 0]);
    expect(priceOptions(product, ['veel', '']).options).toEqual([0, 0]);
    expect(priceOptions(product, ['-5', '']).options).toEqual([0, 0]);
    expect(priceOptions(product, ['5', '']).options).toEqual([50, 700]);
    expect(priceOptions({ ...product, options: [{ title: 'X', layout: 'calculation', calculation_options: { type: 'add_relation_value', value: '2', connection_id_from: 'weg' } }] }, ['']).options).toEqual([0]);
  });

  test("checked is true, 1, or '1' / 'true' / 'on' in any case", () => {
    const product = { price: '0', vat_rate: 9, options: [{ title: 'Extra', layout: 'checkbox', price: '1' }] };
    for (const value of ['1', 'true', 'ON', ' on ']) expect(priceOptions(product, [value]).options).toEqual([100]);
    for (const value of ['0', '', 'nee', 'false']) expect(priceOptions(product, [value]).options).toEqual([0]);
  });

  test('a shopper starts with each option value; checkboxes as 1 / 0', () => {
    expect(initialOptionValues([{ layout: 'text', value: 'Sanne' }, { layout: 'checkbox', value: true }, { layout: 'checkbox' }, { layout: 'select' }])).toEqual(['Sanne', '1', '0', '']);
  });
});
