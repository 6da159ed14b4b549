/**
 * Renders an Editor.js document (version 2.18.0) as HTML elements.
 *
 * Trust model: the `text`-like fields of the known block types (paragraph, header,
 * list items, quote, image caption, table cells) hold inline HTML that the API
 * sanitised with nh3 when it was stored; they are inserted as HTML after the same
 * allowlist is applied again (inlineHtml.ts), so rich text never carries scripts,
 * even from data that bypassed the API. `raw` blocks are only stored by developers;
 * like embeds and custom code they render inside a sandboxed frame with an opaque
 * origin (developer/SandboxFrame.tsx), so no attribute or link of theirs can act in
 * the site's origin, and their <script> elements stay inert there: rich text never
 * runs scripts (the embed block is the place for those). Everything else,
 * including the text of unknown block types, goes through React's escaping, and
 * URLs pass safeUrl().
 */
import type { ReactNode } from 'react';
import { SiteSandboxFrame } from '../developer/SandboxFrame.tsx';
import { safeUrl } from '../links/safeUrl.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { paragraphId } from '../editor/protocol.ts';
import { useFieldAddress } from '../editor/editableScope.tsx';
import { sanitiseInlineHtml } from './inlineHtml.ts';
import { IFRAME_HEIGHT, IFRAME_MAX_WIDTH, richTextBlocks, type RichTextBlock } from './document.ts';

type Data = Record<string, unknown>;

function html(value: unknown): { __html: string } {
  return { __html: sanitiseInlineHtml(value) };
}

function plainText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/<[^>]*>/g, '').trim() : '';
}

/** Accessible name of the frame a developer's raw HTML block renders in. */
export const RAW_FRAME_TITLE = 'Eigen HTML';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function Header({ data }: { data: Data }) {
  const level = Math.min(6, Math.max(1, Number(data.level) || 2));
  const Tag = HEADINGS[level - 1];
  return <Tag dangerouslySetInnerHTML={html(data.text)} />;
}

type ListItem = string | { content?: unknown; items?: unknown; meta?: { checked?: unknown } };
type ListStyle = 'ordered' | 'unordered' | 'checklist';

/** A checklist item's box: ticked or not, said to screen readers too. */
function CheckMark({ checked }: { checked: boolean }) {
  return (
    <span className="wm-check mr-2 inline-block" data-checked={checked ? '' : undefined}>
      <span aria-hidden="true">{checked ? '\u2611' : '\u2610'}</span>
      <span className="sr-only">{checked ? 'afgevinkt: ' : 'niet afgevinkt: '}</span>
    </span>
  );
}

function ListItems({ items, style }: { items: unknown; style: ListStyle }): ReactNode {
  if (!Array.isArray(items) || items.length === 0) return null;
  const Tag = style === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag className={style === 'checklist' ? 'wm-checklist list-none pl-0' : undefined}>
      {(items as ListItem[]).map((item, index) =>
        typeof item === 'string' ? (
          <li key={index} dangerouslySetInnerHTML={html(item)} />
        ) : (
          // Nested-list plugin shape: {content, items, meta}; a checklist's meta says checked.
          <li key={index}>
            {style === 'checklist' ? <CheckMark checked={item?.meta?.checked === true} /> : null}
            <span dangerouslySetInnerHTML={html(item?.content)} />
            <ListItems items={item?.items} style={style} />
          </li>
        ),
      )}
    </Tag>
  );
}

function listStyle(value: unknown): ListStyle {
  return value === 'ordered' || value === 'checklist' ? value : 'unordered';
}

function Quote({ data }: { data: Data }) {
  return (
    <figure className="wm-quote">
      <blockquote dangerouslySetInnerHTML={html(data.text)} />
      {plainText(data.caption) ? <figcaption dangerouslySetInnerHTML={html(data.caption)} /> : null}
    </figure>
  );
}

function Image({ data }: { data: Data }) {
  const file = data.file as { url?: unknown } | undefined;
  const src = safeUrl(file?.url ?? data.url);
  if (!src) return null;
  const classes = ['wm-image'];
  if (data.withBorder) classes.push('wm-image-border');
  if (data.withBackground) classes.push('wm-image-background');
  if (data.stretched) classes.push('wm-image-stretched');
  return (
    <figure className={classes.join(' ')}>
      <ResponsiveImage src={src} alt={typeof data.alt === 'string' && data.alt.trim() ? data.alt.trim() : plainText(data.caption)} />
      {plainText(data.caption) ? <figcaption dangerouslySetInnerHTML={html(data.caption)} /> : null}
    </figure>
  );
}

