// @vitest-environment happy-dom
/**
 * The page side of the sandbox frame: it posts the content to its own iframe when the
 * frame says it is ready, follows the height the frame reports, and
 * ignores every message that does not come from its own iframe's window.
 */
import { act, render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { IslandRenderingProvider } from '../islands/IslandRendering.tsx';
import { SiteProvider } from '../site/SiteContext.tsx';
import { project } from '../test/fixtures.ts';
import { SandboxFrame } from './SandboxFrame.tsx';
import { LOADING_HEIGHT, MAX_HEIGHT } from './sandboxMessages.ts';

const CONTENT = { html: '<p>Hallo</p>', css: 'p{color:red}', script: '', runHtmlScripts: true };

function mount({ island = false } = {}) {
  const view = render(
    <IslandRenderingProvider value={{ collector: null, inside: island }}>
      <SiteProvider value={{ project }}>
        <SandboxFrame content={CONTENT} title="Ingesloten inhoud" />
      </SiteProvider>
    </IslandRenderingProvider>,
  );
  const frame = view.container.querySelector('iframe') as HTMLIFrameElement;
  // No frame document loads in these tests: its window is a stub with postMessage.
  const frameWindow = { postMessage: vi.fn() };
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
  return { view, frame, frameWindow, wrapper: frame.parentElement as HTMLElement };
}

function from(source: unknown, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source: source as Window }));
  });
}

describe('SandboxFrame', () => {
  test('posts its content to the frame when the frame says it is ready', () => {
    const { frameWindow } = mount();
    const send = frameWindow.postMessage;
    from(frameWindow, { type: 'wm-frame-ready' });
    expect(send).toHaveBeenCalledTimes(1);
    const [message, target] = send.mock.calls[0];
    expect(target).toBe('*');
    expect(message).toMatchObject({ type: 'wm-frame-content', html: '<p>Hallo</p>', runHtmlScripts: true, script: '' });
    // The project's colours come along, so theme classes look the same inside.
    expect((message as { css: string }).css).toContain('--wm-primary-500');
    expect((message as { css: string }).css).toContain('p{color:red}');
  });

  test('the iframe follows the height its frame reports; the loading state ends', () => {
    const { frame, frameWindow, wrapper } = mount();
    expect(frame.style.height).toBe(`${LOADING_HEIGHT}px`);
    expect(wrapper.getAttribute('aria-busy')).toBe('true');
    from(frameWindow, { type: 'wm-frame-height', height: 412.4 });
    expect(frame.style.height).toBe('413px');
    expect(wrapper.getAttribute('aria-busy')).toBe('false');
    from(frameWindow, { type: 'wm-frame-height', height: 37 });
    expect(frame.style.height).toBe('37px');
    from(frameWindow, { type: 'wm-frame-height', height: 1e9 });
    expect(frame.style.height).toBe(`${MAX_HEIGHT}px`);
  });

  test('messages from any other window, or of another shape, change nothing', () => {
    const { frame, frameWindow } = mount();
    const send = frameWindow.postMessage;
    const stranger = { postMessage: vi.fn() };
    from(stranger, { type: 'wm-frame-height', height: 900 });
    from(stranger, { type: 'wm-frame-ready' });
    from(window, { type: 'wm-frame-height', height: 900 });
    from(null, { type: 'wm-frame-ready' });
    from(frameWindow, { type: 'wm-frame-height', height: 'veel' });
    from(frameWindow, 'wm-frame-ready');
    expect(frame.style.height).toBe(`${LOADING_HEIGHT}px`);
    expect(send).not.toHaveBeenCalled();
    expect(stranger.postMessage).not.toHaveBeenCalled();
  });

  test("as an island it sends the page's own theme element, not a theme made from the project", () => {
    const theme = document.createElement('style');
    theme.id = 'project-theme';
    theme.textContent = ':root { --wm-primary-500: rgba(1, 2, 3, 1); }';
    document.head.append(theme);
    try {
      const { frameWindow } = mount({ island: true });
      from(frameWindow, { type: 'wm-frame-ready' });
      const { css } = frameWindow.postMessage.mock.calls[0][0] as { css: string };
      expect(css).toBe(':root { --wm-primary-500: rgba(1, 2, 3, 1); }\np{color:red}');
    } finally {
      theme.remove();
    }
  });
});
