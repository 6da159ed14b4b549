/**
 * Custom-code block (developer only): developer_custom_code_html, _css and _script run
 * together inside a sandboxed frame with an opaque origin (developer/SandboxFrame.tsx),
 * so the site's cookies, storage and API stay out of reach whatever the script does.
 * The script first loses the spec's blocked words (developer/blockedWords.ts, a second
 * line behind the sandbox), then the frame compiles it and calls it with `root` (the
 * element holding the HTML, also `this`) and `onCleanup`; compile and run errors are
 * only logged. Scripts inside the HTML field stay inert: the script field is the one
 * place for code. The CSS applies inside the frame, i.e. to this block's HTML only.
 *
 * direct_refresh '1' gives a fresh frame whenever the HTML, CSS or script change (live
 * preview in the editor); with '0' the frame keeps what it mounted with and a change
 * shows after a reload. A `consent_category` holds the frame back until the visitor
 * consented to that optional cookie category.
 */
import { useState } from 'react';
import { blockWords } from '../../developer/blockedWords.ts';
import { SiteSandboxFrame } from '../../developer/SandboxFrame.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';

export const EMPTY_CODE_TEXT = 'Er is nog geen eigen code ingevuld. Een ontwikkelaar kan hier HTML, script en CSS plaatsen.';
export const CODE_FRAME_TITLE = 'Eigen code';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function codeOf(props: BlockProps<'customcode'>['props']) {
  return {
    html: text(props.developer_custom_code_html),
    css: text(props.developer_custom_code_css),
    script: blockWords(text(props.developer_custom_code_script)),
    runHtmlScripts: false,
  };
}

function CustomCodeBlock({ props }: BlockProps<'customcode'>) {
  const live = codeOf(props);
  const [mounted] = useState(live);
  const content = props.direct_refresh === '1' ? live : mounted;
  if (!content.html.trim() && !content.css.trim() && !content.script.trim()) return <EditorNotice>{EMPTY_CODE_TEXT}</EditorNotice>;
  return (
    <div className="wm-custom-code">
      <SiteSandboxFrame content={content} title={CODE_FRAME_TITLE} consentCategory={text(props.consent_category)} />
    </div>
  );
}

function hasNoCode(props: BlockProps<'customcode'>['props']): boolean {
  const fields = [props.developer_custom_code_html, props.developer_custom_code_css, props.developer_custom_code_script];
  return fields.every((value) => !text(value).trim());
}

export default defineBlock({ type: 'customcode', render: CustomCodeBlock, rendersNothingForVisitors: hasNoCode });
