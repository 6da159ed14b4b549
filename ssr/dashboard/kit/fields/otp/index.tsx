/**
 * otp_code: one box per digit (length, default 6). Digits only, one per box; typing
 * moves on, Backspace clears and moves back, arrows move, a paste keeps only its
 * digits up to the length. The value is the digits as one string ('042913').
 */
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import { FieldFrame } from '../../form/FieldFrame.tsx';
import { inputBoxClass } from '../../form/styles.ts';
import type { ValueField } from '../../types.ts';
import { asText } from '../text/index.tsx';

export const DEFAULT_OTP_LENGTH = 6;

export function onlyDigits(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

function OtpField({ field, value, onChange, errors, disabled, id }: FieldProps<ValueField>) {
  const length = field.length ?? DEFAULT_OTP_LENGTH;
  const digits = onlyDigits(asText(value), length);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Focus moves before the new value renders; the focus rule must see the new digits.
  const latest = useRef(digits);
  latest.current = digits;
  const change = (next: string) => {
    latest.current = next;
    onChange(next);
  };
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  // Digits are kept without gaps: a box after the first empty one sends focus back to it.
  function focusAllowed(index: number) {
    if (index > latest.current.length) focusBox(latest.current.length);
  }

  function type(index: number, text: string) {
    const digit = text.replace(/\D/g, '').slice(-1);
    if (!digit) return;
    change((digits.slice(0, index) + digit + digits.slice(index + 1)).slice(0, length));
    focusBox(index + 1);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = digits[index] ? index : index - 1;
      if (target < 0) return;
      change(digits.slice(0, target) + digits.slice(target + 1));
      focusBox(target === index ? index - 1 : target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, digits.length));
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const next = onlyDigits(digits.slice(0, index) + event.clipboardData.getData('text'), length);
    change(next);
    focusBox(next.length);
  }

  return (
    <FieldFrame field={field} id={id} errors={errors} labelFor={false}>
      {({ labelId, describedBy, invalid }) => (
        <div role="group" aria-labelledby={field.title ? labelId : undefined} aria-describedby={describedBy} className="flex gap-2">
          {Array.from({ length }, (_, index) => (
            <input
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              id={index === 0 ? id : `${id}-${index}`}
              value={digits[index] ?? ''}
              onChange={(event) => type(index, event.target.value)}
              onKeyDown={(event) => keyDown(index, event)}
              onPaste={(event) => paste(index, event)}
              onFocus={(event) => {
                event.target.select();
                focusAllowed(index);
              }}
              disabled={disabled}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={1}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Cijfer ${index + 1} van ${length}`}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={`${inputBoxClass} w-11 text-center text-lg tabular-nums`}
            />
          ))}
        </div>
      )}
    </FieldFrame>
  );
}

export const otp_code = defineField({ type: 'otp_code', render: OtpField });
