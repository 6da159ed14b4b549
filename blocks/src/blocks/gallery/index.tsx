/**
 * Gallery block: the images (pipe-separated; blank entries dropped) in a grid of
 * `columns` (two per row on mobile) with column_spacing between them. With
 * click_event 'popup' a click opens the popup viewer on that image over all images.
 * Without images editors see a 300 x 300 placeholder; visitors see nothing.
 */
import { SiteImageGallery } from '../../gallery/ImageGallery.tsx';
import { imageLook } from '../../media/imageLook.ts';
import { ImagePlaceholder } from '../../media/ImagePlaceholder.tsx';
import { imageUrls } from '../../media/imageUrl.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { blockFields } from '../../schema/fields.ts';
import { maxFiles, offeredValue, optionClass } from '../../schema/values.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = blockFields('gallery');

/** Spec: gallery placeholder image 300 by 300. */
const PLACEHOLDER_SIZE = 300;

function GalleryBlock({ props }: BlockProps<'gallery'>) {
  const { editable } = useSite();
  const urls = imageUrls(props.images).slice(0, maxFiles(fields, 'images'));
  if (urls.length === 0) return editable ? <ImagePlaceholder size={PLACEHOLDER_SIZE} /> : null;
  const columns = offeredValue(fields, 'columns', props.columns);
  const list = joinClasses(
    fieldClass(fields, 'columns', columns),
    optionClass(fields, 'columns', columns),
    fieldClass(fields, 'column_spacing', props.column_spacing),
  );
  const look = imageLook(fields, props);
  return (
    <SiteImageGallery
      urls={urls}
      alt={props.alt}
      zoomable={props.click_event !== 'none'}
      className={list}
      imageClassName={joinClasses('h-auto w-full', look.height ? 'object-cover' : undefined, look.className)}
      imageStyle={look.style}
      width={look.width}
      height={look.height}
    />
  );
}

export default defineBlock({ type: 'gallery', render: GalleryBlock });
