/**
 * The popup viewer over a list of images (spec: clicking a gallery image opens a popup
 * of type images with the active index, the list of ALL images and size full).
 *
 * The viewer library (yet-another-react-lightbox, with its CSS) is a separate chunk
 * fetched the first time a visitor points at or opens a gallery, so pages without a
 * gallery never load it and the server never renders it. After the first open the
 * viewer stays mounted so it can animate closed.
 */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

export interface ViewerImage {
  src: string;
  alt: string;
}

const loadLightbox = () => import('./LightboxView.tsx');
const LightboxView = lazy(loadLightbox);

export interface ImageViewer {
  /** Opens the viewer on image `index` of the list. */
  open: (index: number) => void;
  /** Starts fetching the viewer code (on hover or focus) so the first click feels instant. */
  preload: () => void;
  /** Render this once next to the images. */
  viewer: ReactNode;
}

export function useImageViewer(images: readonly ViewerImage[]): ImageViewer {
  const [active, setActive] = useState<number | null>(null);
  const [mounted, setMounted] = useState(false);
  const open = useCallback(
    (index: number) => {
      if (index < 0 || index >= images.length) return;
      setMounted(true);
      setActive(index);
    },
    [images.length],
  );
  const close = useCallback(() => setActive(null), []);
  const preload = useCallback(() => {
    loadLightbox().catch(() => {
      // A failed prefetch is retried by the real open; nothing to show yet.
    });
  }, []);
  const viewer = mounted ? (
    <Suspense fallback={null}>
      <LightboxView images={images} index={active ?? 0} open={active !== null} onClose={close} />
    </Suspense>
  ) : null;
  return { open, preload, viewer };
}
