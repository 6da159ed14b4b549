/**
 * Embed block: the developer's raw HTML (`code`), rendered as it is inside a wrapper.
 * Only a developer account can store it (the API refuses it from anyone else), so the
 * HTML is trusted. Its scripts are written inert on the server and run once after
 * hydration, in order (developer/inertScripts.ts): the same on the first page load
 * and after client-side navigation, and again when the code changes in the editor.
 */
import { useEffect, useMemo, useRef } from 'react';
import { inertScripts, runInertScripts } from '../../developer/inertScripts.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';

export const EMPTY_EMBED_TEXT = 'Er is nog geen embed-code ingevuld. Een ontwikkelaar kan hier eigen HTML plaatsen.';

function EmbedBlock({ props }: BlockProps<'embed'>) {
  const code = typeof props.code === 'string' ? props.code : '';
  const html = useMemo(() => inertScripts(code), [code]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let cancelled = false;
    void runInertScripts(root, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [html]);

  if (!code.trim()) return <EditorNotice>{EMPTY_EMBED_TEXT}</EditorNotice>;
  // Embedded iframes (videos, maps) shrink with narrow screens.
  return <div ref={ref} className="wm-embed [&_iframe]:max-w-full" dangerouslySetInnerHTML={{ __html: html }} />;
}

function hasNoCode(props: BlockProps<'embed'>['props']): boolean {
  return typeof props.code !== 'string' || !props.code.trim();
}

export default defineBlock({ type: 'embed', render: EmbedBlock, rendersNothingForVisitors: hasNoCode });
