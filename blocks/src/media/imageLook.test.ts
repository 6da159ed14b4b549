import { describe, expect, test } from 'vitest';
import { blockFields, sectionFields } from '../schema/fields.ts';
import { imageLook, pixels } from './imageLook.ts';

describe('image look', () => {
  test('classes only from the fields: radius, border, named border colour, shadow', () => {
    const look = imageLook(blockFields('image'), { radius: 'rounded-md', border: 'border-2', border_color: 'primary-500', shadow: 'shadow-sm' });
    expect(look.className).toBe('rounded-md border-2 border-primary-500 shadow-sm');
    expect(look.style).toBeUndefined();
  });

  test('values the field does not offer give no class', () => {
    expect(imageLook(blockFields('image'), { radius: 'rounded-[99px]', shadow: 'evil' }).className).toBe('');
  });

  test('numbers as border colour: an inline rgb(a) colour', () => {
    expect(imageLook(blockFields('gallery'), { border_color: '12, 34, 56' }).style).toEqual({ borderColor: 'rgba(12, 34, 56, 1)' });
  });

  test('pixel sizes for pixel fields; class heights for class fields (image slider)', () => {
    expect(imageLook(blockFields('image'), { width: '200', height: '100' })).toMatchObject({ width: 200, height: 100, style: { width: '200px', height: '100px' } });
    const slider = imageLook(sectionFields('logosSlider'), { images_height: '16', images_width: '90' }, 'images_');
    expect(slider.className).toBe('h-16');
    expect(slider).toMatchObject({ width: 90, height: undefined });
  });

  test('pixels()', () => {
    expect([pixels('40'), pixels(' 12 '), pixels(''), pixels('0'), pixels('12px'), pixels(12)]).toEqual([40, 12, undefined, undefined, undefined, undefined]);
  });
});
