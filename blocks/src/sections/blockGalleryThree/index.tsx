/** Gallery of 3 columns: optional intro, then the images; a click opens the popup viewer. */
import { GallerySection, type GalleryLayout } from '../../gallery/GallerySection.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const LAYOUT: GalleryLayout = { kind: 'grid', list: 'grid grid-cols-2 gap-4 md:grid-cols-3', placeholders: 0 };

function Gallery({ section, meta }: SectionProps<'blockGalleryThree'>) {
  return <GallerySection section={section} meta={meta} layout={LAYOUT} />;
}

export default defineSection({ id: 'blockGalleryThree', render: Gallery });
