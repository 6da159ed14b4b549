import { describe, expect, test } from 'vitest';
import { INERT_TYPE } from '../../developer/inertScripts.ts';
import { block, renderBlocks } from '../../test/render.tsx';
import { EMPTY_CODE_TEXT } from './index.tsx';

const props = {
  developer_custom_code_html: '<h3 class="kop">Openingstijden</h3><p>Ma t/m za</p><script>stiekem()</script>',
  developer_custom_code_css: '.kop { color: rgb(180, 83, 9); } @keyframes knipper { to { opacity: 0 } }',
  developer_custom_code_script: 'root.querySelector(".kop").textContent = "Vandaag open";',
};

describe('custom-code block on the server', () => {
  test('renders the HTML and its CSS scoped to this block; the script is not in the HTML', () => {
    const page = renderBlocks([block('customcode', props, { id: 'code-1' })]);
    const root = page.$('[data-block="customcode"] .wm-custom-code');
    expect(root?.getAttribute('data-wm-code')).toBe('cc-code-1');
    expect(root?.querySelector('h3.kop')?.textContent).toBe('Openingstijden');
    const css = page.$('[data-block="customcode"] style')?.textContent ?? '';
    expect(css).toContain('[data-wm-code="cc-code-1"] {\n.kop { color: rgb(180, 83, 9); }');
    // Keyframes cannot be nested: they stay global, in front of the scoped rules.
    expect(css.indexOf('@keyframes knipper')).toBeLessThan(css.indexOf('[data-wm-code'));
    expect(page.html).not.toContain('Vandaag open');
  });

  test('scripts inside the HTML field stay inert (the script field is the place for code)', () => {
    const page = renderBlocks([block('customcode', props, { id: 'code-1' })]);
    expect(page.$('.wm-custom-code script')?.getAttribute('type')).toBe(INERT_TYPE);
  });

  test('block ids become selector-safe scope names', () => {
    const page = renderBlocks([block('customcode', { developer_custom_code_css: 'p{margin:0}' }, { id: 'a"b c' })]);
    expect(page.$('.wm-custom-code')?.getAttribute('data-wm-code')).toBe('cc-a_b_c');
    expect(page.$('style')?.textContent).toContain('[data-wm-code="cc-a_b_c"]');
  });

  test('no CSS, no <style> element', () => {
    const page = renderBlocks([block('customcode', { developer_custom_code_html: '<p>x</p>' })]);
    expect(page.$('style')).toBeNull();
    expect(page.$('.wm-custom-code p')?.textContent).toBe('x');
  });

  test('with only its defaults: nothing for visitors, a Dutch placeholder for editors', () => {
    expect(renderBlocks([block('customcode')]).$('[data-block="customcode"]')).toBeNull();
    expect(renderBlocks([block('customcode')], { editable: true }).$('[role="note"]')?.textContent).toBe(EMPTY_CODE_TEXT);
  });
});
