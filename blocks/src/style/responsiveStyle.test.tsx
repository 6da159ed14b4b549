import { sectionCatalogue } from '@site/shared-schema';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { columnsLayout } from '../blocks/columns/layout.ts';
import { blockFields, blockProps, blockStyle, sectionFields, styleFields } from '../schema/fields.ts';
import { SectionFrame } from '../section/SectionFrame.tsx';
import { SiteProvider } from '../site/SiteContext.tsx';
import { block, renderBlocks, renderSection, richText } from '../test/render.tsx';
import { styleAttributes } from './blockStyle.ts';
import { RESPONSIVE_RENDERED_FIELDS, responsiveStyle } from './responsive.ts';
import { ResponsiveRules } from './ResponsiveRules.tsx';
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
    const responsive = [
      ...styleFields().values(),
      ...sectionFields('headerOne').values(),
      ...sectionFields('columnsThree').values(),
      ...blockFields('columns').values(),
    ]
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

describe('grid columns per breakpoint', () => {
  const columns = (props: Record<string, unknown>) =>
    renderBlocks([block('columns', { custom_id: 'kolommen', ...props }, { slots: { item_one: [block('text', { data: richText('Een') })] } })]);

  test('the columns block: the base stays classes, a breakpoint sets the grid columns and resets the spans', () => {
    const page = columns({ columns: { base: '2', 1190: '4' }, column_spacing: { base: '4', 1600: '10' } });
    const grid = page.$('#kolommen')!;
    const scope = grid.className.split(' ').find((c) => c.startsWith('wm-r-'));
    expect(grid.className.split(' ')).toEqual(expect.arrayContaining(['grid', 'grid-cols-1', 'md:grid-cols-2', 'md:gap-4']));
    // The style element comes just before the grid it scopes.
    const rules = grid.previousElementSibling!;
    expect(rules.tagName).toBe('STYLE');
    expect(rules.textContent).toBe(
      `@media (min-width:1190px){.${scope}{grid-template-columns:repeat(4, minmax(0, 1fr))}.${scope}>*{grid-column:auto;order:0}}` +
        `@media (min-width:1600px){.${scope}{gap:calc(var(--spacing) * 10)}}`,
    );
    expect(page.$$('#kolommen > [data-slot]')).toHaveLength(2);
  });

  test('spans and order of a layout at a breakpoint follow the option: 1/3 + 2/3 with the slots swapped', () => {
    const { css } = columnsLayout(blockProps('columns', { columns: { base: '1', 1340: '6' } }) as never, blockFields('columns')).rules!;
    expect(rulesByWidth(css)).toEqual({ 1340: 'grid-template-columns:repeat(3, minmax(0, 1fr))' });
    expect(css).toMatch(/\.wm-r-[a-z0-9]+>\*\{grid-column:auto;order:0\}\.wm-r-[a-z0-9]+>:nth-child\(1\)\{grid-column:span 2 \/ span 2;order:9999\}\.wm-r-[a-z0-9]+>:nth-child\(2\)\{grid-column:span 1 \/ span 1\}\}$/);
  });

  test('a breakpoint below md gives way to the base layout again at 768', () => {
    const { css } = columnsLayout(blockProps('columns', { columns: { base: '5', 640: '2' } }) as never, blockFields('columns')).rules!;
    expect(rulesByWidth(css)).toEqual({
      640: 'grid-template-columns:repeat(2, minmax(0, 1fr))',
      768: 'grid-template-columns:repeat(3, minmax(0, 1fr))',
    });
    expect(css).toContain('>:nth-child(1){grid-column:span 2 / span 2}');
    // An empty desktop gap stands for the mobile one from md up.
    const gap = columnsLayout(blockProps('columns', { column_spacing: { base: '', 640: '10' }, column_spacing_mobile: '2' }) as never, blockFields('columns')).rules!;
    expect(rulesByWidth(gap.css)).toEqual({ 640: 'gap:calc(var(--spacing) * 10)', 768: 'gap:calc(var(--spacing) * 2)' });
  });

  test('a desktop flex row keeps only the gap per breakpoint', () => {
    const layout = columnsLayout(
      blockProps('columns', { columns: { base: '2', 1190: '4' }, auto_width: '1', column_spacing: { base: '4', 1190: '8' } }) as never,
      blockFields('columns'),
    );
    expect(rulesByWidth(layout.rules!.css)).toEqual({ 1190: 'gap:calc(var(--spacing) * 8)' });
  });

  test('the column sections: layout and spacing rules before the grid, the slots as the base says', () => {
    const page = renderSection('columnsThree', { layout: { base: 'equal', 768: 'one_two_one', 1340: 'equal' }, column_spacing: { base: '8', 1190: '16' } });
    const grid = page.$('[data-layout]')!;
    expect(grid.getAttribute('data-layout')).toBe('equal');
    expect(grid.className).toContain('md:grid-cols-3');
    const scope = grid.className.split(' ').find((c) => c.startsWith('wm-r-'))!;
    const css = grid.previousElementSibling!.textContent!;
    expect(rulesByWidth(css)).toEqual({
      768: 'grid-template-columns:repeat(4, minmax(0, 1fr))',
      1190: 'gap:calc(var(--spacing) * 16)',
      1340: 'grid-template-columns:repeat(3, minmax(0, 1fr))',
    });
    expect(css).toContain(`.${scope}>:nth-child(2){grid-column:span 2 / span 2}`);
    // The frame has no rules of its own: the grid's rules are not the section's.
    expect(page.$('section')!.className).not.toContain('wm-r-');
    const sidebar = renderSection('sectionContent', { layout: { base: 'two_thirds_one_third', 1190: 'one_quarter_three_quarters' } });
    expect(sidebar.$('[data-layout]')!.previousElementSibling!.textContent).toContain('>:nth-child(2){grid-column:span 1 / span 1;order:-9999}');
  });

  test('the style element takes a child combinator only in the forms of a grid rule', () => {
    const render = (css: string) => renderToStaticMarkup(<ResponsiveRules css={css} />);
    expect(render('.wm-r-a>*{order:0}.wm-r-a>:nth-child(2){order:9999}')).toBe(
      '<style data-wm-responsive="">.wm-r-a>*{order:0}.wm-r-a>:nth-child(2){order:9999}</style>',
    );
    for (const css of ['.wm-r-a>b{order:0}', '.wm-r-a{x:1}>', '.wm-r-a>*', '.a{b:"c"}', '</style>']) expect(render(css), css).toBe('');
  });

  test('a hidden card hands no span to the next: the slot rules follow the slot to its place', () => {
    const page = renderSection('columnsThree', { layout: { base: 'equal', 1190: 'one_two_one' }, hide_1: '1' });
    expect(page.$$('[data-layout] > [data-slot]').map((slot) => slot.getAttribute('data-slot'))).toEqual(['block2', 'block3']);
    const css = page.$('[data-layout]')!.previousElementSibling!.textContent!;
    // Slot 2 (span 2) is the first child now, slot 3 (span 1) the second; slot 1 has no rule.
    expect(css).toMatch(/>:nth-child\(1\)\{grid-column:span 2 \/ span 2\}\.wm-r-[a-z0-9]+>:nth-child\(2\)\{grid-column:span 1 \/ span 1\}\}$/);
    expect(css).not.toContain('nth-child(3)');
  });

  test('hostile or unknown layouts are skipped; an option whose class is not a plain grid is never written', () => {
    for (const value of ['13', '</style><script>alert(1)</script>', 'repeat(9,1fr)', '2;}body{display:none']) {
      const layout = columnsLayout(blockProps('columns', { columns: { base: '2', 1190: value } }) as never, blockFields('columns'));
      expect(layout.rules, value).toBeUndefined();
      expect(layout.wrapper, value).not.toContain('wm-r-');
    }
    const forged = new Map(blockFields('columns'));
    const definition = forged.get('columns')!;
    forged.set('columns', {
      ...definition,
      options: [
        { value: '2', label: '2', class: 'md:grid-cols-2' },
        { value: 'x', label: 'x', class: 'md:grid-cols-2;}body{display:none' },
        { value: 'y', label: 'y', class: 'md:grid-cols-2', slot_classes: ['md:col-span-1 bg-[url(x)]'] },
        { value: 'z', label: 'z', class: 'md:grid-cols-99' },
      ],
    });
    for (const value of ['x', 'y', 'z']) expect(responsiveStyle(forged, { columns: { base: '2', 1190: value } }), value).toBeUndefined();
  });

  test('plain columns render exactly as before: no style element, no scope class', () => {
    const markup = renderBlocks([block('columns', { columns: '5', column_spacing: '10' })]).html;
    expect(markup).not.toContain('<style');
    expect(markup).toContain('class="grid grid-cols-1 md:grid-cols-3 gap-4 md:gap-10"');
    expect(renderSection('columnsTwo', { layout: 'equal' }).html).not.toMatch(/<style|wm-r-/);
  });
});

