/**
 * importer_table: what an import will bring in, as a table the owner can trim. The
 * value is `{headers: string[], rows: string[][]}` (an array of rows alone is read as
 * rows without headers). Headers and cells show at most 100 characters (the full text
 * in their title); deleting a row or the whole table takes two steps: the button turns
 * into 'Bevestigen' and only a second press deletes.
 */
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { FieldFrame } from '../../form/FieldFrame.tsx';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import type { ValueField } from '../../types.ts';

export const CELL_LIMIT = 100;

export interface ImporterTable {
  headers: string[];
  rows: string[][];
}

const text = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell));

export function readTable(value: unknown): ImporterTable {
  if (Array.isArray(value)) return { headers: [], rows: value.filter(Array.isArray).map((row) => row.map(text)) };
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const headers = Array.isArray(record.headers) ? record.headers.map(text) : [];
    const rows = Array.isArray(record.rows) ? record.rows.filter(Array.isArray).map((row) => (row as unknown[]).map(text)) : [];
    return { headers, rows };
  }
  return { headers: [], rows: [] };
}

/** At most 100 characters, with an ellipsis when cut. */
export function cut(value: string): string {
  const characters = [...value];
  return characters.length > CELL_LIMIT ? `${characters.slice(0, CELL_LIMIT).join('')}…` : value;
}

/** A delete button that asks once more on itself: 'Bevestigen', then it deletes. */
function TwoStepDelete({ label, onDelete, disabled, children }: { label: string; onDelete(): void; disabled: boolean; children: React.ReactNode }) {
  const [armed, setArmed] = useState(false);
  return armed ? (
    <span className="inline-flex gap-1">
      <Button variant="danger" className="min-h-8 px-2" aria-label={`${label}: bevestigen`} isDisabled={disabled} onPress={() => { setArmed(false); onDelete(); }} autoFocus>Bevestigen</Button>
      <Button variant="quiet" className="min-h-8 px-2" onPress={() => setArmed(false)}>Annuleren</Button>
    </span>
  ) : (
    <Button variant="quiet" className="min-h-8 px-2 text-red-800" aria-label={label} isDisabled={disabled} onPress={() => setArmed(true)}>{children}</Button>
  );
}

function ImporterTableField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const table = readTable(value);
  const columns = Math.max(table.headers.length, ...table.rows.map((row) => row.length), 0);
  const save = (next: ImporterTable) => onChange(next);
  return (
    <FieldFrame field={field} id={id} errors={errors} labelFor={false}>
      {({ labelId, describedBy }) =>
        table.rows.length === 0 && table.headers.length === 0 ? (
          <p aria-describedby={describedBy} className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-sm text-gray-700">
            Nog niets om te importeren. Kies eerst een bestand.
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <div className="overflow-x-auto rounded-md border border-gray-200 [contain:inline-size]">
              <table aria-labelledby={field.title ? labelId : undefined} aria-describedby={describedBy} className="min-w-full text-left text-sm">
                {table.headers.length ? (
                  <thead className="bg-gray-50 text-gray-900">
                    <tr>
                      {Array.from({ length: columns }, (_, index) => (
                        <th key={index} scope="col" title={table.headers[index]} className="max-w-64 px-3 py-2 font-medium break-words">{cut(table.headers[index] ?? '')}</th>
                      ))}
                      <th scope="col"><span className="sr-only">Acties</span></th>
                    </tr>
                  </thead>
                ) : null}
                <tbody>
                  {table.rows.map((row, rowIndex) => (
                    <tr key={rowIndex} className="border-t border-gray-200">
                      {Array.from({ length: columns }, (_, index) => (
                        <td key={index} title={row[index]} className="max-w-64 px-3 py-2 align-top text-gray-800 break-words">{cut(row[index] ?? '')}</td>
                      ))}
                      <td className="px-2 py-1 text-right whitespace-nowrap">
                        <TwoStepDelete label={`Rij ${rowIndex + 1} verwijderen`} disabled={disabled} onDelete={() => save({ ...table, rows: table.rows.filter((_, index) => index !== rowIndex) })}><X size={16} aria-hidden /></TwoStepDelete>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm text-gray-700">{table.rows.length} {table.rows.length === 1 ? 'rij' : 'rijen'}</p>
              <TwoStepDelete label="Tabel verwijderen" disabled={disabled} onDelete={() => save({ headers: [], rows: [] })}>Tabel verwijderen</TwoStepDelete>
            </div>
          </div>
        )
      }
    </FieldFrame>
  );
}

export const importer_table = defineField({ type: 'importer_table', render: ImporterTableField });