/** Accessible name of an owner's iFrame without a title of its own. */
export const IFRAME_TITLE = 'Ingesloten pagina';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * An owner's iFrame (`iframe` {src, title, height}, the editor's 'iFrame toevoegen'):
 * inside the sandbox frame like embeds, since the site's own policy frames nothing else.
 * At most 560 px wide (narrower on a narrow screen) and 315 px high unless a height
 * was stored with it.
 */
function Iframe({ data }: { data: Data }) {
  const src = safeUrl(data.src);
  if (!src || !/^https?:/i.test(src)) return null;
  const height = Math.min(4000, Math.max(50, Number(data.height) || IFRAME_HEIGHT));
  const title = typeof data.title === 'string' && data.title.trim() ? data.title.trim() : IFRAME_TITLE;
  const html = `<iframe src="${attribute(src)}" title="${attribute(title)}" style="display:block;width:100%;height:${height}px;border:0" loading="lazy"></iframe>`;
  return (
    <div className="wm-richtext-iframe" style={{ maxWidth: IFRAME_MAX_WIDTH }}>
      <SiteSandboxFrame content={{ html, css: '', script: '', runHtmlScripts: false }} title={title} consentCategory="" />
    </div>
  );
}

function Table({ data }: { data: Data }) {
  const rows = Array.isArray(data.content) ? (data.content as unknown[]).filter(Array.isArray) : [];
  if (rows.length === 0) return null;
  const [first, ...rest] = rows as unknown[][];
  const headed = data.withHeadings === true;
  const body = headed ? rest : rows as unknown[][];
  return (
    <table>
      {headed ? (
        <thead>
          <tr>
            {first.map((cell, index) => <th key={index} dangerouslySetInnerHTML={html(cell)} />)}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {body.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) => <td key={index} dangerouslySetInnerHTML={html(cell)} />)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RichTextBlockView({ block }: { block: RichTextBlock }): ReactNode {
  const { data } = block;
  switch (block.type) {
    case 'paragraph':
      return <p dangerouslySetInnerHTML={html(data.text)} />;
    case 'header':
      return <Header data={data} />;
    case 'list':
      return <ListItems items={data.items} style={listStyle(data.style)} />;
    case 'quote':
      return <Quote data={data} />;
    case 'delimiter':
      return <hr />;
    case 'image':
      return <Image data={data} />;
    case 'table':
      return <Table data={data} />;
    case 'iframe':
      return <Iframe data={data} />;
    case 'raw':
      return typeof data.html === 'string' && data.html.trim() ? (
        <div className="wm-richtext-raw">
          <SiteSandboxFrame content={{ html: data.html, css: '', script: '', runHtmlScripts: false }} title={RAW_FRAME_TITLE} consentCategory="" />
        </div>
      ) : null;
    default:
      // Unknown plugin: show its text, escaped, rather than lose the content.
      return typeof data.text === 'string' && data.text ? <p>{data.text}</p> : null;
  }
}

export interface RichTextProps {
  value: unknown;
  className?: string;
  id?: string;
  /**
   * The name of the field the value is stored under. In editable mode the text is then
   * edited in place (`data-wm-paragraph`, with its Editor.js data in `data-wm-data`)
   * and saved under that name (spec 001 section 4).
   */
  field?: string;
}

/** Renders nothing at all for an empty document (outside editable mode), so callers need no extra checks. */
export function RichText({ value, className, id, field }: RichTextProps) {
  const blocks = richTextBlocks(value);
  const address = useFieldAddress(field);
  const classes = className ? `wm-richtext ${className}` : 'wm-richtext';
  if (address) {
    return (
      <div id={id} className={classes} data-wm-paragraph={paragraphId(address)} data-wm-data={JSON.stringify(value ?? null)} style={blocks.length === 0 ? { minHeight: '1.5em' } : undefined}>
        {blocks.map((block, index) => (
          <RichTextBlockView key={block.id ?? index} block={block} />
        ))}
      </div>
    );
  }
  if (blocks.length === 0) return null;
  return (
    <div id={id} className={classes}>
      {blocks.map((block, index) => (
        <RichTextBlockView key={block.id ?? index} block={block} />
      ))}
    </div>
  );
}
