/** Gallery of 5 columns (3 on tablets): optional intro, then the images (10 placeholder tiles while there are none); a click opens the popup viewer. */
import { GallerySection, type GalleryLayout } from '../../gallery/GallerySection.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const LAYOUT: GalleryLayout = { kind: 'grid', list: 'grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5', placeholders: 10 };

function Gallery({ section, meta }: SectionProps<'blockGalleryFive'>) {
  return <GallerySection section={section} meta={meta} layout={LAYOUT} />;
}

export default defineSection({ id: 'blockGalleryFive', render: Gallery });
