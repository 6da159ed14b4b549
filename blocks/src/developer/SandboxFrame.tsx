/**
 * Developer content (embed code, custom code) inside a sandboxed iframe with an opaque
 * origin: `/_sandbox/frame.html` without allow-same-origin, so the content cannot read
 * the site's cookies or storage, call its API as the visitor, or touch this page. The
 * server HTML holds only the empty frame at a loading height; after hydration the
 * content is posted to the frame, which renders it and reports its height, and the
 * iframe follows that height. A new content gets a new frame (nothing of the old
 * script survives). Messages count only when they come from this iframe's window.
 *
 * On a public page the frame, behind its consent gate, is an island (`SiteSandboxFrame`)
 * that hydrates when it comes into view; its props are the content, the title and the
 * cookie category. The project's theme then comes from the page's own theme element
 * instead of the project's palette travelling with the props.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConsentGate } from '../consent/ConsentGate.tsx';
import { Island } from '../islands/Island.tsx';
import { useIslandRendering } from '../islands/IslandRendering.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { PROJECT_THEME_ID, projectThemeCss } from '../theme/projectThemeCss.ts';
import {
  contentKey,
  contentMessage,
  LOADING_HEIGHT,
  pageStylesheets,
  readFrameMessage,
  SANDBOX_PERMISSIONS,
  SANDBOX_SRC,
  type FrameContent,
} from './sandboxMessages.ts';

export interface SandboxFrameProps {
  content: Omit<FrameContent, 'stylesheets'>;
  /** Accessible name of the iframe (Dutch). */
  title: string;
}

/** The theme stylesheet the server put in the page (documentHead), '' without one. */
function pageThemeCss(): string {
  return document.getElementById(PROJECT_THEME_ID)?.textContent ?? '';
}

/**
 * The project's theme CSS for the frame, asked for when the content is sent. Rendered
 * inline (the editor, tests) it follows the project in the site context; as an island
 * it is the page's theme element, so the island reads no project key.
 */
function useThemeCss(): () => string {
  const { inside } = useIslandRendering();
  const { project } = useSite();
  const inline = useMemo(() => (inside ? null : projectThemeCss(project)), [inside, project]);
  return () => inline ?? pageThemeCss();
}

export function SandboxFrame({ content, title }: SandboxFrameProps) {
  const themeCss = useThemeCss();
  const key = contentKey(content);
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ content, themeCss });
  latest.current = { content, themeCss };
  const [measured, setMeasured] = useState<{ key: string; height: number } | null>(null);
  const height = measured?.key === key ? measured.height : null;

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return undefined;
    const send = () => {
      const { content: current, themeCss: theme } = latest.current;
      const css = [theme(), current.css].filter(Boolean).join('\n');
      // An opaque origin has no name to address it by, hence '*'; the content is public page data.
      iframe.contentWindow?.postMessage(contentMessage({ ...current, css, stylesheets: pageStylesheets() }), '*');
    };
    const onMessage = (event: MessageEvent) => {
      if (!iframe.contentWindow || event.source !== iframe.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (message?.type === 'ready') send();
      else if (message?.type === 'height') setMeasured({ key, height: message.height });
    };
    window.addEventListener('message', onMessage);
    // The frame may have loaded before hydration, its 'ready' unheard: send now too
    // (a frame renders its first content only).
    send();
    return () => window.removeEventListener('message', onMessage);
  }, [key]);

  const loading = height === null;
  return (
    <div className={joinClasses('wm-sandbox', loading && 'animate-pulse rounded bg-gray-100')} aria-busy={loading}>
      <iframe
        key={key}
        ref={frame}
        src={SANDBOX_SRC}
        sandbox={SANDBOX_PERMISSIONS}
        title={title}
        className="block w-full border-0"
        style={{ height: height ?? LOADING_HEIGHT }}
      />
    </div>
  );
}

export interface SandboxFrameIslandProps extends SandboxFrameProps {
  /** Optional cookie category the content waits for (ConsentGate); '' for none. */
  consentCategory: string;
  slots?: Record<string, ReactNode>;
}

/** The island's component: the frame behind its consent gate. */
export function SandboxFrameIsland({ content, title, consentCategory }: SandboxFrameIslandProps) {
  return (
    <ConsentGate category={consentCategory}>
      <SandboxFrame content={content} title={title} />
    </ConsentGate>
  );
}

/**
 * Developer content on a page (embed, custom code, a rich-text raw block): an island
 * that hydrates when it comes into view, then sends the content to its frame (or, for
 * a category without consent, offers to accept it).
 */
export function SiteSandboxFrame(props: Omit<SandboxFrameIslandProps, 'slots'>) {
  return <Island name="sandboxFrame" props={props} />;
}
