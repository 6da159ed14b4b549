/**
 * The body shared by the gallery sections (masonry and 3, 4 or 5 columns): an
 * optional intro (title and rich text, when active_content is on), then the images
 * of logo_image (up to the field's maxFiles). Clicking an image opens the popup
 * viewer over all images. height_coverage (a number of vh) fixes the tile height in
 * grids and caps the image height in masonry. Layouts that ask for placeholders show
 * grey tiles while there are no images (spec: the 4- and 5-column variants).
 */
import type { CSSProperties } from 'react';
import { ImagePlaceholder } from '../media/ImagePlaceholder.tsx';
import { imageUrls } from '../media/imageUrl.ts';
import { EditorNotice } from '../render/EditorNotice.tsx';
import { RichText } from '../richtext/RichText.tsx';
import { sectionFields } from '../schema/fields.ts';
import { isOn, maxFiles } from '../schema/values.ts';
import { SectionFrame } from '../section/SectionFrame.tsx';
import { useSite } from '../site/SiteContext.tsx';
import type { Section } from '../site/types.ts';
import { SiteImageGallery } from './ImageGallery.tsx';

export interface GalleryLayout {
  kind: 'grid' | 'masonry';
  /** Classes of the list: columns and gaps. */
  list: string;
  /** Placeholder tiles shown while there are no images (0: none). */
  placeholders: number;
}

// Two columns on phones, three or more from md on.
const GALLERY_SIZES = '(min-width: 768px) 33vw, 50vw';

const VH = /^\d{1,3}$/;

function viewportHeight(value: unknown): number | undefined {
  return typeof value === 'string' && VH.test(value.trim()) && Number(value) > 0 ? Number(value) : undefined;
}

function tileStyles(kind: GalleryLayout['kind'], vh: number | undefined) {
  if (kind === 'masonry') {
    return {
      item: 'mb-4 break-inside-avoid overflow-hidden',
      itemStyle: undefined,
      image: 'h-auto w-full object-cover',
      imageStyle: vh ? ({ maxHeight: `${vh}vh` } as CSSProperties) : undefined,
    };
  }
  return {
    item: vh ? 'overflow-hidden' : 'aspect-[4/3] overflow-hidden',
    itemStyle: vh ? ({ height: `${vh}vh` } as CSSProperties) : undefined,
    image: 'h-full w-full object-cover transition-transform duration-300 hover:scale-105',
    imageStyle: undefined,
  };
}

export interface GallerySectionProps {
  section: Section;
  meta: Record<string, unknown>;
  layout: GalleryLayout;
}

export function GallerySection({ section, meta, layout }: GallerySectionProps) {
  const { editable } = useSite();
  const fields = sectionFields(section.template);
  const urls = imageUrls(meta.logo_image).slice(0, maxFiles(fields, 'logo_image'));
  const intro = isOn(meta.active_content);
  const title = typeof meta.title === 'string' ? meta.title.trim() : '';
  const showPlaceholders = urls.length === 0 && layout.placeholders > 0;
  if (!intro && urls.length === 0 && !showPlaceholders) {
    return <EditorNotice>Er zijn nog geen afbeeldingen toegevoegd aan deze gallerij.</EditorNotice>;
  }
  const tiles = tileStyles(layout.kind, viewportHeight(meta.height_coverage));
  return (
    <SectionFrame section={section} meta={meta}>
      {intro ? (
        <div className="mb-8 md:mb-12">
          {title ? <h2 className="mb-4 text-3xl font-semibold">{title}</h2> : null}
          <RichText value={meta.content} field="content" />
        </div>
      ) : null}
      {urls.length > 0 ? (
        <SiteImageGallery
          urls={urls}
          zoomable
          className={layout.list}
          itemClassName={tiles.item}
          itemStyle={tiles.itemStyle}
          imageClassName={tiles.image}
          imageStyle={tiles.imageStyle}
          sizes={GALLERY_SIZES}
        />
      ) : showPlaceholders ? (
        <ul className={layout.list} aria-hidden="true">
          {Array.from({ length: layout.placeholders }, (_, index) => (
            <li key={index} className={tiles.item} style={tiles.itemStyle}>
              <ImagePlaceholder className="h-full w-full" />
            </li>
          ))}
        </ul>
      ) : editable ? (
        <EditorNotice>Er zijn nog geen afbeeldingen toegevoegd aan deze gallerij.</EditorNotice>
      ) : null}
    </SectionFrame>
  );
}
