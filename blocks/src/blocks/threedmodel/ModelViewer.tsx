/**
 * The <model-viewer> element of the 3D model block, as an island: the element is
 * server-rendered as a plain custom element, and the model-viewer library (with
 * three.js, several hundred kB) is imported in an effect once the island hydrates (when
 * it comes into view), so only pages with a 3D block load it. Its props are the
 * block's values after the schema's defaults were applied (threedmodel/index.tsx).
 */
import { useEffect } from 'react';
import { Island } from '../../islands/Island.tsx';
import { joinClasses } from '../../style/fieldClasses.ts';

/** Spec: the model auto-rotates at 40 degrees per second. */
export const ROTATION_PER_SECOND = '40deg';

let loading: Promise<unknown> | undefined;

/** Defines <model-viewer> once per page. */
export function loadModelViewer(): Promise<unknown> {
  loading ??= import('@google/model-viewer').catch((error: unknown) => {
    loading = undefined;
    console.error('[threedmodel] could not load model-viewer', error);
  });
  return loading;
}

export interface ModelViewerProps {
  /** A safe URL of a .glb or .gltf model. */
  src: string;
  /** Pixels; none: the full width. */
  width?: number;
  /** Pixels. */
  height?: number;
  /** Classes placing the model (justify-*). */
  alignClassName: string;
}

export function ModelViewer({ src, width, height, alignClassName }: ModelViewerProps) {
  useEffect(() => {
    void loadModelViewer();
  }, []);
  return (
    <div className={joinClasses('flex', alignClassName)}>
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

/** The model of a page: an island that hydrates (and loads model-viewer) when it comes into view. */
export function SiteModelViewer(props: ModelViewerProps) {
  return <Island name="modelViewer" props={props} />;
}
