import { describe, expect, test } from 'vitest';
import { sanitiseInlineHtml } from './inlineHtml.ts';

describe('sanitiseInlineHtml (the render-side twin of the API allowlist)', () => {
  test('HTML the API already cleaned comes out unchanged', () => {
    for (const clean of [
      'Hallo <b>wereld</b> &amp; <i>meer</i>',
      'Bel <a href="tel:0612345678">ons</a> of <a href="https://example.nl/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">mail</a>',
      'Regel<br>regel <span class="text-primary-500">kleur</span> <strong>s</strong><em>e</em><u>u</u><mark>m</mark><code>c</code><s>s</s><sub>1</sub><sup>2</sup>',
      '3 &lt; 4 en 5 &gt; 2',
      'Gewone tekst zonder tags',
      // Outputs of the API's sanitise_html (nh3) for tricky inputs.
      '<a href="https://x.nl/?a=1&amp;b=2" target="_blank" rel="noopener">m</a>',
      '<span class="a b" title="t">s</span>',
      '"quotes" and \'single\'',
      '<br>x<br>',
      '<a href="/pad met spatie">p</a>',
      '&nbsp;xé',
      '<a href="mailto:a@b.nl">m</a><a href="#top">t</a>',
      '<b>unclosed</b>',
      '<b title="a&lt;b&gt;c&amp;d&nbsp;e\'f">t</b> x&nbsp;y',
    ]) {
      expect(sanitiseInlineHtml(clean)).toBe(clean);
    }
  });

  test('scripts and style elements are removed with their content', () => {
    expect(sanitiseInlineHtml('Hoi<script>alert(1)</script> daar<SCRIPT type="module">x()</SCRIPT><style>p{}</style>')).toBe('Hoi daar');
    expect(sanitiseInlineHtml('Hoi<script>alert(1)')).toBe('Hoi');
    expect(sanitiseInlineHtml('<iframe src="https://evil.example"></iframe>x')).toBe('x');
  });

  test('event handlers, styles and unknown attributes are dropped; unknown tags lose the tag, keep the text', () => {
    expect(sanitiseInlineHtml('<b onclick="alert(1)" style="color:red">vet</b>')).toBe('<b>vet</b>');
    expect(sanitiseInlineHtml('<img src=x onerror=alert(1)>Plaatje')).toBe('Plaatje');
    expect(sanitiseInlineHtml('<div class="x"><p>Alinea</p></div>')).toBe('Alinea');
    expect(sanitiseInlineHtml('<svg onload=alert(1)><a href="/x">link</a></svg>')).toBe('<a href="/x">link</a>');
    expect(sanitiseInlineHtml('<span class="a" id="b" onmouseover="c">s</span>')).toBe('<span class="a">s</span>');
    // Like nh3: lang and title are allowed on every kept tag.
    expect(sanitiseInlineHtml('<b lang="nl" title="Vet" data-x="1">t</b>')).toBe('<b lang="nl" title="Vet">t</b>');
  });

  test('unsafe link schemes are removed, also when hidden behind entities or whitespace', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', 'javascript&colon;alert(1)', ' data:text/html,x', 'vbscript:x']) {
      expect(sanitiseInlineHtml(`<a href="${href}">klik</a>`)).toBe('<a>klik</a>');
    }
    // An entity this module does not decode reaches the browser as literal text, not as a scheme.
    expect(sanitiseInlineHtml('<a href="javascript&unknown;alert(1)">x</a>')).toBe('<a href="javascript&amp;unknown;alert(1)">x</a>');
  });

  test('stray angle brackets become text; comments disappear', () => {
    expect(sanitiseInlineHtml('a < b > c')).toBe('a &lt; b &gt; c');
    expect(sanitiseInlineHtml('x<!-- <script>alert(1)</script> -->y')).toBe('xy');
    expect(sanitiseInlineHtml('<b title="x>y" onclick="z">t</b>')).toBe('<b title="x&gt;y">t</b>');
    expect(sanitiseInlineHtml('<b "onclick=alert(1)">t</b>')).toBe('<b>t</b>');
  });

  test('attribute values are re-quoted, so they cannot break out of their tag', () => {
    expect(sanitiseInlineHtml(`<a href='/x" onclick="alert(1)'>t</a>`)).toBe('<a href="/x&quot; onclick=&quot;alert(1)">t</a>');
  });

  test('non-strings give an empty string', () => {
    expect(sanitiseInlineHtml(undefined)).toBe('');
    expect(sanitiseInlineHtml(42)).toBe('');
  });
});
