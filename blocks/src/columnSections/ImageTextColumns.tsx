/**
 * The image-and-text sections (imageTextTwo, imageTextThree): per column an image of
 * image_height (a placeholder icon while none is chosen) with a text block beneath.
 * center_text '1' centres the text; otherwise text_horizontal_position aligns it.
 */
import type { SectionProps } from '../registry/config.ts';
import { ImagePlaceholder } from '../media/ImagePlaceholder.tsx';
import { firstImageUrl } from '../media/imageUrl.ts';
import { columnSizes, ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { RichText } from '../richtext/RichText.tsx';
import { sectionFields } from '../schema/fields.ts';
import { SectionFrame } from '../section/SectionFrame.tsx';
import { fieldClass, joinClasses } from '../style/fieldClasses.ts';

export interface ImageTextColumn {
  image: string;
  text: string;
}

export interface ImageTextColumnsProps {
  section: SectionProps['section'];
  meta: Record<string, unknown>;
  columns: readonly ImageTextColumn[];
  /** Grid class from md on (literal, so Tailwind sees it). */
  gridClassName: string;
}

export function ImageTextColumns({ section, meta, columns, gridClassName }: ImageTextColumnsProps) {
  const fields = sectionFields(section.template);
  const height = fieldClass(fields, 'image_height', meta.image_height);
  const align = fieldClass(fields, 'center_text', meta.center_text) || fieldClass(fields, 'text_horizontal_position', meta.text_horizontal_position);
  return (
    <SectionFrame section={section} meta={meta}>
      <div className={joinClasses('grid grid-cols-1 gap-10 md:gap-8', gridClassName)}>
        {columns.map(({ image, text }) => {
          const src = firstImageUrl(meta[image]);
          return (
            <div key={text} className="min-w-0" data-slot={text}>
              {src ? (
                <ResponsiveImage src={src} alt="" sizes={columnSizes(columns.length)} className={joinClasses('w-full rounded-lg object-cover', height)} />
              ) : (
                <ImagePlaceholder className={joinClasses('w-full rounded-lg', height)} />
              )}
              <RichText value={meta[text]} field={text} className={joinClasses('mt-6', align)} />
            </div>
          );
        })}
      </div>
    </SectionFrame>
  );
}