describe('a section hidden per breakpoint', () => {
  const section = { id: 'intro', template: 'headerOne', meta: {}, blocks: [] };
  const frame = (meta: Record<string, unknown>, editable = false) =>
    renderToStaticMarkup(
      <SiteProvider value={{ editable }}>
        <SectionFrame section={section} meta={meta}>x</SectionFrame>
      </SiteProvider>,
    );

  test('plain: the hidden class for visitors, nothing at all for a shown section', () => {
    expect(frame({ padding_top: '10', hidden: '1' })).toBe(
      '<section id="intro" class="wm-section px-4 py-8 md:pt-10 md:pb-20 hidden" data-template="headerOne"><div class="mx-auto w-full max-w-screen-xl">x</div></section>',
    );
    expect(frame({ padding_top: '10', hidden: '0' })).toBe(
      '<section id="intro" class="wm-section px-4 py-8 md:pt-10 md:pb-20" data-template="headerOne"><div class="mx-auto w-full max-w-screen-xl">x</div></section>',
    );
  });

  test('per breakpoint: display rules in the frame, with the padding rules', () => {
    const markup = frame({ padding_top: { base: '10', 1190: '24' }, hidden: { base: '0', 768: '1', 1340: '0' } });
    const css = /<style data-wm-responsive="">(.*?)<\/style>/.exec(markup)![1];
    expect(rulesByWidth(css)).toEqual({ 768: 'display:none', 1190: 'padding-top:calc(var(--spacing) * 24)', 1340: 'display:revert-layer' });
    expect(markup).not.toMatch(/class="[^"]*\bhidden\b/);
  });

  test("in the editor's preview a hidden section is dimmed and outlined, never gone", () => {
    const plain = frame({ hidden: '1' }, true);
    expect(plain).not.toMatch(/class="[^"]*\bhidden\b/);
    const css = /<style data-wm-responsive="">(.*?)<\/style>/.exec(plain)![1];
    expect(rulesByWidth(css)).toEqual({ 0: 'opacity:0.35;outline:2px dashed #6366f1;outline-offset:-2px' });
    const perBreakpoint = /<style data-wm-responsive="">(.*?)<\/style>/.exec(frame({ hidden: { base: '0', 1190: '1' } }, true))![1];
    expect(perBreakpoint).not.toContain('display');
    expect(rulesByWidth(perBreakpoint)).toEqual({ 1190: 'opacity:0.35;outline:2px dashed #6366f1;outline-offset:-2px' });
  });

  test('every template with Verbergen hides its section', () => {
    const templates = (sectionCatalogue() as Array<{ id: string }>).map((entry) => entry.id).filter((id) => sectionFields(id).has('hidden'));
    expect(templates.length).toBeGreaterThan(40);
    let checked = 0;
    for (const id of templates) {
      const page = renderSection(id, { hidden: { base: '1', 1190: '0' } });
      // A few render nothing at all without content (a gallery without images).
      if (page.html === '') continue;
      checked += 1;
      const outer = page.$('.wm-section');
      expect(outer, `${id}: ${page.html.slice(0, 200)}`).not.toBeNull();
      const scope = outer!.className.split(' ').find((c) => c.startsWith('wm-r-'));
      expect(scope, id).toBeDefined();
      expect(page.html, id).toContain(`.${scope}{display:none}@media (min-width:1190px){.${scope}{display:revert-layer}}`);
    }
    expect(checked).toBeGreaterThan(35);
  });

  test('hostile hidden values are skipped', () => {
    for (const value of ['none', '1;}body{', '</style>']) expect(frame({ hidden: { base: '0', 1190: value } }), value).not.toContain('<style');
  });
});

