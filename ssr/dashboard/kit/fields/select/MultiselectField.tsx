/**
 * multiselect (or select with multiselect/multiple): the chosen options as
 * removable tags, then a combobox adding more. The value is an array of the
 * options' values (track_by); taggable lets Enter add what was typed.
 */
import { type KeyboardEvent, useMemo, useState } from 'react';
import { Button, ComboBox, Tag, TagGroup, TagList } from 'react-aria-components';
import type { FieldProps } from '../../registry/config.ts';
import { FieldLabel, FieldMessages } from '../../form/FieldFrame.tsx';
import { fieldClass } from '../../form/styles.ts';
import type { FieldOption, ValueField } from '../../types.ts';
import { findOption, optionKey, optionLabel, optionValue } from '../options.ts';
import { ComboInput, emptyText, filterOptions, OptionsPopover } from './OptionsPopover.tsx';
import { useFieldOptions } from './useFieldOptions.ts';

export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value == null || value === '' ? [] : [value];
}

export function MultiselectField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const [search, setSearch] = useState('');
  const [created, setCreated] = useState<FieldOption[]>([]);
  const { options: loaded, loading } = useFieldOptions(field, search);
  const options = useMemo(() => [...loaded, ...created], [loaded, created]);
  const chosen = asList(value);
  const chosenKeys = chosen.map(String);
  const remaining = filterOptions(field, options, search).filter((o) => !chosenKeys.includes(optionKey(field, o)));
  const labelOf = (key: string) => {
    const option = findOption(field, options, key);
    return option ? optionLabel(field, option) : key;
  };

  function add(next: unknown) {
    if (chosenKeys.includes(String(next))) return;
    onChange([...chosen, next]);
    setSearch('');
  }

  function addTyped(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || !field.taggable) return;
    const typed = search.trim();
    if (!typed || remaining.length) return;
    event.preventDefault();
    setCreated((list) => [...list, { [field.track_by ?? 'value']: typed, [field.label_key ?? 'label']: typed }]);
    add(typed);
  }

  return (
    <div className={`${fieldClass} ${field.class ?? ''}`}>
      <ComboBox
        id={id}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key == null) return;
          const option = findOption(field, options, String(key));
          add(option ? optionValue(field, option) : key);
        }}
        inputValue={search}
        onInputChange={setSearch}
        defaultFilter={() => true}
        menuTrigger="focus"
        allowsEmptyCollection
        isDisabled={disabled}
        isInvalid={errors.length > 0}
        isRequired={field.required}
        className={fieldClass}
      >
        <FieldLabel field={field} />
        <ComboInput placeholder={field.placeholder} onKeyDown={addTyped} />
        <FieldMessages field={field} errors={errors} />
        <OptionsPopover
          field={field}
          options={remaining}
          empty={emptyText({ loading, total: options.length, search, taggable: Boolean(field.taggable) })}
        />
      </ComboBox>
      {/* Beside, not inside, the combobox: its list contexts would reach the tags. */}
      {chosen.length ? (
        <TagGroup
          aria-label={`Gekozen: ${field.title ?? field.key ?? ''}`}
          onRemove={disabled ? undefined : (keys) => onChange(chosen.filter((v) => !keys.has(String(v))))}
        >
          <TagList className="flex flex-wrap gap-1.5">
            {chosenKeys.map((key) => (
              <Tag
                key={key}
                id={key}
                textValue={labelOf(key)}
                className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-0.5 pl-2.5 pr-1 text-sm text-gray-800 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-600"
              >
                {labelOf(key)}
                {disabled ? null : (
                  <Button slot="remove" aria-label="Verwijder" className="rounded-full px-1 text-gray-500 hover:text-gray-900">
                    ×
                  </Button>
                )}
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
