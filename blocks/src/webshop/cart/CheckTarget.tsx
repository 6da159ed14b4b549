/**
 * A radio button or checkbox whose target is 44 × 44 px (WCAG 2.5.5): the native input
 * covers the whole square, invisible, and the drawn circle or box beside it shows its
 * state and keyboard focus. Everything else (name, checked, onChange, aria-*) goes to
 * the input itself, so it stays a real form control.
 */
import type { InputHTMLAttributes } from 'react';
import { joinClasses } from '../../style/fieldClasses.ts';

export function CheckTarget({ type, className, ...input }: InputHTMLAttributes<HTMLInputElement> & { type: 'radio' | 'checkbox' }) {
  const round = type === 'radio';
  return (
    <span className={joinClasses('relative inline-flex h-11 w-11 shrink-0 items-center justify-center', className)} data-check-target="">
      <input {...input} type={type} className="peer absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded opacity-0" />
      <span
        aria-hidden="true"
        className={joinClasses(
          'pointer-events-none flex h-5 w-5 items-center justify-center border-2 border-gray-500 bg-white peer-checked:border-primary-500 peer-focus-visible:ring-2 peer-focus-visible:ring-primary-500 peer-focus-visible:ring-offset-2',
          round ? 'rounded-full peer-checked:[&>span]:block' : 'rounded peer-checked:bg-primary-500 peer-checked:[&>span]:block',
        )}
      >
        <span className={round ? 'hidden h-2.5 w-2.5 rounded-full bg-primary-500' : 'hidden h-2.5 w-1.5 -translate-y-px rotate-45 border-b-2 border-r-2 border-white'} />
      </span>
    </span>
  );
}
