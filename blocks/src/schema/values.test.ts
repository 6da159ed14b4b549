import { describe, expect, test } from 'vitest';
import { blockFields, sectionFields } from './fields.ts';
import { isOn, maxFiles, offeredValue, optionClass, parseWholeNumber, wholeNumber } from './values.ts';

describe('field values', () => {
  test('whole numbers fall back to the field default', () => {
    const fields = sectionFields('logosSlider');
    expect(wholeNumber(fields, 'autoplay_speed', '2000')).toBe(2000);
    expect(wholeNumber(fields, 'autoplay_speed', 'snel')).toBe(1500);
    expect(wholeNumber(fields, 'onbekend', 'x', 7)).toBe(7);
    expect([parseWholeNumber('12'), parseWholeNumber(3), parseWholeNumber('-1'), parseWholeNumber('1.5')]).toEqual([12, 3, undefined, undefined]);
  });

  test('maxFiles from the field settings', () => {
    expect(maxFiles(sectionFields('masonryGallery'), 'logo_image')).toBe(10);
    expect(maxFiles(sectionFields('blockGalleryFive'), 'logo_image')).toBe(40);
    expect(maxFiles(blockFields('gallery'), 'columns')).toBe(Number.POSITIVE_INFINITY);
  });

  test("an option's class and offered values", () => {
    const fields = blockFields('gallery');
    expect(optionClass(fields, 'columns', '4')).toBe('md:grid-cols-4');
    expect(optionClass(fields, 'columns', '9')).toBe('');
    expect(offeredValue(fields, 'columns', '9')).toBe('3');
    expect(offeredValue(fields, 'columns', '2')).toBe('2');
  });

  test('booleans', () => {
    expect([isOn('1'), isOn(true), isOn('true'), isOn('0'), isOn(false), isOn(undefined)]).toEqual([true, true, true, false, false, false]);
  });
});
