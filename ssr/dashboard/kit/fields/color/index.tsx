/**
 * color_selector: a swatch button opening a panel with the project palette (plus
 * transparent), a react-colorful picker and the value as text. Stores 'r, g, b, a'
 * (or 'r, g, b' with settings.alpha false). Escape closes the panel.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import { RgbaColorPicker, RgbColorPicker } from 'react-colorful';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import { FieldFrame } from '../../form/FieldFrame.tsx';
import { useFormContext } from '../../form/FormContext.tsx';
import { inputClass, secondaryButtonClass } from '../../form/styles.ts';
import type { PaletteColor, ValueField } from '../../types.ts';
import { asText } from '../text/index.tsx';
import { cssColor, formatColor, parseColor, sameColor, TRANSPARENT } from './colorValue.ts';

const checkerboard = 'bg-[repeating-conic-gradient(#d1d5db_0_25%,#fff_0_50%)] bg-[length:10px_10px]';

function Swatch({ color }: { color: string }) {
  return (
    <span aria-hidden="true" className={`inline-block size-6 shrink-0 overflow-hidden rounded border border-gray-300 ${checkerboard}`}>
      <span className="block size-full" style={{ background: cssColor(parseColor(color)) }} />
    </span>
  );
}

function ColorField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const form = useFormContext();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const alpha = field.settings?.alpha !== false;
  const text = asText(value);
  const current = parseColor(text);
  const palette: PaletteColor[] = [...form.palette, { label: 'Transparant', value: TRANSPARENT, key: 'transparent' }];
  const panelId = `${id}-panel`;

  function close(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    <FieldFrame field={field} id={id} errors={errors}>
      {({ describedBy, invalid }) => (
        <div className="flex flex-col gap-2" onKeyDown={close}>
          <button
            ref={trigger}
            id={id}
            type="button"
            disabled={disabled}
            aria-expanded={open}
            aria-controls={panelId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onClick={() => setOpen((o) => !o)}
            className={`${secondaryButtonClass} w-fit justify-start aria-invalid:border-red-600`}
          >
            <Swatch color={text} />
            <span>{text || 'Geen kleur'}</span>
          </button>
          {open ? (
            <div id={panelId} className="flex w-fit flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-md">
              <div role="group" aria-label="Kleuren van het project" className="flex max-w-64 flex-wrap gap-1.5">
                {palette.map((color) => (
                  <button
                    key={color.key ?? color.value}
                    type="button"
                    aria-label={color.label}
                    aria-pressed={sameColor(parseColor(color.value), current)}
                    title={color.label}
                    onClick={() => onChange(color.value)}
                    className="rounded outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-pressed:ring-2 aria-pressed:ring-blue-600 aria-pressed:ring-offset-1"
                  >
                    <Swatch color={color.value} />
                  </button>
                ))}
              </div>
              {alpha ? (
                <RgbaColorPicker color={current ?? { r: 0, g: 0, b: 0, a: 1 }} onChange={(c) => onChange(formatColor(c, true))} />
              ) : (
                <RgbColorPicker color={current ?? { r: 0, g: 0, b: 0 }} onChange={(c) => onChange(formatColor({ ...c, a: 1 }, false))} />
              )}
              <label className="flex flex-col gap-1 text-sm text-gray-700">
                {alpha ? 'RGBA-waarde' : 'RGB-waarde'}
                <input
                  value={draft ?? text}
                  placeholder={alpha ? '255, 255, 255, 1' : '255, 255, 255'}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    const parsed = parseColor(event.target.value);
                    if (parsed) onChange(formatColor(parsed, alpha));
                  }}
                  onBlur={() => setDraft(null)}
                  className={inputClass}
                />
              </label>
            </div>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

export const color_selector = defineField({ type: 'color_selector', render: ColorField });
