/**
 * The filter sidebar of the search page and the products_filters category page:
 * list filters as checkboxes ('Taart (12)'), the price range as two number inputs
 * (from / to, bounded by the filter's min and max). Checkboxes apply at once; the
 * range applies 400 ms after the last keystroke (spec 000 §9); emptying both range
 * inputs removes the range.
 */
import { useEffect, useRef, useState } from 'react';
import { selectedRange, selectedValues, type FilterSelection, type Range } from './filterString.ts';
import { debounce } from './rateLimit.ts';
import type { ListFilter, RangeFilter, SearchFilter } from './searchFilters.ts';

/** Spec 000 §9: range inputs debounced 400 ms. */
export const RANGE_DEBOUNCE_MS = 400;
export const FILTERS_HEADING = 'Filteren';

export interface FilterSidebarProps {
  filters: SearchFilter[];
  selection: FilterSelection;
  onToggle: (key: string, value: string) => void;
  onRange: (key: string, range: Range | null) => void;
}

function ListFilterView({ filter, chosen, onToggle }: { filter: ListFilter; chosen: string[]; onToggle: FilterSidebarProps['onToggle'] }) {
  return (
    <fieldset className="flex flex-col" data-filter={filter.key}>
      <legend className="mb-2 font-semibold">{filter.title}</legend>
      {filter.values.map((value) => (
        <label key={value.title} className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            name={filter.key}
            value={value.title}
            checked={chosen.includes(value.title)}
            onChange={() => onToggle(filter.key, value.title)}
            className="h-5 w-5 accent-primary-500"
          />
          <span>
            {value.title} ({value.results})
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function numberOrNull(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** The range of two inputs: a missing side is the filter's bound; both empty: no range. */
export function rangeFromInputs(fromText: string, toText: string, bounds: { min: number; max: number }): Range | null {
  const from = numberOrNull(fromText);
  const to = numberOrNull(toText);
  if (from === null && to === null) return null;
  const low = from ?? bounds.min;
  const high = to ?? bounds.max;
  return low <= high ? { from: low, to: high } : { from: high, to: low };
}

function RangeFilterView({ filter, range, onRange }: { filter: RangeFilter; range: Range | null; onRange: FilterSidebarProps['onRange'] }) {
  const [texts, setTexts] = useState({ from: range ? String(range.from) : '', to: range ? String(range.to) : '' });
  const onRangeRef = useRef(onRange);
  onRangeRef.current = onRange;
  const [apply] = useState(() => debounce((next: Range | null) => onRangeRef.current(filter.key, next), RANGE_DEBOUNCE_MS));
  useEffect(() => () => apply.cancel(), [apply]);
  // A range from the URL (load, back/forward) shows in the inputs.
  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    setTexts({ from: from === undefined ? '' : String(from), to: to === undefined ? '' : String(to) });
  }, [from, to]);

  const change = (side: 'from' | 'to', text: string) => {
    const next = { ...texts, [side]: text };
    setTexts(next);
    apply.call(rangeFromInputs(next.from, next.to, filter));
  };
  const input = 'min-h-11 w-full rounded border border-gray-300 bg-white px-2 py-1 text-base text-dark';
  return (
    <fieldset className="flex flex-col gap-2" data-filter={filter.key}>
      <legend className="mb-2 font-semibold">{filter.title}</legend>
      <div className="flex items-end gap-2">
        <label className="flex flex-1 flex-col text-sm">
          Van
          <input type="number" inputMode="decimal" step="any" min={filter.min} max={filter.max} placeholder={String(filter.min)} value={texts.from} onChange={(event) => change('from', event.target.value)} className={input} />
        </label>
        <label className="flex flex-1 flex-col text-sm">
          Tot
          <input type="number" inputMode="decimal" step="any" min={filter.min} max={filter.max} placeholder={String(filter.max)} value={texts.to} onChange={(event) => change('to', event.target.value)} className={input} />
        </label>
      </div>
    </fieldset>
  );
}

export function FilterSidebar({ filters, selection, onToggle, onRange }: FilterSidebarProps) {
  if (filters.length === 0) return null;
  return (
    <div className="wm-filters flex flex-col gap-6">
      <h2 className="text-lg font-semibold">{FILTERS_HEADING}</h2>
      {filters.map((filter) =>
        filter.type === 'list' ? (
          <ListFilterView key={filter.uid} filter={filter} chosen={selectedValues(selection, filter.key)} onToggle={onToggle} />
        ) : (
          <RangeFilterView key={filter.uid} filter={filter} range={selectedRange(selection, filter.key)} onRange={onRange} />
        ),
      )}
    </div>
  );
}
