/** Masonry gallery (up to 10 images, each at its own height in 2 or 3 columns): optional intro, then the images; a click opens the popup viewer. */
import { GallerySection, type GalleryLayout } from '../../gallery/GallerySection.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const LAYOUT: GalleryLayout = { kind: 'masonry', list: 'columns-2 gap-4 md:columns-3', placeholders: 0 };

function Gallery({ section, meta }: SectionProps<'masonryGallery'>) {
  return <GallerySection section={section} meta={meta} layout={LAYOUT} />;
}

export default defineSection({ id: 'masonryGallery', render: Gallery });
