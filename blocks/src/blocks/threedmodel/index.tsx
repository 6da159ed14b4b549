/**
 * 3D model block: a .glb/.gltf model shown with Google's <model-viewer>, turning by
 * itself at 40 degrees per second (spec) and rotatable by the visitor. The element is
 * server-rendered as a plain custom element; the model-viewer library (with three.js,
 * several hundred kB) is imported in an effect, so only pages with a 3D block load it.
 */
import { useEffect } from 'react';
import { safeUrl } from '../../links/safeUrl.ts';
import { pixels } from '../../media/imageLook.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { blockFields } from '../../schema/fields.ts';
import { joinClasses } from '../../style/fieldClasses.ts';

const fields = blockFields('threedmodel');

/** Spec: the model auto-rotates at 40 degrees per second. */
export const ROTATION_PER_SECOND = '40deg';

// The align field has no class templates; these literal classes are its three options.
const ALIGN: Record<string, string> = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };

let loading: Promise<unknown> | undefined;

/** Defines <model-viewer> once per page. */
export function loadModelViewer(): Promise<unknown> {
  loading ??= import('@google/model-viewer').catch((error: unknown) => {
    loading = undefined;
    console.error('[threedmodel] could not load model-viewer', error);
  });
  return loading;
}

function ThreeDModelBlock({ props }: BlockProps<'threedmodel'>) {
  const src = safeUrl(props.url);
  useEffect(() => {
    if (src) void loadModelViewer();
  }, [src]);
  if (!src) return <EditorNotice>Er is nog geen 3D-model ingesteld: vul de URL van een .glb-bestand in.</EditorNotice>;
  const width = pixels(props.width);
  // An emptied height falls back to the schema's default height.
  const height = pixels(props.height) ?? pixels(fields.get('height')?.default);
  return (
    <div className={joinClasses('flex', ALIGN[props.align] ?? ALIGN.center)}>
      <model-viewer
        src={src}
        alt="3D-model"
        auto-rotate=""
        auto-rotate-delay="0"
        rotation-per-second={ROTATION_PER_SECOND}
        camera-controls=""
        touch-action="pan-y"
        className="block max-w-full"
        style={{ width: width ? `${width}px` : '100%', height: height ? `${height}px` : undefined }}
      />
    </div>
  );
}

export default defineBlock({ type: 'threedmodel', render: ThreeDModelBlock });
