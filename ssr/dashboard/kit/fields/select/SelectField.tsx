/**
 * select (one value): a searchable React Aria combobox. Stores the chosen option's
 * value (track_by); taggable lets Enter store what was typed as a new option.
 */
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { ComboBox } from 'react-aria-components';
import type { FieldProps } from '../../registry/config.ts';
import { FieldLabel, FieldMessages } from '../../form/FieldFrame.tsx';
import { fieldClass } from '../../form/styles.ts';
import type { FieldOption, ValueField } from '../../types.ts';
import { findOption, optionLabel, optionValue } from '../options.ts';
import { ComboInput, emptyText, filterOptions, OptionsPopover } from './OptionsPopover.tsx';
import { useFieldOptions } from './useFieldOptions.ts';

export function SelectField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [created, setCreated] = useState<FieldOption[]>([]);
  const { options: loaded, loading } = useFieldOptions(field, search);
  const options = useMemo(() => [...loaded, ...created], [loaded, created]);
  const selectedKey = value == null || value === '' ? null : String(value);
  const selected = selectedKey == null ? undefined : findOption(field, options, selectedKey);
  const selectedLabel = selected ? optionLabel(field, selected) : (selectedKey ?? '');

  // Show the chosen option's label whenever the value (or the loaded options) change.
  useEffect(() => {
    setInput(selectedLabel);
    setSearch('');
  }, [selectedLabel]);

  const shown = filterOptions(field, options, search);

  function addTyped(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || !field.taggable) return;
    const typed = search.trim();
    if (!typed || shown.length) return;
    event.preventDefault();
    const option = { [field.track_by ?? 'value']: typed, [field.label_key ?? 'label']: typed };
    setCreated((list) => [...list, option]);
    onChange(typed);
  }

  return (
    <ComboBox
      id={id}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        if (key == null) return;
        const option = findOption(field, options, String(key));
        // Both the input and the selection are ours: the input shows the choice in the
        // same update, or the combobox takes the later change for typing and reopens.
        setInput(option ? optionLabel(field, option) : String(key));
        setSearch('');
        onChange(option ? optionValue(field, option) : key);
      }}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        setSearch(text === selectedLabel ? '' : text);
        // Emptying the input clears the choice; '' is "not filled in", as in the schemas.
        if (!text && selectedKey != null) onChange('');
      }}
      // Filtering is ours (filterOptions): the input may show the chosen label.
      defaultFilter={() => true}
      menuTrigger="focus"
      allowsEmptyCollection
      isDisabled={disabled}
      isInvalid={errors.length > 0}
      isRequired={field.required}
      className={`${fieldClass} ${field.class ?? ''}`}
    >
      <FieldLabel field={field} />
      <ComboInput placeholder={field.placeholder} onKeyDown={addTyped} />
      <FieldMessages field={field} errors={errors} />
      <OptionsPopover
        field={field}
        options={shown}
        empty={emptyText({ loading, total: options.length, search, taggable: Boolean(field.taggable) })}
      />
    </ComboBox>
  );
}
