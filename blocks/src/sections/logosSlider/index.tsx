/**
 * Image slider: a looping carousel that plays by itself every autoplay_speed ms, with
 * dots and no previous/next buttons. per_slide images show at once from the
 * desktop cut-off (768 px), mobile_per_slide below it. Without images it shows 8
 * placeholder tiles (spec), so the section keeps its shape while it is being filled.
 */
import type { CSSProperties } from 'react';
import { SiteCarousel } from '../../carousel/Carousel.tsx';
import { imageLook } from '../../media/imageLook.ts';
import { ImagePlaceholder } from '../../media/ImagePlaceholder.tsx';
import { imageFiles } from '../../media/imageUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { maxFiles, wholeNumber } from '../../schema/values.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('logosSlider');

/** Spec: the slider's placeholder shows 8 tiles. */
export const PLACEHOLDER_TILES = 8;

// The per-view counts arrive as custom properties; these literal classes read them.
const SLIDE = 'px-2 basis-[calc(100%/var(--wm-per-view))] md:basis-[calc(100%/var(--wm-per-view-md))]';

function LogosSlider({ section, meta }: SectionProps<'logosSlider'>) {
  const files = imageFiles(meta.logo_image).slice(0, maxFiles(fields, 'logo_image'));
  const look = imageLook(fields, meta, 'images_');
  const cell = joinClasses('flex h-full items-center', fieldClass(fields, 'centered', meta.centered));
  const heightClass = fieldClass(fields, 'images_height', meta.images_height);
  const slides =
    files.length > 0
      ? files.map(({ url: src, name }, index) => (
          <div className={cell}>
            <img
              src={src}
              alt={name || `Afbeelding ${index + 1}`}
              decoding="async"
              width={look.width}
              className={joinClasses('max-w-full object-contain', heightClass ? 'w-auto' : 'h-auto', look.className, fieldClass(fields, 'grayscale', meta.grayscale))}
              style={look.style}
            />
          </div>
        ))
      : Array.from({ length: PLACEHOLDER_TILES }, () => <ImagePlaceholder className={joinClasses('w-full', heightClass || 'h-24', fieldClass(fields, 'images_radius', meta.images_radius))} />);
  const perView = {
    '--wm-per-view': wholeNumber(fields, 'mobile_per_slide', meta.mobile_per_slide, 1) || 1,
    '--wm-per-view-md': wholeNumber(fields, 'per_slide', meta.per_slide, 1) || 1,
  } as CSSProperties;
  return (
    <SectionFrame section={section} meta={meta}>
      <SiteCarousel
        label="Afbeeldingen"
        slides={slides}
        settings={{ loop: true, autoplayMs: wholeNumber(fields, 'autoplay_speed', meta.autoplay_speed) }}
        dots
        arrows={false}
        slideClassName={SLIDE}
        style={perView}
      />
    </SectionFrame>
  );
}

export default defineSection({ id: 'logosSlider', render: LogosSlider });
