// @vitest-environment happy-dom
/**
 * Embed scripts in a browser: the server HTML carries them inert; after hydration
 * they run once, in order, and again when the code changes. happy-dom only evaluates
 * scripts when its JavaScript evaluation setting is on, so these tests switch it on.
 */
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';
import type { Section } from '../../site/types.ts';
import { block } from '../../test/render.tsx';

declare global {
  interface Window {
    embedLog?: string[];
  }
}

const settings = (window as unknown as { happyDOM: { settings: { enableJavaScriptEvaluation: boolean } } }).happyDOM.settings;

beforeEach(() => {
  settings.enableJavaScriptEvaluation = true;
  window.embedLog = [];
});

afterEach(() => {
  settings.enableJavaScriptEvaluation = false;
  delete window.embedLog;
});

function page(code: string): Section[] {
  return [{ id: 'inhoud', template: 'dynamic', meta: {}, blocks: [{ ...block('embed', { code }), id: 'e1' }] }];
}

const CODE = [
  '<div id="widget">laden...</div>',
  '<script>window.embedLog.push("eerste"); document.getElementById("widget").textContent = "Widget geladen";</script>',
  '<script>window.embedLog.push("tweede");</script>',
].join('');

describe('embed scripts in the browser', () => {
  test('server HTML hydrates without errors, then each script runs once, in order', async () => {
    const sections = page(CODE);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PageSections sections={sections} context={{}} />);
    document.body.appendChild(container);
    // Parsing the server HTML ran nothing.
    expect(window.embedLog).toEqual([]);
    expect(container.querySelector('#widget')?.textContent).toBe('laden...');

    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <PageSections sections={sections} context={{}} />, {
      onRecoverableError: (error) => recoverable.push(error),
    }));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(window.embedLog).toEqual(['eerste', 'tweede']);
    expect(container.querySelector('#widget')?.textContent).toBe('Widget geladen');
    expect(container.querySelectorAll('script[type="text/x-wm-inert"]')).toHaveLength(0);

    // A re-render with the same code runs nothing again.
    await act(async () => root.render(<PageSections sections={sections} context={{ editable: false }} />));
    expect(window.embedLog).toEqual(['eerste', 'tweede']);
    act(() => root.unmount());
    container.remove();
  });

  test('mounted in the browser (client navigation) the scripts run too, and again for new code', async () => {
    const view = render(<PageSections sections={page(CODE)} context={{}} />);
    await act(async () => {});
    expect(window.embedLog).toEqual(['eerste', 'tweede']);
    view.rerender(<PageSections sections={page('<script>window.embedLog.push("nieuw")</script>')} context={{}} />);
    await act(async () => {});
    expect(window.embedLog).toEqual(['eerste', 'tweede', 'nieuw']);
  });

  test('external scripts become live script elements with their attributes; the next script follows', async () => {
    // No network in unit tests: happy-dom reports the file as loaded without fetching it.
    const fileSettings = settings as unknown as { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean };
    fileSettings.disableJavaScriptFileLoading = true;
    fileSettings.handleDisabledFileLoadingAsSuccess = true;
    try {
      const code = '<script src="/widget.js" data-sleutel="abc"></script><script>window.embedLog.push("daarna")</script>';
      const view = render(<PageSections sections={page(code)} context={{}} />);
      await act(async () => {});
      const external = view.container.querySelector('script[src="/widget.js"]') as HTMLScriptElement;
      expect(external.getAttribute('type')).toBeNull();
      expect(external.getAttribute('data-sleutel')).toBe('abc');
      expect(window.embedLog).toEqual(['daarna']);
    } finally {
      fileSettings.disableJavaScriptFileLoading = false;
      fileSettings.handleDisabledFileLoadingAsSuccess = false;
    }
  });
});
