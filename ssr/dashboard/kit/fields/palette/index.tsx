/**
 * dashboard_color_palette: the project palette as swatches in its five groups
 * (primary, secondary, contrast, gray, text) plus 'Transparant' and 'Geen kleur', a
 * React Aria RadioGroup (arrow keys move between swatches). It stores the colour's
 * 'r, g, b, a'; with settings.store 'key' the palette key (`secondary-500`), as the
 * section templates' `colors` option set does; then the field's options (the set)
 * list the keys and the project palette gives their colours.
 */
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { FieldMessages, RequiredMark } from '../../form/FieldFrame.tsx';
import { useFormContext } from '../../form/FormContext.tsx';
import { fieldClass, labelClass } from '../../form/styles.ts';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { PaletteColor, ValueField } from '../../types.ts';
import { cssColor, parseColor, TRANSPARENT } from '../color/colorValue.ts';

const GROUPS: { group: string; label: string }[] = [
  { group: 'primary', label: 'Primair' },
  { group: 'secondary', label: 'Secundair' },
  { group: 'contrast', label: 'Contrast' },
  { group: 'gray', label: 'Grijs' },
  { group: 'text', label: 'Tekst' },
  { group: 'base', label: 'Basis' },
];

const NAMED: Record<string, string> = { white: '255, 255, 255, 1', black: '0, 0, 0, 1', transparent: TRANSPARENT };

interface Swatch {
  stored: string;
  label: string;
  group: string;
  color: string | undefined;
}

export function paletteSwatches(field: ValueField, palette: PaletteColor[]): Swatch[] {
  if (field.settings?.store === 'key') {
    const byKey = new Map(palette.map((color) => [color.key, color.value]));
    return (field.options ?? [])
      .filter((option) => option.value !== '' && option.value != null)
      .map((option) => {
        const key = String(option.value);
        return { stored: key, label: String(option.label ?? key), group: String(option.group ?? 'base'), color: byKey.get(key) ?? NAMED[key] };
      });
  }
  return [
    ...palette.map((color) => ({ stored: color.value, label: color.label || color.key || color.value, group: color.group ?? 'base', color: color.value })),
    { stored: TRANSPARENT, label: 'Transparant', group: 'base', color: TRANSPARENT },
  ];
}

const checkerboard = 'bg-[repeating-conic-gradient(#d1d5db_0_25%,#fff_0_50%)] bg-[length:10px_10px]';
const radioClass =
  'group block cursor-pointer rounded outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-600 ' +
  'data-[selected]:ring-2 data-[selected]:ring-blue-600 data-[selected]:ring-offset-1 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

function PaletteField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const form = useFormContext();
  const swatches = paletteSwatches(field, form.palette);
  const known = [...GROUPS.map((g) => g.group)];
  const groups = [...GROUPS, { group: 'other', label: 'Overig' }]
    .map(({ group, label }) => ({ label, items: swatches.filter((s) => (group === 'other' ? !known.includes(s.group) : s.group === group)) }))
    .filter((entry) => entry.items.length);
  // RadioGroup keys are strings; '' is 'Geen kleur'.
  const selected = value == null ? '' : String(value);
  return (
    <RadioGroup
      id={id}
      value={selected}
      onChange={onChange}
      isDisabled={disabled}
      isInvalid={errors.length > 0}
      isRequired={field.required}
      className={`${fieldClass} ${field.class ?? ''}`}
    >
      {field.title ? (
        <Label className={field.hide_title ? 'sr-only' : labelClass}>
          {field.title}
          <RequiredMark field={field} />
        </Label>
      ) : null}
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
        <Radio value="" className={`${radioClass} w-fit px-1 text-sm text-gray-700 data-[selected]:font-semibold`}>
          Geen kleur
        </Radio>
        {groups.map(({ label, items }) => (
          <div key={label} className="flex flex-col gap-1">
            <span aria-hidden="true" className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</span>
            <div className="flex flex-wrap gap-1.5">
              {items.map((swatch) => (
                <Radio key={swatch.stored} value={swatch.stored} aria-label={`${label}: ${swatch.label}`} className={radioClass}>
                  <span title={swatch.label} className={`block size-7 overflow-hidden rounded border border-gray-300 ${checkerboard}`}>
                    <span className="block size-full" style={{ background: cssColor(parseColor(swatch.color)) }} />
                  </span>
                </Radio>
              ))}
            </div>
          </div>
        ))}
      </div>
      <FieldMessages field={field} errors={errors} />
    </RadioGroup>
  );
}

export const dashboard_color_palette = defineField({ type: 'dashboard_color_palette', render: PaletteField });
