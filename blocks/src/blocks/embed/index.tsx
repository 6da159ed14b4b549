/**
 * Embed block: the developer's raw HTML (`code`), e.g. a video or a widget. It runs
 * inside a sandboxed frame with an opaque origin (developer/SandboxFrame.tsx), its
 * scripts included, in order, as in a plain HTML page: the site's cookies, storage and
 * API stay out of its reach whatever the code does. The server HTML holds only the
 * frame. With a `consent_category` the frame waits for the visitor's consent to that
 * optional cookie category (consent/ConsentGate.tsx).
 */
import { SiteSandboxFrame } from '../../developer/SandboxFrame.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';

export const EMPTY_EMBED_TEXT = 'Er is nog geen embed-code ingevuld. Een ontwikkelaar kan hier eigen HTML plaatsen.';
export const EMBED_FRAME_TITLE = 'Ingesloten inhoud';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function EmbedBlock({ props }: BlockProps<'embed'>) {
  const code = text(props.code);
  if (!code.trim()) return <EditorNotice>{EMPTY_EMBED_TEXT}</EditorNotice>;
  const content = { html: code, css: '', script: '', runHtmlScripts: true };
  return (
    <div className="wm-embed">
      <SiteSandboxFrame content={content} title={EMBED_FRAME_TITLE} consentCategory={text(props.consent_category)} />
    </div>
  );
}

function hasNoCode(props: BlockProps<'embed'>['props']): boolean {
  return !text(props.code).trim();
}

export default defineBlock({ type: 'embed', render: EmbedBlock, rendersNothingForVisitors: hasNoCode });