describe('a hidden block in the editor', () => {
  const wrapper = (style: Record<string, unknown>, editable: boolean) =>
    renderToStaticMarkup(
      <SiteProvider value={{ editable }}>
        <StyleWrapper style={style} blockType="text"><p>Hallo</p></StyleWrapper>
      </SiteProvider>,
    );

  test('dimmed and outlined where hidden, never gone; visitors as before', () => {
    expect(wrapper({ hidden: '1' }, false)).toBe('<div class="hidden empty:hidden" data-block="text"><p>Hallo</p></div>');
    const plain = wrapper({ hidden: '1' }, true);
    expect(plain).toMatch(/<div class="wm-r-[a-z0-9]+ empty:hidden" data-block="text">/);
    expect(plain).toMatch(/<style data-wm-responsive="">\.wm-r-[a-z0-9]+\{opacity:0\.35;outline:2px dashed #6366f1;outline-offset:-2px\}<\/style>/);
    const perBreakpoint = wrapper({ hidden: { base: '1', 1190: '0' } }, true);
    expect(perBreakpoint).toContain('@media (min-width:1190px){');
    expect(perBreakpoint).toContain('{opacity:revert-layer;outline:revert-layer;outline-offset:revert-layer}');
    expect(perBreakpoint).not.toContain('display');
  });
});
