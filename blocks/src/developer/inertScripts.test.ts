import { describe, expect, test } from 'vitest';
import { parseHtml } from '../test/render.tsx';
import { INERT_TYPE, inertScripts } from './inertScripts.ts';

function scripts(html: string) {
  return parseHtml(inertScripts(html)).$$('script').map((script) => ({
    type: script.getAttribute('type'),
    original: script.getAttribute('data-wm-type'),
    src: script.getAttribute('src'),
    text: script.textContent,
  }));
}

describe('inertScripts', () => {
  test('executable scripts get the inert type; their code and other attributes stay', () => {
    const html = '<div id="w"></div><script>document.title = "<script>x</script>";</script><script src="https://cdn.example/w.js" async></script>';
    const out = inertScripts(html);
    expect(out.startsWith('<div id="w"></div>')).toBe(true);
    // A '<script' inside the JavaScript string ends the script for the parser too, so it is copied verbatim.
    expect(out).toContain('document.title = "<script>x');
    expect(scripts(html)[0]).toEqual({ type: INERT_TYPE, original: null, src: null, text: 'document.title = "<script>x' });
    expect(scripts(html).at(-1)).toEqual({ type: INERT_TYPE, original: null, src: 'https://cdn.example/w.js', text: '' });
    expect(out).toMatch(/<script type="text\/x-wm-inert" src="https:\/\/cdn.example\/w.js" async>/);
  });

  test('JavaScript and module types are kept in data-wm-type', () => {
    expect(scripts('<SCRIPT TYPE="module">go()</SCRIPT><script type="text/javascript; charset=utf-8">a()</script>')).toEqual([
      { type: INERT_TYPE, original: 'module', src: null, text: 'go()' },
      { type: INERT_TYPE, original: 'text/javascript; charset=utf-8', src: null, text: 'a()' },
    ]);
  });

  test('data scripts (JSON-LD, templates) are left alone', () => {
    const html = '<script type="application/ld+json">{"@type":"Bakery"}</script><script type="text/template"><b>x</b></script>';
    expect(inertScripts(html)).toBe(html);
  });

  test('HTML without scripts and non-strings pass through', () => {
    expect(inertScripts('<p>Hallo</p>')).toBe('<p>Hallo</p>');
    expect(inertScripts(undefined)).toBe('');
    expect(inertScripts('<scripted-element>x</scripted-element>')).toBe('<scripted-element>x</scripted-element>');
  });

  test('a quoted ">" inside an attribute does not end the tag early', () => {
    expect(scripts('<script data-x="a>b">run()</script>')).toEqual([{ type: INERT_TYPE, original: null, src: null, text: 'run()' }]);
  });

  test('an unclosed script stays inert to the end', () => {
    expect(scripts('<p>x</p><script>never()')).toEqual([{ type: INERT_TYPE, original: null, src: null, text: 'never()' }]);
  });
});
