/**
 * yet-another-react-lightbox with Dutch labels and an "n / total" counter. Loaded
 * lazily by ImageViewer.tsx: importing this module pulls in the library and its CSS.
 */
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { ViewerImage } from './ImageViewer.tsx';

const LABELS = {
  Previous: 'Vorige afbeelding',
  Next: 'Volgende afbeelding',
  Close: 'Sluiten',
  Lightbox: 'Fotoviewer',
  'Photo gallery': 'Fotogalerij',
  Slide: 'afbeelding',
  Carousel: 'fotoreeks',
  '{index} of {total}': '{index} van {total}',
};

export interface LightboxViewProps {
  images: readonly ViewerImage[];
  index: number;
  open: boolean;
  onClose: () => void;
}

export default function LightboxView({ images, index, open, onClose }: LightboxViewProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map(({ src, alt }) => ({ src, alt }))}
      plugins={[Counter]}
      labels={LABELS}
      // One image has nowhere to go; more images wrap around.
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
