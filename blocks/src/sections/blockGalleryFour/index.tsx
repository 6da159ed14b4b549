/** Gallery of 4 columns: optional intro, then the images (8 placeholder tiles while there are none); a click opens the popup viewer. */
import { GallerySection, type GalleryLayout } from '../../gallery/GallerySection.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const LAYOUT: GalleryLayout = { kind: 'grid', list: 'grid grid-cols-2 gap-4 md:grid-cols-4', placeholders: 8 };

function Gallery({ section, meta }: SectionProps<'blockGalleryFour'>) {
  return <GallerySection section={section} meta={meta} layout={LAYOUT} />;
}

export default defineSection({ id: 'blockGalleryFour', render: Gallery });
