/**
 * The pieces shared by the two content-with-image sections: the image (or a
 * placeholder while none is chosen) and the class names their fields produce, read
 * through the schema's class templates of the template being rendered.
 */
import { ImagePlaceholder } from '../../media/ImagePlaceholder.tsx';
import { firstImageUrl } from '../../media/imageUrl.ts';
import { ResponsiveImage, SIZES } from '../../media/ResponsiveImage.tsx';
import { sectionFields } from '../../schema/fields.ts';
import { fieldClass, fieldStyle, joinClasses } from '../../style/fieldClasses.ts';

export type ContentImageMeta = Record<string, unknown>;

export interface ContentImageClasses {
  /** The row holding text and image: reversed from md on when reverse_columns is '1'. */
  reverse: string;
  minHeight: string;
  textVertical: string;
  textAlign: string;
  textBackground: string;
  textBackgroundStyle: ReturnType<typeof fieldStyle>;
  imageVertical: string;
  imageHorizontal: string;
  imageHeight: string;
  imageShadow: string;
}

export function contentImageClasses(template: string, meta: ContentImageMeta): ContentImageClasses {
  const fields = sectionFields(template);
  const cls = (key: string) => fieldClass(fields, key, meta[key]);
  return {
    reverse: cls('reverse_columns'),
    minHeight: cls('section_min_height'),
    textVertical: cls('text_vertical_position'),
    textAlign: cls('text_horizontal_position'),
    textBackground: cls('section_content_bg_color'),
    textBackgroundStyle: fieldStyle(fields.get('section_content_bg_color'), meta.section_content_bg_color),
    imageVertical: cls('image_vertical_position'),
    // The stored key is misspelled ("hotizontal") in the catalogue; kept for compatibility.
    imageHorizontal: cls('image_hotizontal_position'),
    imageHeight: cls('image_height'),
    imageShadow: cls('image_shadow'),
  };
}

export function hasTextBackground(meta: ContentImageMeta): boolean {
  return typeof meta.section_content_bg_color === 'string' && meta.section_content_bg_color !== '';
}

export interface SectionImageProps {
  meta: ContentImageMeta;
  /** Classes of the image (and of the placeholder standing in for it). */
  className: string;
  placeholderClassName: string;
}

export function SectionImage({ meta, className, placeholderClassName }: SectionImageProps) {
  const src = firstImageUrl(meta.content_image);
  if (!src) return <ImagePlaceholder className={placeholderClassName} />;
  const title = typeof meta.logo_title === 'string' && meta.logo_title ? meta.logo_title : undefined;
  const alt = typeof meta.logo_alt === 'string' && meta.logo_alt ? meta.logo_alt : title ?? '';
  // Beside the text from md on: half the width.
  return <ResponsiveImage src={src} alt={alt} title={title} sizes={SIZES.half} className={joinClasses('wm-content-image', className)} />;
}
