/** Content in 6 columns: six text blocks in 6, 3 or 2 columns. */
import { TextColumns } from '../../columnSections/TextColumns.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const SLOTS = ['block1', 'block2', 'block3', 'block4', 'block5', 'block6'] as const;

function ColumnsSix({ section, meta }: SectionProps<'columnsSix'>) {
  return <TextColumns section={section} meta={meta} slots={SLOTS} />;
}

export default defineSection({ id: 'columnsSix', render: ColumnsSix });
