/** columns: fields side by side from the md breakpoint, stacked on phones; each column has its id and class. */
import { FieldList } from '../../form/FieldRenderer.tsx';
import { defineField } from '../../registry/config.ts';

// Static classes so Tailwind sees them.
const mdColumns: Record<number, string> = {
  1: 'md:grid-cols-1',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-4',
  5: 'md:grid-cols-5',
  6: 'md:grid-cols-6',
};

export const columns = defineField({
  type: 'columns',
  render: ({ field }) => (
    <div className={`grid grid-cols-1 gap-4 ${mdColumns[Math.min(field.columns.length, 6)] ?? ''} ${field.class ?? ''}`}>
      {field.columns.map((column, index) => (
        <div key={column.id ?? index} id={column.id} className={`flex min-w-0 flex-col gap-4 ${column.class ?? ''}`}>
          <FieldList fields={column.fields} />
        </div>
      ))}
    </div>
  ),
});
