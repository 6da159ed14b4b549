/**
 * Content with image: a text block beside an image inside the page width. Text and
 * image each have a vertical (and the image a horizontal) position; the columns can
 * be swapped from md on; below md the text comes first.
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { joinClasses } from '../../style/fieldClasses.ts';
import { SectionImage, contentImageClasses, hasTextBackground } from './contentImageParts.tsx';

function ContentImage({ section, meta }: SectionProps<'contentImage'>) {
  const c = contentImageClasses('contentImage', meta);
  const boxed = hasTextBackground(meta);
  return (
    <SectionFrame section={section} meta={meta}>
      <div className={joinClasses('flex flex-col gap-8 md:flex-row md:gap-12', c.minHeight, c.reverse)}>
        <div
          className={joinClasses('wm-content-text flex min-w-0 md:w-1/2', c.textVertical, c.textBackground, boxed && 'rounded-lg p-6 md:p-10')}
          style={Object.keys(c.textBackgroundStyle).length ? c.textBackgroundStyle : undefined}
        >
          <RichText value={meta.content} field="content" className={joinClasses('w-full', c.textAlign)} />
        </div>
        <div className={joinClasses('wm-content-media flex min-w-0 md:w-1/2', c.imageVertical, c.imageHorizontal)}>
          <SectionImage
            meta={meta}
            className={joinClasses('h-auto max-w-full object-cover md:w-auto', c.imageHeight, c.imageShadow)}
            placeholderClassName={joinClasses('h-64 w-full rounded-lg', c.imageHeight)}
          />
        </div>
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'contentImage', render: ContentImage });
