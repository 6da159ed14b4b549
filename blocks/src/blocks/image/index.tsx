/**
 * Image block: one image (a stored value may start with a pipe), aligned left,
 * centre or right, with optional size, radius, border, border colour and shadow.
 * click_event 'link' makes it a link to `link`; 'none' or unset leaves it a plain
 * image. Without an image visitors see nothing and editors a 300 x 300 placeholder.
 */
import { linkAttributes } from '../../links/linkAttributes.ts';
import { imageLook } from '../../media/imageLook.ts';
import { ImagePlaceholder } from '../../media/ImagePlaceholder.tsx';
import { ResponsiveImage } from '../../media/ResponsiveImage.tsx';
import { firstImageUrl } from '../../media/imageUrl.ts';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { blockFields } from '../../schema/fields.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = blockFields('image');

/** Spec: the image placeholder in editable mode is 300 by 300. */
const PLACEHOLDER_SIZE = 300;

function ImageBlock({ props }: BlockProps<'image'>) {
  const { editable } = useSite();
  const src = firstImageUrl(props.url);
  const wrapper = joinClasses('flex', fieldClass(fields, 'align', props.align));
  if (!src) {
    return editable ? (
      <div className={wrapper}>
        <ImagePlaceholder size={PLACEHOLDER_SIZE} />
      </div>
    ) : null;
  }
  const look = imageLook(fields, props);
  const image = (
    <ResponsiveImage
      src={src}
      alt={props.alt}
      width={look.width}
      height={look.height}
      className={joinClasses('block h-auto max-w-full', look.height ? 'object-cover' : undefined, look.className)}
      style={look.style}
    />
  );
  const link = props.click_event === 'link' ? linkAttributes(props.link) : {};
  return (
    <div className={wrapper}>
      {link.href ? (
        <a {...link} className="inline-block" aria-label={props.alt ? undefined : 'Afbeelding'}>
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}

export default defineBlock({ type: 'image', render: ImageBlock });
