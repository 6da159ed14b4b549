/** A structural diff as readable lines (diffLines.ts): what was added, removed, moved, changed. */
import type { Diff } from '../types'
import { diffLines, type DiffLine } from './diffLines'

const MARK: Record<DiffLine['kind'], { label: string; className: string }> = {
  added: { label: 'Toegevoegd', className: 'bg-green-50 text-green-800' },
  removed: { label: 'Verwijderd', className: 'bg-red-50 text-red-800' },
  moved: { label: 'Verplaatst', className: 'bg-blue-50 text-blue-800' },
  changed: { label: 'Gewijzigd', className: 'bg-amber-50 text-amber-900' },
}

function Line({ line }: { line: DiffLine }) {
  const mark = MARK[line.kind]
  return (
    <li className="flex flex-col gap-1 border-b border-gray-200 px-4 py-3 last:border-b-0 sm:flex-row sm:items-start sm:gap-3">
      <span className={`w-fit shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${mark.className}`}>{mark.label}</span>
      <div className="min-w-0 text-sm text-gray-900">
        <p className="font-medium break-words">{line.where}</p>
        {line.kind === 'changed' ? (
          <p className="break-words text-gray-700">
            <del className="text-red-800">{line.before}</del> <span aria-hidden="true">→</span><span className="sr-only">wordt</span> <ins className="text-green-800 no-underline">{line.after}</ins>
          </p>
        ) : line.kind === 'moved' ? (
          <p className="text-gray-700">{line.what}: van plek {line.from} naar plek {line.to}</p>
        ) : (
          <p className="text-gray-700">{line.what}{line.summary ? ` (${line.summary})` : ''}</p>
        )}
      </div>
    </li>
  )
}

export function DiffView({ diff }: { diff: Diff }) {
  const lines = diffLines(diff)
  if (lines.length === 0) return <p className="rounded-lg bg-white px-4 py-3 text-sm text-gray-700 ring-1 ring-gray-200">Geen verschillen.</p>
  return <ul aria-label="Verschillen" className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">{lines.map((line, index) => <Line key={index} line={line} />)}</ul>
}
