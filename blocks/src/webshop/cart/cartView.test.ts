import { describe, expect, test } from 'vitest';
import { cartView, orderView } from '../../test/shopApi.ts';
import { cartQuantity, readCartView, readOrderView } from './cartView.ts';
import { errorMessages, readErrors, GENERAL_ERROR_TEXT } from './shopCall.ts';

describe('reading the answers', () => {
  test('a CART VIEW: parts, methods in order, countries, count = cart + quote', () => {
    const view = readCartView(cartView({ quote: { total_quantity: 4 } }));
    expect(view.checkout.products[0]).toMatchObject({ id: 1, title: 'Appeltaart', quantity: 2, total_price_incl_tax: 49.9 });
    expect(view.checkout.tax_amounts).toEqual({ '9': 4.12, '21': 1.21 });
    expect(view.shippingMethods.map((method) => method.key)).toEqual(['verzenden', 'ophalen']);
    expect(view.selectedShipping?.key).toBe('verzenden');
    expect(view.countries).toEqual([['NL', 'Nederland'], ['BE', 'België'], ['DE', 'Duitsland']]);
    expect(cartQuantity(view)).toBe(6);
  });

  test('anything unreadable reads as an empty cart', () => {
    for (const answer of [null, 'tekst', [], { shoppingcart: 'x', quote: [], shipment: 3, users: null }]) {
      const view = readCartView(answer);
      expect(view.checkout.products).toEqual([]);
      expect(view.shippingMethods).toEqual([]);
      expect(view.vies.status).toBe('unchecked');
      expect(cartQuantity(view)).toBe(0);
    }
  });

  test('an ORDER VIEW: number, payment status, wire details; the first of pipe-separated images', () => {
    const order = readOrderView(orderView({ payment_status: 'open', selected: 'wire', wire: { account_name: 'Bakkerij', iban: 'NL91ABNA0417164300', bic: '', reference: '1001' } }));
    expect(order).toMatchObject({ number: '1001', session: 'bestelling-1', paymentStatus: 'open', selectedPayment: 'wire' });
    expect(order.wire?.iban).toBe('NL91ABNA0417164300');
    expect(readCartView(cartView({ checkout: { products: [{ id: 3, main_image: '|/media/a.jpg|/media/b.jpg' }] } })).checkout.products[0].main_image).toBe('/media/a.jpg');
  });

  test('errors: field → messages; without any, one general message', () => {
    expect(readErrors({ errors: { invoice_email: ['Vul je e-mailadres in.'], agreement: 'Ga akkoord.' } })).toEqual({ invoice_email: ['Vul je e-mailadres in.'], agreement: ['Ga akkoord.'] });
    expect(readErrors(null)).toEqual({ general: [GENERAL_ERROR_TEXT] });
    expect(errorMessages({ a: ['Een', 'Twee'], b: ['Een'] })).toEqual(['Een', 'Twee']);
  });
});

describe('option lines', () => {
  test('a ticked checkbox reads Ja; label_after_field shows as text, not as a switch', async () => {
    const { optionLine } = await import('./CartLines.tsx');
    expect(optionLine({ title: 'Extra slagroom', value: '1', label_after_field: '1', type: 'checkbox' })).toBe('Extra slagroom: Ja');
    expect(optionLine({ title: 'Aantal kaarsjes', value: '8', label_after_field: 'stuks', type: 'number' })).toBe('Aantal kaarsjes: 8 stuks');
    expect(optionLine({ title: 'Formaat', value: '6 personen', label_after_field: '0', type: 'select' })).toBe('Formaat: 6 personen');
  });
});
