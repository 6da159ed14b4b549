import { describe, expect, test } from 'vitest';
import { INERT_TYPE } from '../../developer/inertScripts.ts';
import { block, renderBlocks } from '../../test/render.tsx';
import { EMPTY_EMBED_TEXT } from './index.tsx';

describe('embed block', () => {
  test('renders the stored HTML as it is inside a wrapper', () => {
    const code = '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" title="Video"></iframe><p class="noot">Onze <em>bakkerij</em></p>';
    const page = renderBlocks([block('embed', { code })]);
    const wrapper = page.$('[data-block="embed"] > .wm-embed');
    expect(wrapper?.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/abc');
    expect(wrapper?.querySelector('p.noot em')?.textContent).toBe('bakkerij');
    // Wide embeds shrink with the screen.
    expect(wrapper?.className).toContain('[&_iframe]:max-w-full');
  });

  test('its scripts reach the page inert, to run after hydration', () => {
    const page = renderBlocks([block('embed', { code: '<div id="teller"></div><script>document.getElementById("teller").textContent = "1";</script>' })]);
    const script = page.$('.wm-embed script');
    expect(script?.getAttribute('type')).toBe(INERT_TYPE);
    expect(script?.textContent).toBe('document.getElementById("teller").textContent = "1";');
  });

  test('empty code: nothing for visitors, a Dutch placeholder for editors', () => {
    expect(renderBlocks([block('embed')]).$('[data-block="embed"]')).toBeNull();
    const editor = renderBlocks([block('embed', { code: '  ' })], { editable: true });
    expect(editor.$('[role="note"]')?.textContent).toBe(EMPTY_EMBED_TEXT);
  });
});
