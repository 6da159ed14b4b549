import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { blockStyle, sectionFields, styleFields } from '../schema/fields.ts';
import { SectionFrame } from '../section/SectionFrame.tsx';
import { styleAttributes } from './blockStyle.ts';
import { RESPONSIVE_RENDERED_FIELDS, responsiveStyle } from './responsive.ts';
import { StyleWrapper } from './StyleWrapper.tsx';

function attributes(style: Record<string, unknown>) {
  return styleAttributes(blockStyle(style));
}

/** `@media (min-width:Npx)` -> the declarations of that rule; 0 for a rule outside any media query. */
function rulesByWidth(css: string): Record<number, string> {
  const result: Record<number, string> = {};
  for (const match of css.matchAll(/(?:@media \(min-width:(\d+)px\)\{)?\.wm-r-[a-z0-9]+\{([^}]*)\}/g)) {
    result[Number(match[1] ?? 0)] = match[2];
  }
  return result;
}

describe('per-breakpoint values as CSS', () => {
  test('every responsive field of the catalogue has a renderer', () => {
    const responsive = [...styleFields().values(), ...sectionFields('headerOne').values()]
      .filter((definition) => definition.responsive)
      .map((definition) => definition.key);
    expect(responsive.length).toBeGreaterThan(10);
    for (const key of responsive) expect(RESPONSIVE_RENDERED_FIELDS).toContain(key);
  });

  test('a per-breakpoint padding: the base stays a class, each breakpoint a rule at its min-width', () => {
    const result = attributes({ padding_top: { base: '10', 1190: '16', 1600: '24' }, padding_left: { base: '', 768: '4' } });
    const classes = result.className.split(' ');
    expect(classes).toContain('md:pt-10');
    const scope = classes.find((c) => c.startsWith('wm-r-'));
    expect(scope).toMatch(/^wm-r-[a-z0-9]+$/);
    expect(result.css).toBe(
      `@media (min-width:768px){.${scope}{padding-left:calc(var(--spacing) * 4)}}` +
        `@media (min-width:1190px){.${scope}{padding-top:calc(var(--spacing) * 16)}}` +
        `@media (min-width:1600px){.${scope}{padding-top:calc(var(--spacing) * 24)}}`,
    );
  });

  test('rules of several fields at one breakpoint share a rule; the class follows the rules', () => {
    const one = attributes({ margin_bottom: { base: '2', 1340: '8' }, font_size: { base: 'text-sm', 1340: 'text-2xl' } });
    expect(rulesByWidth(one.css ?? '')).toEqual({
      1340: 'font-size:var(--text-2xl);line-height:var(--tw-leading, var(--text-2xl--line-height));margin-bottom:calc(var(--spacing) * 8)',
    });
    const same = attributes({ font_size: { base: 'text-base', 1340: 'text-2xl' }, margin_bottom: { base: '0', 1340: '8' } });
    expect(same.css).toBe(one.css);
    const other = attributes({ margin_bottom: { base: '2', 1340: '9' } });
    expect(other.className).not.toBe(one.className);
  });

  test('a breakpoint below the base of a desktop field gives way to the base again at 768', () => {
    const { css } = attributes({ padding_bottom: { base: '12', 640: '2' } });
    expect(rulesByWidth(css ?? '')).toEqual({
      640: 'padding-bottom:calc(var(--spacing) * 2)',
      768: 'padding-bottom:calc(var(--spacing) * 12)',
    });
  });

  test('alignment and visibility per breakpoint', () => {
    const align = attributes({ alignment: { base: 'float-left', 768: 'text-center' } });
    expect(align.className.split(' ')).toContain('float-left');
    expect(rulesByWidth(align.css ?? '')).toEqual({ 768: 'text-align:center;float:none' });
    const hidden = attributes({ hidden: { base: '1', 1190: '0', 1600: '1' } });
    expect(hidden.className.split(' ')).not.toContain('hidden');
    expect(rulesByWidth(hidden.css ?? '')).toEqual({ 0: 'display:none', 1190: 'display:revert-layer', 1600: 'display:none' });
    expect(attributes({ hidden: '1' }).className).toBe('hidden');
  });

  test('plain values render exactly as before: no style element, no scope class', () => {
    const plain = { padding_top: '10', padding_top_mobile: '4', font_size: 'text-2xl', alignment: 'text-center', hidden: '0' };
    const markup = renderToStaticMarkup(<StyleWrapper style={plain} blockType="text"><p>Hallo</p></StyleWrapper>);
    expect(markup).toBe('<div class="text-2xl text-center md:pt-10 pt-4 empty:hidden" data-block="text"><p>Hallo</p></div>');
    expect(attributes(plain).css).toBeUndefined();
    // An object with only a base is the plain value.
    expect(attributes({ padding_top: { base: '10' } })).toEqual(attributes({ padding_top: '10' }));
    expect(attributes({ hidden: { base: '0' } })).toEqual(attributes({ hidden: '0' }));
    expect(attributes({ hidden: { base: '1' } }).css).toMatch(/^\.wm-r-[a-z0-9]+\{display:none\}$/);
  });

  test('the block wrapper gets a style element before it, outside the wrapper', () => {
    const markup = renderToStaticMarkup(
      <StyleWrapper style={{ padding_top: { base: '4', 1190: '20' } }} blockType="text"><p>Hallo</p></StyleWrapper>,
    );
    expect(markup).toMatch(
      /^<style data-wm-responsive="">@media \(min-width:1190px\)\{\.(wm-r-[a-z0-9]+)\{padding-top:calc\(var\(--spacing\) \* 20\)\}\}<\/style><div class="md:pt-4 \1 empty:hidden" data-block="text"><p>Hallo<\/p><\/div>$/,
    );
  });

  test('hostile values never reach the CSS', () => {
    const hostile = [
      '10;}body{display:none}',
      '10px',
      '</style><script>alert(1)</script>',
      '999',
      'calc(1px)',
      '1e3',
      ' 10',
    ];
    for (const value of hostile) {
      const result = attributes({ padding_top: { base: '4', 1190: value }, font_size: { base: '', 768: value }, alignment: { base: '', 768: value } });
      expect(result.css, value).toBeUndefined();
      expect(result.className, value).toBe('md:pt-4');
    }
    // Unknown breakpoints, keys that are not fields, and fields that are not responsive.
    const odd = attributes({
      padding_top: { base: '4', 1024: '10', __proto__: { 1190: '10' } },
      shadow: { base: 'shadow-lg', 1190: 'shadow-xl' },
      unknown_field: { base: '1', 1190: '2' },
    } as Record<string, unknown>);
    expect(odd.css).toBeUndefined();
    const markup = renderToStaticMarkup(
      <StyleWrapper style={{ padding_top: { base: '4', 1190: '</style><script>alert(1)</script>' } }} blockType="text">x</StyleWrapper>,
    );
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('<style');
  });

  test('a value outside the field options is skipped even when it looks harmless', () => {
    // '25' is digits but not a spacing option.
    expect(responsiveStyle(styleFields(), { padding_top: { base: '', 768: '25' } })).toBeUndefined();
  });
});

