/** Two columns, each an image with a text block beneath. */
import { ImageTextColumns } from '../../columnSections/ImageTextColumns.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const COLUMNS = [
  { image: 'content_one_image', text: 'block1' },
  { image: 'content_two_image', text: 'block2' },
] as const;

function ImageTextTwo({ section, meta }: SectionProps<'imageTextTwo'>) {
  return <ImageTextColumns section={section} meta={meta} columns={COLUMNS} gridClassName="md:grid-cols-2" />;
}

export default defineSection({ id: 'imageTextTwo', render: ImageTextTwo });
