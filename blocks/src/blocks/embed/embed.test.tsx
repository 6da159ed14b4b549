import { describe, expect, test } from 'vitest';
import { LOADING_HEIGHT, SANDBOX_SRC } from '../../developer/sandboxMessages.ts';
import { project } from '../../test/fixtures.ts';
import { block, renderBlocks } from '../../test/render.tsx';
import { EMBED_FRAME_TITLE, EMPTY_EMBED_TEXT } from './index.tsx';

const CODE = '<iframe src="https://www.youtube.com/embed/abc" title="Video"></iframe><p class="noot">Onze bakkerij</p><script>document.title = "overgenomen";</script>';

describe('embed block on the server', () => {
  test('renders a sandboxed frame at a loading height, never the code itself', () => {
    const page = renderBlocks([block('embed', { code: CODE })]);
    const frame = page.$('[data-block="embed"] .wm-embed iframe');
    expect(frame?.getAttribute('src')).toBe(SANDBOX_SRC);
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox');
    expect(frame?.getAttribute('title')).toBe(EMBED_FRAME_TITLE);
    expect(frame?.getAttribute('style')).toContain(`height:${LOADING_HEIGHT}px`);
    expect(frame?.closest('[aria-busy="true"]')).not.toBeNull();
    // The developer's HTML and script reach the browser only as page data, posted to the frame.
    expect(page.html).not.toContain('youtube.com');
    expect(page.html).not.toContain('overgenomen');
    expect(page.$$('script')).toHaveLength(0);
  });

  test('an embed of an optional cookie category shows a Dutch placeholder instead of the frame', () => {
    const consentProject = { ...project, cookie_consent: { cookies: [{ key: 'marketing', title: 'Marketing' }] } };
    const page = renderBlocks([block('embed', { code: CODE, consent_category: 'marketing' })], { project: consentProject });
    expect(page.$('iframe')).toBeNull();
    const placeholder = page.$('.wm-consent-placeholder');
    expect(placeholder?.textContent).toContain('Deze inhoud gebruikt cookies voor Marketing. Die laden we pas als je daar toestemming voor geeft.');
    expect(placeholder?.querySelector('button')?.textContent).toBe('Marketing accepteren');
  });

  test('empty code: nothing for visitors, a Dutch placeholder for editors', () => {
    expect(renderBlocks([block('embed')]).$('[data-block="embed"]')).toBeNull();
    const editor = renderBlocks([block('embed', { code: '  ' })], { editable: true });
    expect(editor.$('[role="note"]')?.textContent).toBe(EMPTY_EMBED_TEXT);
  });
});
