import { describe, expect, test } from 'vitest';
import { blockStyle } from '../schema/fields.ts';
import { styleAttributes } from './blockStyle.ts';

function attributes(style: Record<string, unknown>) {
  const result = styleAttributes(blockStyle(style));
  return { ...result, classes: result.className.split(' ').filter(Boolean) };
}

describe('block style settings', () => {
  test('the defaults add no classes and no inline style', () => {
    expect(attributes({})).toEqual({ id: undefined, className: '', classes: [], style: undefined });
  });

  test('padding and margin: desktop from md, mobile without prefix', () => {
    const { classes } = attributes({ padding_top: '10', padding_top_mobile: '4', margin_bottom: '6', padding_left_mobile: '2' });
    expect(classes).toEqual(expect.arrayContaining(['md:pt-10', 'pt-4', 'md:mb-6', 'pl-2']));
  });

  test('a palette colour becomes a class, an RGB(A) value an inline rgba background', () => {
    expect(attributes({ background_color: 'primary-500' }).classes).toContain('bg-primary-500');
    const rgb = attributes({ background_color: '180, 83, 9' });
    expect(rgb.classes.some((c) => c.startsWith('bg-'))).toBe(false);
    expect(rgb.style).toEqual({ backgroundColor: 'rgba(180, 83, 9, 1)' });
    expect(attributes({ background_color: '0, 0, 0, 0.5' }).style).toEqual({ backgroundColor: 'rgba(0, 0, 0, 0.5)' });
    expect(attributes({ border_color: '10, 20, 30' }).style).toEqual({ borderColor: 'rgba(10, 20, 30, 1)' });
    expect(attributes({ border_width: 'border-2', border_color: 'gray-300' }).classes).toEqual(['border-2', 'border-gray-300']);
  });

  test('text colour, font, size, alignment, shadow, radius, opacity and z-index classes', () => {
    const { classes } = attributes({
      text_color: 'text-white',
      font_family: 'font-primary',
      font_size: 'text-2xl',
      alignment: 'text-center',
      shadow: 'shadow-lg',
      radius: 'rounded-xl',
      opacity: 'opacity-75',
      z_index: 'z-10',
      width: 'w-1/2',
      height: '40',
    });
    expect(classes).toEqual(
      expect.arrayContaining(['text-white', 'font-primary', 'text-2xl', 'text-center', 'shadow-lg', 'rounded-xl', 'opacity-75', 'z-10', 'w-1/2', 'h-40']),
    );
  });

  test('hide on mobile hides below md; overflow hidden', () => {
    expect(attributes({ hide_on_mobile: '1', overflow_hidden: '1' }).classes).toEqual(['hidden', 'md:block', 'overflow-hidden']);
    expect(attributes({ hide_on_mobile: '0' }).classes).toEqual([]);
  });

  test('background image as inline url() with its size and position classes', () => {
    const result = attributes({ background_image: '|/media/bg.jpg', background_position: 'bg-top' });
    expect(result.style).toEqual({ backgroundImage: 'url("/media/bg.jpg")' });
    expect(result.classes).toEqual(expect.arrayContaining(['bg-cover', 'bg-top']));
    expect(attributes({ background_image: 'javascript:alert(1)' }).style).toBeUndefined();
  });

  test('div id and class; invalid ids and tokens are left out', () => {
    expect(attributes({ div_id: 'intro', div_class: 'kaart md:flex' })).toMatchObject({ id: 'intro', classes: ['kaart', 'md:flex'] });
    expect(attributes({ div_id: '1 bad"', div_class: 'ok <bad>' })).toMatchObject({ id: undefined, classes: ['ok'] });
  });

  test('values the schema does not offer produce no class', () => {
    expect(attributes({ padding_top: '999', shadow: 'shadow-[0_0_0_red]', background_color: 'hotpink' }).classes).toEqual([]);
  });
});
