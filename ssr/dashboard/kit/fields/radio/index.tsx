/**
 * radio (a column of radio circles) and radio_buttons (a row of buttons, with an
 * option's image when it has one): React Aria radio groups storing the chosen
 * option's value as the option has it (track_by).
 */
import { Radio, RadioGroup } from 'react-aria-components';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import { FieldLabel, FieldMessages } from '../../form/FieldFrame.tsx';
import { fieldClass } from '../../form/styles.ts';
import type { ValueField } from '../../types.ts';
import { findOption, gridColumns, optionKey, optionLabel, optionValue } from '../options.ts';

function RadioField({ field, value, onChange, errors, disabled, id, asButtons }: FieldProps<ValueField> & { asButtons: boolean }) {
  const options = field.options ?? [];
  const selected = value == null || value === '' ? null : String(value);
  const layout = asButtons
    ? `grid gap-2 ${field.columns ? gridColumns[field.columns] : 'grid-flow-col auto-cols-fr'}`
    : 'flex flex-col gap-2';
  return (
    <RadioGroup
      id={id}
      value={selected}
      onChange={(key) => {
        const option = findOption(field, options, key);
        onChange(option ? optionValue(field, option) : key);
      }}
      isDisabled={disabled}
      isInvalid={errors.length > 0}
      className={`${fieldClass} ${field.class ?? ''}`}
    >
      <FieldLabel field={field} />
      <div className={layout}>
        {options.map((option) => (
          <Radio
            key={optionKey(field, option)}
            value={optionKey(field, option)}
            style={option.style}
            className={
              asButtons
                ? `flex cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-center text-sm text-gray-800 data-[selected]:border-blue-600 data-[selected]:bg-blue-50 data-[selected]:text-blue-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-600 data-[invalid]:border-red-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ${option.class ?? ''}`
                : `group inline-flex w-fit cursor-pointer items-center gap-2 text-base md:text-sm text-gray-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ${option.class ?? ''}`
            }
          >
            {asButtons ? (
              <>
                {option.image?.src ? <img src={option.image.src} alt="" className="max-h-16 object-contain" /> : null}
                <span>{optionLabel(field, option)}</span>
              </>
            ) : (
              <>
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 rounded-full border border-gray-400 bg-white group-data-[selected]:border-[6px] group-data-[selected]:border-blue-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blue-600 group-data-[invalid]:border-red-600"
                />
                {optionLabel(field, option)}
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldMessages field={field} errors={errors} />
    </RadioGroup>
  );
}

export const radio = defineField({ type: 'radio', render: (props) => <RadioField {...props} asButtons={false} /> });
export const radio_buttons = defineField({ type: 'radio_buttons', render: (props) => <RadioField {...props} asButtons /> });
