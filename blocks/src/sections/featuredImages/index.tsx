/**
 * Featured images: the (at most three) images of images_image side by side, each
 * with its caption text_one .. text_three; a missing image shows the placeholder.
 */
import { ImagePlaceholder } from '../../media/ImagePlaceholder.tsx';
import { imageFiles } from '../../media/imageUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';

const CAPTIONS = ['text_one', 'text_two', 'text_three'] as const;

function FeaturedImages({ section, meta }: SectionProps<'featuredImages'>) {
  // maxFiles is 3; older data with more images shows the first three.
  const images = imageFiles(meta.images_image).slice(0, CAPTIONS.length);
  return (
    <SectionFrame section={section} meta={meta}>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-3">
        {CAPTIONS.map((caption, index) => (
          <figure key={caption} className="min-w-0">
            {images[index] ? (
              <img src={images[index].url} alt={images[index].name} loading="lazy" className="h-64 w-full rounded-lg object-cover" />
            ) : (
              <ImagePlaceholder className="h-64 w-full rounded-lg" />
            )}
            {meta[caption] ? <figcaption className="mt-4 text-center">{meta[caption]}</figcaption> : null}
          </figure>
        ))}
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'featuredImages', render: FeaturedImages });
