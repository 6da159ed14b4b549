/** Content in 1 column: one text block, alone or in a 4+8 grid beside a sidebar (left or right). */
import { TextColumns } from '../../columnSections/TextColumns.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';

const SLOTS = ['block1', 'sidebar'] as const;

function ColumnsOne({ section, meta }: SectionProps<'columnsOne'>) {
  return <TextColumns section={section} meta={meta} slots={SLOTS} />;
}

export default defineSection({ id: 'columnsOne', render: ColumnsOne });
