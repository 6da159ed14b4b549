/** The combobox's input, its open button and its list with the spec's (English) empty texts. */
import type { KeyboardEvent } from 'react';
import { Button, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { inputClass } from '../../form/styles.ts';
import type { FieldBase, FieldOption } from '../../types.ts';
import { optionKey, optionLabel } from '../options.ts';

export function emptyText({ loading, total, search, taggable }: { loading: boolean; total: number; search: string; taggable: boolean }) {
  if (loading) return 'Loading...';
  if (taggable && search.trim()) return 'Press enter to add';
  return total === 0 ? 'No options available' : 'No results found';
}

export function filterOptions(field: FieldBase, options: FieldOption[], search: string): FieldOption[] {
  const needle = search.trim().toLowerCase();
  if (field.fetch || !needle) return options;
  return options.filter((option) => optionLabel(field, option).toLowerCase().includes(needle));
}

interface ComboInputProps {
  placeholder?: string;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
}

export function ComboInput({ placeholder, onKeyDown }: ComboInputProps) {
  return (
    <div className="relative flex">
      <Input placeholder={placeholder} onKeyDown={onKeyDown} className={`${inputClass} pr-9`} />
      <Button className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-gray-500 outline-none">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </Button>
    </div>
  );
}

export function OptionsPopover({ field, options, empty }: { field: FieldBase; options: FieldOption[]; empty: string }) {
  return (
    <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg">
      <ListBox
        className="outline-none"
        renderEmptyState={() => <p className="px-3 py-2 text-sm text-gray-500">{empty}</p>}
      >
        {options.map((option) => (
          <ListBoxItem
            key={optionKey(field, option)}
            id={optionKey(field, option)}
            textValue={optionLabel(field, option)}
            className="cursor-pointer px-3 py-2 text-sm text-gray-800 outline-none data-[focused]:bg-blue-50 data-[selected]:font-semibold"
          >
            {optionLabel(field, option)}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  );
}
