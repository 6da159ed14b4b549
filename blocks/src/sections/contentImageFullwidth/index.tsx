/**
 * Full-width content with image: like contentImage, but the image half runs to the
 * edge of the screen. The section therefore has no centred container; the text half
 * carries the section paddings and keeps its text next to the page's centre line.
 * Per-breakpoint paddings go on the text half, Verbergen on the section, each with its
 * own rules (style/responsive.ts); in the editor a hidden section is dimmed, as in
 * SectionFrame.
 */
import type { CSSProperties } from 'react';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { sectionFields } from '../../schema/fields.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { fieldClass, fieldStyle, joinClasses } from '../../style/fieldClasses.ts';
import { ResponsiveRules } from '../../style/ResponsiveRules.tsx';
import { classValue, responsiveStyle } from '../../style/responsive.ts';
import { SectionImage, contentImageClasses, hasTextBackground } from '../contentImage/contentImageParts.tsx';

const fields = sectionFields('contentImageFullwidth');

function ContentImageFullwidth({ section, meta }: SectionProps<'contentImageFullwidth'>) {
  const c = contentImageClasses('contentImageFullwidth', meta);
  const reversed = meta.reverse_columns === '1';
  const frameStyle: CSSProperties = {
    ...fieldStyle(fields.get('section_bg_color'), meta.section_bg_color),
    ...fieldStyle(fields.get('section_text_color'), meta.section_text_color),
  };
  const textStyle = { ...c.textBackgroundStyle };
  const { editable } = useSite();
  const hidden = editable && meta.hidden === '1' ? { base: '1' } : meta.hidden;
  const frameRules = responsiveStyle(fields, { hidden }, { only: ['hidden'], editor: editable });
  const textRules = responsiveStyle(fields, meta, { only: ['padding_top', 'padding_bottom'] });
  return (
    <section
      id={section.id || undefined}
      data-template={section.template}
      className={joinClasses(
        'wm-section',
        fieldClass(fields, 'section_bg_color', meta.section_bg_color),
        fieldClass(fields, 'section_text_color', meta.section_text_color),
        fieldClass(fields, 'hidden', classValue('hidden', hidden)),
        frameRules?.className,
      )}
      style={Object.keys(frameStyle).length ? frameStyle : undefined}
    >
      {frameRules && <ResponsiveRules css={frameRules.css} />}
      {textRules && <ResponsiveRules css={textRules.css} />}
      <div className={joinClasses('flex flex-col md:flex-row', c.minHeight, c.reverse)}>
        <div
          className={joinClasses(
            'wm-content-text flex min-w-0 px-4 py-8 md:w-1/2 md:px-12',
            fieldClass(fields, 'padding_top', classValue('padding_top', meta.padding_top)),
            fieldClass(fields, 'padding_bottom', classValue('padding_bottom', meta.padding_bottom)),
            textRules?.className,
            c.textVertical,
            hasTextBackground(meta) && c.textBackground,
          )}
          style={Object.keys(textStyle).length ? textStyle : undefined}
        >
          <RichText value={meta.content} field="content" className={joinClasses('w-full md:max-w-xl', reversed ? 'md:mr-auto' : 'md:ml-auto', c.textAlign)} />
        </div>
        <div className={joinClasses('wm-content-media flex min-w-0 md:w-1/2', c.imageVertical, c.imageHorizontal)}>
          <SectionImage
            meta={meta}
            className={joinClasses('h-64 w-full object-cover', c.imageHeight, c.imageShadow)}
            placeholderClassName={joinClasses('h-64 w-full', c.imageHeight)}
          />
        </div>
      </div>
    </section>
  );
}

export default defineSection({ id: 'contentImageFullwidth', render: ContentImageFullwidth });
