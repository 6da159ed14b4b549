/**
 * The messages between a page and its sandbox frames (ssr/public/_sandbox/frame.js):
 * the frame says it is ready and reports its content height; the page posts the
 * content once. A page only listens to a message whose source is its own iframe's
 * window (the caller checks that); this module checks the shape.
 */

/** The static frame document; the SSR serves everything under /_sandbox/ with a sandbox CSP. */
export const SANDBOX_SRC = '/_sandbox/frame.html';
/** Never allow-same-origin: the content runs in an opaque origin. */
export const SANDBOX_PERMISSIONS = 'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox';
/** Height of a frame until it reports its content (server HTML, before hydration). */
export const LOADING_HEIGHT = 150;
/** Ceiling for a reported height, so a runaway script cannot make the page endless. */
export const MAX_HEIGHT = 20_000;

export interface FrameContent {
  html: string;
  /** Stylesheet text for the frame document (the project's theme and the developer's CSS). */
  css: string;
  /** Custom-code script, its blocked words already replaced; '' for none. */
  script: string;
  /** Whether the <script> elements inside `html` run (embeds) or stay inert (custom code). */
  runHtmlScripts: boolean;
  /** The site's stylesheets, so Tailwind classes and fonts look the same inside. */
  stylesheets: string[];
}

export type FrameMessage = { type: 'ready' } | { type: 'height'; height: number };

/** A message from a frame, or null when it is not one of ours. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; height?: unknown };
  if (message.type === 'wm-frame-ready') return { type: 'ready' };
  if (message.type === 'wm-frame-height' && typeof message.height === 'number' && Number.isFinite(message.height)) {
    return { type: 'height', height: Math.min(MAX_HEIGHT, Math.max(0, Math.ceil(message.height))) };
  }
  return null;
}

export function contentMessage(content: FrameContent) {
  return { type: 'wm-frame-content', ...content };
}

/** A short, stable name for a content: a new content gets a new frame. */
export function contentKey(content: Omit<FrameContent, 'stylesheets'>): string {
  const text = JSON.stringify([content.html, content.css, content.script, content.runHtmlScripts]);
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (Math.imul(hash, 33) ^ text.charCodeAt(index)) >>> 0;
  return `${hash.toString(36)}-${text.length.toString(36)}`;
}

/** Same-origin stylesheets of the page (the built site CSS). */
export function pageStylesheets(): string[] {
  if (typeof document === 'undefined') return [];
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]'));
  return links.map((link) => link.href).filter((href) => {
    try {
      return new URL(href).origin === window.location.origin;
    } catch {
      return false;
    }
  });
}
