/**
 * 3D model block: a .glb/.gltf model shown with Google's <model-viewer>, turning by
 * itself at 40 degrees per second (spec) and rotatable by the visitor. The element
 * and the loading of its library are the `modelViewer` island (ModelViewer.tsx): only
 * pages with a 3D block load the library.
 */
import { safeUrl } from '../../links/safeUrl.ts';
import { pixels } from '../../media/imageLook.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { blockFields } from '../../schema/fields.ts';
import { SiteModelViewer } from './ModelViewer.tsx';

export { ROTATION_PER_SECOND, loadModelViewer } from './ModelViewer.tsx';

const fields = blockFields('threedmodel');

// The align field has no class templates; these literal classes are its three options.
const ALIGN: Record<string, string> = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };

function ThreeDModelBlock({ props }: BlockProps<'threedmodel'>) {
  const src = safeUrl(props.url);
  if (!src) return <EditorNotice>Er is nog geen 3D-model ingesteld: vul de URL van een .glb-bestand in.</EditorNotice>;
  // An emptied height falls back to the schema's default height.
  const height = pixels(props.height) ?? pixels(fields.get('height')?.default);
  return <SiteModelViewer src={src} width={pixels(props.width)} height={height} alignClassName={ALIGN[props.align] ?? ALIGN.center} />;
}

export default defineBlock({ type: 'threedmodel', render: ThreeDModelBlock });
