import { describe, expect, test } from 'vitest';
import { isConditionActive } from './hashCondition.ts';

describe('conditional hash matching', () => {
  test('a plain hash id', () => {
    expect(isConditionActive('prijzen', '#prijzen', false)).toBe(true);
    expect(isConditionActive('#prijzen', '#prijzen', false)).toBe(true);
    expect(isConditionActive('prijzen', '#contact', false)).toBe(false);
    expect(isConditionActive('prijzen', '', false)).toBe(false);
    expect(isConditionActive('prijzen', '#prijzen=1', false)).toBe(false);
  });

  test('key=value pairs joined by &: every pair must match, other parameters may be there', () => {
    expect(isConditionActive('tab=2', '#tab=2', false)).toBe(true);
    expect(isConditionActive('tab=2&kleur=rood', '#kleur=rood&tab=2', false)).toBe(true);
    expect(isConditionActive('tab=2&kleur=rood', '#tab=2&kleur=rood&maat=xl', false)).toBe(true);
    expect(isConditionActive('tab=2&kleur=rood', '#tab=2', false)).toBe(false);
    expect(isConditionActive('tab=2', '#tab=3', false)).toBe(false);
    expect(isConditionActive('naam=Jan%20Jansen', '#naam=Jan+Jansen', false)).toBe(true);
  });

  test("default_active_state '1': shown while the hash holds none of its parameters", () => {
    expect(isConditionActive('tab=1', '', true)).toBe(true);
    expect(isConditionActive('tab=1', '#', true)).toBe(true);
    expect(isConditionActive('tab=1', '#maat=xl', true)).toBe(true);
    expect(isConditionActive('tab=1', '#tab=2', true)).toBe(false);
    expect(isConditionActive('tab=1', '#tab=1', true)).toBe(true);
  });

  test("default_active_state '1' with a plain id: shown only while the hash is empty", () => {
    expect(isConditionActive('intro', '', true)).toBe(true);
    expect(isConditionActive('intro', '#details', true)).toBe(false);
    expect(isConditionActive('intro', '#intro', true)).toBe(true);
  });

  test('an empty hash_id never matches a hash', () => {
    expect(isConditionActive('', '#iets', false)).toBe(false);
    expect(isConditionActive('', '', false)).toBe(false);
    expect(isConditionActive('', '', true)).toBe(true);
    expect(isConditionActive(undefined, '', true)).toBe(true);
  });
});
