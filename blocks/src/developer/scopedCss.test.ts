import { describe, expect, test } from 'vitest';
import { scopeCss } from './scopedCss.ts';

const SCOPE = '[data-wm-code="cc-1"]';

describe('scopeCss', () => {
  test('rules are nested inside the block selector', () => {
    expect(scopeCss('.titel { color: red; }\np{margin:0}', SCOPE)).toBe(`${SCOPE} {\n.titel { color: red; }\np{margin:0}\n}`);
  });

  test('@media and @supports stay inside the scope; @keyframes, @font-face and @import go in front', () => {
    const css = [
      '@import url("https://fonts.example/a.css");',
      '.a { animation: draai 1s; }',
      '@keyframes draai { from { rotate: 0deg } to { rotate: 360deg } }',
      '@media (min-width: 768px) { .a { color: blue } }',
      '@font-face { font-family: X; src: url(x.woff2); }',
      '@layer basis, thema;',
    ].join('\n');
    const out = scopeCss(css, SCOPE);
    const scopeStart = out.indexOf(SCOPE);
    for (const global of ['@import', '@keyframes draai', '@font-face', '@layer basis, thema;']) {
      expect(out.indexOf(global)).toBeGreaterThanOrEqual(0);
      expect(out.indexOf(global)).toBeLessThan(scopeStart);
    }
    expect(out.slice(scopeStart)).toContain('.a { animation: draai 1s; }');
    expect(out.slice(scopeStart)).toContain('@media (min-width: 768px) { .a { color: blue } }');
  });

  test('braces inside strings and comments do not split rules', () => {
    const css = '.a::before { content: "}"; } /* } { */ .b { color: red }';
    const out = scopeCss(css, SCOPE);
    expect(out).toBe(`${SCOPE} {\n.a::before { content: "}"; }\n/* } { */ .b { color: red }\n}`);
  });

  test('the CSS cannot close its <style> element', () => {
    const out = scopeCss('.a { color: red } </style><script>alert(1)</script>', SCOPE);
    expect(out).not.toMatch(/<\/style/i);
    expect(out).toContain('<\\/style>');
  });

  test('empty CSS gives nothing', () => {
    expect(scopeCss('', SCOPE)).toBe('');
    expect(scopeCss('   ', SCOPE)).toBe('');
    expect(scopeCss(undefined, SCOPE)).toBe('');
  });
});
