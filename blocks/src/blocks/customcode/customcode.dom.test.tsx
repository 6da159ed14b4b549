// @vitest-environment happy-dom
/**
 * Custom-code scripts in the browser: compiled after hydration with the spec's
 * blocked words replaced, given the block's element as `root`; compile and run
 * errors are only logged; direct_refresh decides whether a change runs it again.
 */
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';
import type { Section } from '../../site/types.ts';

function page(props: Record<string, unknown>, extra: Section[] = []): Section[] {
  return [
    { id: 'inhoud', template: 'dynamic', meta: {}, blocks: [{ id: 'code-1', type: 'customcode', props: { developer_custom_code_html: '<p class="tekst">Laden...</p>', ...props } }] },
    ...extra,
  ];
}

const text = (container: HTMLElement) => container.querySelector('.tekst')?.textContent;

describe('custom-code script in the browser', () => {
  test('runs after hydration with the block element as root and changes its text', async () => {
    const sections = page({ developer_custom_code_script: 'root.querySelector(".tekst").textContent = "Klaar: " + (this === root);' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PageSections sections={sections} context={{}} />);
    document.body.appendChild(container);
    expect(text(container)).toBe('Laden...');
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <PageSections sections={sections} context={{}} />));
    expect(text(container)).toBe('Klaar: true');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  test('blocked words are replaced before compiling: fetch is never called, the error is only logged', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const script = 'root.querySelector(".tekst").textContent = "voor"; fetch("/api/geheim"); root.querySelector(".tekst").textContent = "na";';
    const view = render(<PageSections sections={page({ developer_custom_code_script: script }, [{ id: 'daarna', template: 'notification', meta: {} }])} context={{}} />);
    expect(fetch).not.toHaveBeenCalled();
    expect(text(view.container)).toBe('voor');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toContain('[customcode] script failed (blocked words were replaced by __blocked__)');
    expect(String(errors.mock.calls[0][1])).toContain('__blocked__');
    // The rest of the page is still there.
    expect(view.container.querySelector('[data-template="notification"]')).not.toBeNull();
  });

  test('the script runs with the marker in place: words are replaced everywhere, strings included', async () => {
    const errors = vi.spyOn(console, 'error');
    const script = 'const laden = false; if (laden) { fetch("/api"); } root.querySelector(".tekst").textContent = "Zonder fetch";';
    const view = render(<PageSections sections={page({ developer_custom_code_script: script })} context={{}} />);
    expect(text(view.container)).toBe('Zonder __blocked__');
    expect(errors).not.toHaveBeenCalled();
  });

  test('eval, new Function, constructor and render are blocked too', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const call of ['eval("1")', 'new Function("return 1")()', '({}).constructor.constructor("return 1")()', 'render()']) {
      const view = render(<PageSections sections={page({ developer_custom_code_script: `${call}; root.querySelector(".tekst").textContent = "liep door";` })} context={{}} />);
      expect(text(view.container)).toBe('Laden...');
      view.unmount();
    }
    expect(errors).toHaveBeenCalledTimes(4);
  });

  test('a compile error is only logged; the HTML stays and the page renders', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(<PageSections sections={page({ developer_custom_code_script: 'if (' }, [{ id: 'daarna', template: 'notification', meta: {} }])} context={{}} />);
    expect(text(view.container)).toBe('Laden...');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toContain('[customcode] script could not be compiled');
    expect(errors.mock.calls[0][1]).toBeInstanceOf(SyntaxError);
    expect(view.container.querySelector('[data-template="notification"]')).not.toBeNull();
  });

  test("direct_refresh '1' runs the script again when the code changes; cleanups run first", async () => {
    const log: string[] = [];
    vi.stubGlobal('codeLog', log);
    const script = (label: string) => `codeLog.push("start ${label}"); onCleanup(() => codeLog.push("stop ${label}"));`;
    const view = render(<PageSections sections={page({ direct_refresh: '1', developer_custom_code_script: script('a') })} context={{}} />);
    view.rerender(<PageSections sections={page({ direct_refresh: '1', developer_custom_code_script: script('b') })} context={{}} />);
    expect(log).toEqual(['start a', 'stop a', 'start b']);
    view.unmount();
    expect(log).toEqual(['start a', 'stop a', 'start b', 'stop b']);
  });

  test("direct_refresh '0' keeps the script it mounted with until the page reloads", async () => {
    const log: string[] = [];
    vi.stubGlobal('codeLog', log);
    const view = render(<PageSections sections={page({ developer_custom_code_script: 'codeLog.push("a")' })} context={{}} />);
    view.rerender(<PageSections sections={page({ developer_custom_code_script: 'codeLog.push("b")', developer_custom_code_css: '.tekst{color:red}' })} context={{}} />);
    expect(log).toEqual(['a']);
    expect(view.container.querySelector('style')?.textContent).toContain('.tekst{color:red}');
  });

  test('a function returned by the script is its cleanup', async () => {
    const log: string[] = [];
    vi.stubGlobal('codeLog', log);
    const view = render(<PageSections sections={page({ developer_custom_code_script: 'const t = setInterval(() => {}, 1000); return () => { clearInterval(t); codeLog.push("opgeruimd"); };' })} context={{}} />);
    view.unmount();
    expect(log).toEqual(['opgeruimd']);
  });
});
