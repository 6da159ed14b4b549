/** Content in 4 columns: four text blocks in 4 or 2 columns. */
import { TextColumns } from '../../columnSections/TextColumns.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const SLOTS = ['block1', 'block2', 'block3', 'block4'] as const;

function ColumnsFour({ section, meta }: SectionProps<'columnsFour'>) {
  return <TextColumns section={section} meta={meta} slots={SLOTS} />;
}

export default defineSection({ id: 'columnsFour', render: ColumnsFour });
