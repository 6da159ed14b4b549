import { describe, expect, test } from 'vitest';
import { isButtonActive } from './activeState.ts';

const at = (path: string, hash = '') => ({ path, hash });

describe('button active state', () => {
  test('a plain URL is active on its own path (trailing slash and query ignored)', () => {
    expect(isButtonActive('/over-ons', at('/over-ons'), false)).toBe(true);
    expect(isButtonActive('/over-ons/', at('/over-ons'), false)).toBe(true);
    expect(isButtonActive('/over-ons?x=1', at('/over-ons/'), false)).toBe(true);
    expect(isButtonActive('/', at('/'), false)).toBe(true);
    expect(isButtonActive('/contact', at('/over-ons'), false)).toBe(false);
  });

  test('empty and external URLs are never active', () => {
    expect(isButtonActive('', at('/'), true)).toBe(false);
    expect(isButtonActive('https://example.com/', at('/'), false)).toBe(false);
  });

  test('hash parameters must all match the current hash', () => {
    expect(isButtonActive('#tab=2', at('/diensten', '#tab=2'), false)).toBe(true);
    expect(isButtonActive('#tab=2&kleur=rood', at('/x', '#kleur=rood&tab=2'), false)).toBe(true);
    expect(isButtonActive('#tab=2&kleur=rood', at('/x', '#tab=2'), false)).toBe(false);
    expect(isButtonActive('#tab=2', at('/diensten', '#tab=1'), false)).toBe(false);
    expect(isButtonActive('#contact', at('/x', '#contact'), false)).toBe(true);
  });

  test('with a path and hash parameters the path must match too', () => {
    expect(isButtonActive('/diensten#tab=2', at('/diensten', '#tab=2'), false)).toBe(true);
    expect(isButtonActive('/diensten#tab=2', at('/prijzen', '#tab=2'), false)).toBe(false);
  });

  test("default_active_state '1': active while the hash lacks the button's parameters", () => {
    expect(isButtonActive('#tab=1', at('/x', ''), true)).toBe(true);
    expect(isButtonActive('#tab=1', at('/x', '#kleur=rood'), true)).toBe(true);
    expect(isButtonActive('#tab=1', at('/x', '#tab=2'), true)).toBe(false);
    expect(isButtonActive('#tab=1', at('/x', ''), false)).toBe(false);
  });
});
