import { describe, expect, test } from 'vitest';
import { SANDBOX_SRC } from '../../developer/sandboxMessages.ts';
import { block, renderBlocks } from '../../test/render.tsx';
import { CODE_FRAME_TITLE, EMPTY_CODE_TEXT } from './index.tsx';

const props = {
  developer_custom_code_html: '<h3 class="kop">Openingstijden</h3><p>Ma t/m za</p><script>stiekem()</script>',
  developer_custom_code_css: '.kop { color: rgb(180, 83, 9); }',
  developer_custom_code_script: 'root.querySelector(".kop").textContent = "Vandaag open";',
};

describe('custom-code block on the server', () => {
  test('renders a sandboxed frame; HTML, CSS and script are not in the page HTML', () => {
    const page = renderBlocks([block('customcode', props, { id: 'code-1' })]);
    const frame = page.$('[data-block="customcode"] .wm-custom-code iframe');
    expect(frame?.getAttribute('src')).toBe(SANDBOX_SRC);
    expect(frame?.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame?.getAttribute('title')).toBe(CODE_FRAME_TITLE);
    for (const piece of ['Openingstijden', 'stiekem', 'rgb(180, 83, 9)', 'Vandaag open']) expect(page.html).not.toContain(piece);
    expect(page.$('style')).toBeNull();
  });

  test('with only its defaults: nothing for visitors, a Dutch placeholder for editors', () => {
    expect(renderBlocks([block('customcode')]).$('[data-block="customcode"]')).toBeNull();
    expect(renderBlocks([block('customcode')], { editable: true }).$('[role="note"]')?.textContent).toBe(EMPTY_CODE_TEXT);
  });
});
