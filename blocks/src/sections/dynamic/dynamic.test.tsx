import { describe, expect, test } from 'vitest';
import { block, renderSections, richText } from '../../test/render.tsx';

const section = (meta: Record<string, unknown>, blocks = [block('text', { data: richText('Welkom') })]) => ({ id: 'vrij', template: 'dynamic', meta, blocks });

describe('dynamic section', () => {
  test('renders its blocks in order inside the section frame', () => {
    const page = renderSections([section({}, [block('text', { data: richText('Eerst') }), block('button', { title: 'Daarna', url: '/x' })])]);
    expect(page.$$('[data-block]').map((b) => b.getAttribute('data-block'))).toEqual(['text', 'button']);
    expect(page.$$('[data-block]').map((b) => b.textContent)).toEqual(['Eerst', 'Daarna']);
    expect(page.$('section#vrij')?.className.split(' ')).toEqual(expect.arrayContaining(['px-4', 'py-8', 'md:pt-20', 'md:pb-20']));
  });

  test('background and text colour: palette classes, or an inline rgba for RGB values', () => {
    const named = renderSections([section({ section_bg_color: 'primary-500', section_text_color: 'text-white' })]).$('section');
    expect(named?.className.split(' ')).toEqual(expect.arrayContaining(['bg-primary-500', 'text-white']));
    const rgb = renderSections([section({ section_bg_color: '255, 250, 240, 0.9' })]).$('section');
    expect(rgb?.getAttribute('style')).toContain('background-color:rgba(255, 250, 240, 0.9)');
    expect(rgb?.className).not.toContain('bg-');
  });

  test('padding from meta; an empty value means the default 20', () => {
    const classes = renderSections([section({ padding_top: '0', padding_bottom: '' })]).$('section')?.className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['md:pt-0', 'md:pb-20']));
  });

  test('max width from meta', () => {
    expect(renderSections([section({ max_width: 'max-w-full' })]).$('section > div')?.className).toContain('max-w-full');
  });

  test('unknown blocks: nothing for visitors, a Dutch notice for editors', () => {
    const sections = [section({}, [block('bestaatniet')])];
    expect(renderSections(sections).$('section .wm-blocks')?.innerHTML).toBe('');
    expect(renderSections(sections, { editable: true }).text).toContain('Onbekend bloktype "bestaatniet"');
  });

  test('an empty section is invisible to visitors and invites editors to add a block', () => {
    expect(renderSections([section({}, [])]).text).toBe('');
    expect(renderSections([section({}, [])], { editable: true }).text).toBe('Deze sectie is nog leeg. Voeg een blok toe.');
  });
});
