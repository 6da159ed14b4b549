import { describe, expect, test } from 'vitest';
import { phoneHref, whatsappHref } from './contactLinks.ts';

describe('contact links', () => {
  test('chat links take the international number without +', () => {
    expect(whatsappHref('31600000000')).toBe('https://wa.me/31600000000');
    expect(whatsappHref('+31 6 0000 0000')).toBe('https://wa.me/31600000000');
    expect(whatsappHref('0031600000000')).toBe('https://wa.me/31600000000');
    expect(whatsappHref('')).toBeUndefined();
    expect(whatsappHref('bel ons')).toBeUndefined();
  });

  test('phone links use the explicit link, else tel: with the dialable digits', () => {
    expect(phoneHref('06 - 123 456 78', '')).toBe('tel:0612345678');
    expect(phoneHref('+31 6 12345678', '')).toBe('tel:+31612345678');
    expect(phoneHref('06 12345678', 'tel:+31612345678')).toBe('tel:+31612345678');
    expect(phoneHref('06 12345678', 'javascript:alert(1)')).toBe('tel:0612345678');
    expect(phoneHref('', '')).toBeUndefined();
  });
});
