// @vitest-environment happy-dom
/**
 * Rich text never runs scripts: not from inline HTML that bypassed the API's
 * sanitiser (rendered on the server, parsed by the browser, hydrated), and not from
 * developer raw blocks (their scripts stay inert). happy-dom's JavaScript evaluation
 * is switched on, so a script that reached the page would run here.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { RichText } from './RichText.tsx';

declare global {
  interface Window {
    richTextRan?: string[];
  }
}

const settings = (window as unknown as { happyDOM: { settings: { enableJavaScriptEvaluation: boolean } } }).happyDOM.settings;

beforeEach(() => {
  settings.enableJavaScriptEvaluation = true;
  window.richTextRan = [];
});

afterEach(() => {
  settings.enableJavaScriptEvaluation = false;
  delete window.richTextRan;
});

const document_ = {
  time: 1,
  version: '2.18.0',
  blocks: [
    { type: 'paragraph', data: { text: 'Hallo<script>window.richTextRan.push("paragraph")</script> <img src="x" onerror="window.richTextRan.push(\'onerror\')"><b onmouseover="x()">vet</b>' } },
    { type: 'header', data: { text: '<svg onload="window.richTextRan.push(\'svg\')"></svg>Kop', level: 2 } },
    { type: 'list', data: { style: 'unordered', items: ['<a href="javascript:window.richTextRan.push(\'link\')">klik</a>'] } },
    { type: 'table', data: { content: [['<script>window.richTextRan.push("cel")</script>cel']] } },
    { type: 'raw', data: { html: '<div class="eigen">Eigen</div><script>window.richTextRan.push("raw")</script>' } },
  ],
};

describe('rich text and scripts', () => {
  test('server HTML, parsed and hydrated in the browser, runs no script and carries no handlers', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RichText value={document_} />);
    document.body.appendChild(container);
    const root = await act(async () => hydrateRoot(container, <RichText value={document_} />));
    // No script element is left: the raw block's markup lives in a sandboxed frame.
    expect(container.querySelectorAll('script')).toHaveLength(0);
    expect(container.querySelector('.wm-richtext-raw iframe')?.getAttribute('src')).toBe('/_sandbox/frame.html');
    const handlers = Array.from(container.querySelectorAll('*')).flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on')));
    expect(handlers).toEqual([]);
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(container.textContent).toContain('Hallo vet');
    expect(container.querySelector('.eigen')).toBeNull();
    expect(window.richTextRan).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  test('a control: the same script outside rich text does run here', () => {
    const script = document.createElement('script');
    script.textContent = 'window.richTextRan.push("controle")';
    document.body.appendChild(script);
    expect(window.richTextRan).toEqual(['controle']);
    script.remove();
  });
});
