// @vitest-environment happy-dom
/**
 * Custom code in the browser, seen from the page: what it posts to its sandbox frame
 * (the script with the spec's blocked words replaced) and when it gives the code a
 * fresh frame (direct_refresh). The frame itself is covered in Chromium
 * (tests/e2e/sandbox-privacy.test.mjs).
 */
import { act, render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';
import type { Section } from '../../site/types.ts';

function page(props: Record<string, unknown>): Section[] {
  return [{ id: 'inhoud', template: 'dynamic', meta: {}, blocks: [{ id: 'code-1', type: 'customcode', props: { developer_custom_code_html: '<p class="tekst">Laden...</p>', ...props } }] }];
}

function frameOf(container: HTMLElement): HTMLIFrameElement {
  return container.querySelector('iframe') as HTMLIFrameElement;
}

/** What the page posts to `frame` when the frame says it is ready (its window stubbed: no frame document loads here). */
function postedTo(frame: HTMLIFrameElement) {
  const frameWindow = { postMessage: vi.fn() };
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'wm-frame-ready' }, source: frameWindow as unknown as Window }));
  });
  return frameWindow.postMessage.mock.calls.at(-1)?.[0] as Record<string, unknown>;
}

describe('custom code and its frame', () => {
  test('the frame gets the HTML, the CSS and the script with the blocked words replaced; HTML scripts stay off', () => {
    const script = "root.textContent = 'x'; fetch('/api/geheim'); eval('1'); new Function('y'); ({}).constructor; render();";
    const view = render(<PageSections sections={page({ developer_custom_code_script: script, developer_custom_code_css: '.tekst{color:red}' })} context={{}} />);
    const message = postedTo(frameOf(view.container));
    expect(message.type).toBe('wm-frame-content');
    expect(message.html).toBe('<p class="tekst">Laden...</p>');
    expect(message.css).toContain('.tekst{color:red}');
    expect(message.runHtmlScripts).toBe(false);
    expect(message.script).toBe("root.textContent = 'x'; __blocked__('/api/geheim'); __blocked__('1'); __blocked__('y'); ({}).__blocked__; __blocked__();");
  });

  test("direct_refresh '1' gives changed code a fresh frame", () => {
    const view = render(<PageSections sections={page({ direct_refresh: '1', developer_custom_code_script: 'a()' })} context={{}} />);
    const first = frameOf(view.container);
    view.rerender(<PageSections sections={page({ direct_refresh: '1', developer_custom_code_script: 'b()' })} context={{}} />);
    const second = frameOf(view.container);
    expect(second).not.toBe(first);
    expect(postedTo(second).script).toBe('b()');
  });

  test("direct_refresh '0' keeps the frame and the code it mounted with until the page reloads", () => {
    const view = render(<PageSections sections={page({ developer_custom_code_script: 'a()' })} context={{}} />);
    const first = frameOf(view.container);
    view.rerender(<PageSections sections={page({ developer_custom_code_script: 'b()', developer_custom_code_css: 'p{margin:0}' })} context={{}} />);
    expect(frameOf(view.container)).toBe(first);
    expect(postedTo(first).script).toBe('a()');
  });
});
