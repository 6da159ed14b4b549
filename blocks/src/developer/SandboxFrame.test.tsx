import { describe, expect, test } from 'vitest';
import { project } from '../test/fixtures.ts';
import { block } from '../test/render.tsx';
import { renderIslandsBlocks } from '../test/islandsRender.tsx';

const withMarketing = {
  ...project,
  cookie_consent: { cookies: [{ key: 'marketing', title: 'Marketing', description: 'Advertenties' }] },
};

describe('sandbox frame island', () => {
  test('an embed is an island that hydrates in view: content, title and category as props, the frame in the HTML', () => {
    const page = renderIslandsBlocks([block('embed', { code: '<p>Kaart</p>' })], { project });
    const [frame] = page.islands('sandboxFrame');
    expect(frame.element.getAttribute('data-hydrate')).toBe('visible');
    expect(frame.entry.props).toEqual({
      content: { html: '<p>Kaart</p>', css: '', script: '', runHtmlScripts: true },
      title: 'Ingesloten inhoud',
      consentCategory: '',
    });
    expect(frame.element.querySelector('iframe')?.getAttribute('src')).toBe('/_sandbox/frame.html');
    // The theme comes from the page's own theme element: the palette is not sent again.
    expect(page.data?.site.project).toEqual({ id: project.id });
  });

  test('custom code and a rich-text raw block are the same island', () => {
    const page = renderIslandsBlocks([
      block('customcode', { developer_custom_code_html: '<h2>Hoi</h2>', developer_custom_code_script: 'fetch("/x")' }),
      block('text', { data: { time: 1, version: '2.18.0', blocks: [{ id: 'r', type: 'raw', data: { html: '<b>Ruw</b>' } }] } }),
    ]);
    const [code, raw] = page.islands('sandboxFrame');
    expect(code.entry.props).toMatchObject({ title: 'Eigen code', content: { html: '<h2>Hoi</h2>', runHtmlScripts: false } });
    expect((code.entry.props as { content: { script: string } }).content.script).not.toContain('fetch(');
    expect(raw.entry.props).toMatchObject({ title: 'Eigen HTML', consentCategory: '', content: { html: '<b>Ruw</b>' } });
  });

  test('content waiting for consent: the placeholder is in the HTML, the consent texts are read from the project', () => {
    const page = renderIslandsBlocks([block('embed', { code: '<img src="https://derde.example/p.png">', consent_category: 'marketing' })], { project: withMarketing });
    const [frame] = page.islands('sandboxFrame');
    expect(frame.entry.props).toMatchObject({ consentCategory: 'marketing' });
    expect(frame.element.querySelector('[data-consent-category="marketing"]')?.textContent).toContain('Marketing');
    expect(frame.element.querySelector('iframe')).toBeNull();
    expect(Object.keys(page.data?.site.project ?? {}).sort()).toEqual(['cookie_consent', 'id']);
  });
});
