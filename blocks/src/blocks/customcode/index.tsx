/**
 * Custom-code block (developer only): developer_custom_code_html and _css are
 * rendered on the server (the CSS scoped to this block in a <style> element), the
 * script is compiled in the browser after hydration with the spec's blocked words
 * replaced, and gets the block's element as `root` (customScript.ts). Scripts inside
 * the HTML field stay inert: the script field is the one place for code.
 *
 * direct_refresh '1' runs the script again whenever the HTML, CSS or script change
 * (live preview in the editor); with '0' it runs once per mount and a change shows
 * after a reload.
 */
import { useMemo, useRef } from 'react';
import { inertScripts } from '../../developer/inertScripts.ts';
import { scopeCss } from '../../developer/scopedCss.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { useCustomScript } from './useCustomScript.ts';

export const EMPTY_CODE_TEXT = 'Er is nog geen eigen code ingevuld. Een ontwikkelaar kan hier HTML, script en CSS plaatsen.';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A selector-safe name for the block, used to scope its CSS. */
export function codeScope(blockId: string): string {
  return `cc-${blockId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

function CustomCodeBlock({ block, props }: BlockProps<'customcode'>) {
  const source = text(props.developer_custom_code_script);
  const html = useMemo(() => inertScripts(text(props.developer_custom_code_html)), [props.developer_custom_code_html]);
  const scope = codeScope(block.id ?? '');
  const css = useMemo(() => scopeCss(props.developer_custom_code_css, `[data-wm-code="${scope}"]`), [props.developer_custom_code_css, scope]);
  const root = useRef<HTMLDivElement>(null);
  const refreshKey = props.direct_refresh === '1' ? [html, css, source].join('\u0000') : '';
  useCustomScript(root, source, refreshKey);

  if (!html.trim() && !css && !source.trim()) return <EditorNotice>{EMPTY_CODE_TEXT}</EditorNotice>;
  return (
    <>
      {css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}
      <div ref={root} className="wm-custom-code" data-wm-code={scope} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

function hasNoCode(props: BlockProps<'customcode'>['props']): boolean {
  const fields = [props.developer_custom_code_html, props.developer_custom_code_css, props.developer_custom_code_script];
  return fields.every((value) => !text(value).trim());
}

export default defineBlock({ type: 'customcode', render: CustomCodeBlock, rendersNothingForVisitors: hasNoCode });
