/** Three columns, each an image with a text block beneath. */
import { ImageTextColumns } from '../../columnSections/ImageTextColumns.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const COLUMNS = [
  { image: 'content_one_image', text: 'block1' },
  { image: 'content_two_image', text: 'block2' },
  { image: 'content_three_image', text: 'block3' },
] as const;

function ImageTextThree({ section, meta }: SectionProps<'imageTextThree'>) {
  return <ImageTextColumns section={section} meta={meta} columns={COLUMNS} gridClassName="md:grid-cols-3" />;
}

export default defineSection({ id: 'imageTextThree', render: ImageTextThree });
