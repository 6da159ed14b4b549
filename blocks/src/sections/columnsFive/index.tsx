/** Content in 5 columns: five text blocks side by side. */
import { TextColumns } from '../../columnSections/TextColumns.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const SLOTS = ['block1', 'block2', 'block3', 'block4', 'block5'] as const;

function ColumnsFive({ section, meta }: SectionProps<'columnsFive'>) {
  return <TextColumns section={section} meta={meta} slots={SLOTS} />;
}

export default defineSection({ id: 'columnsFive', render: ColumnsFive });
