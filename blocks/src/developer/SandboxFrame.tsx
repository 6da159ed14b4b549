/**
 * Developer content (embed code, custom code) inside a sandboxed iframe with an opaque
 * origin: `/_sandbox/frame.html` without allow-same-origin, so the content cannot read
 * the site's cookies or storage, call its API as the visitor, or touch this page. The
 * server HTML holds only the empty frame at a loading height; after hydration the
 * content is posted to the frame, which renders it and reports its height, and the
 * iframe follows that height. A new content gets a new frame (nothing of the old
 * script survives). Messages count only when they come from this iframe's window.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { projectThemeCss } from '../theme/projectThemeCss.ts';
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

export function SandboxFrame({ content, title }: SandboxFrameProps) {
  const { project } = useSite();
  const themeCss = useMemo(() => projectThemeCss(project), [project]);
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
      const css = [theme, current.css].filter(Boolean).join('\n');
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