describe('section frame padding per breakpoint', () => {
  const section = { id: 'intro', template: 'headerOne', meta: {}, blocks: [] };

  test('plain padding unchanged', () => {
    const markup = renderToStaticMarkup(<SectionFrame section={section} meta={{ padding_top: '10', padding_bottom: '' }}>x</SectionFrame>);
    expect(markup).toBe(
      '<section id="intro" class="wm-section px-4 py-8 md:pt-10 md:pb-20" data-template="headerOne"><div class="mx-auto w-full max-w-screen-xl">x</div></section>',
    );
  });

  test('per-breakpoint padding: a style element first inside the frame, scoped to a class on it', () => {
    const markup = renderToStaticMarkup(
      <SectionFrame section={section} meta={{ padding_top: { base: '10', 1190: '24' }, padding_bottom: { base: '', 640: '2' } }}>x</SectionFrame>,
    );
    const scope = /class="[^"]*(wm-r-[a-z0-9]+)/.exec(markup)?.[1];
    expect(markup).toBe(
      `<section id="intro" class="wm-section px-4 py-8 md:pt-10 md:pb-20 ${scope}" data-template="headerOne">` +
        '<style data-wm-responsive="">' +
        `@media (min-width:640px){.${scope}{padding-bottom:calc(var(--spacing) * 2)}}` +
        `@media (min-width:768px){.${scope}{padding-bottom:calc(var(--spacing) * 20)}}` +
        `@media (min-width:1190px){.${scope}{padding-top:calc(var(--spacing) * 24)}}` +
        '</style><div class="mx-auto w-full max-w-screen-xl">x</div></section>',
    );
  });
});
