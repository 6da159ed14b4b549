/**
 * Background section: an empty area of at least section_min_height with an
 * optional background image (size and position from their fields); alignment and
 * font size apply to whatever the area holds.
 */
import { firstImageUrl } from '../../media/imageUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { cssUrl } from '../../style/blockStyle.ts';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('backgroundSection');

function BackgroundSection({ section, meta }: SectionProps<'backgroundSection'>) {
  const image = firstImageUrl(meta.section_bg_image);
  const cls = (key: keyof typeof meta) => fieldClass(fields, key, meta[key]);
  return (
    <SectionFrame
      section={section}
      meta={meta}
      className={image ? joinClasses('bg-no-repeat', cls('section_bg_image_size'), cls('section_bg_image_align')) : undefined}
      style={image ? { backgroundImage: cssUrl(image) } : undefined}
    >
      <div className={joinClasses('wm-background-area', cls('section_min_height'), cls('alignment'), cls('font_size'))} />
    </SectionFrame>
  );
}

export default defineSection({ id: 'backgroundSection', render: BackgroundSection });
