/**
 * The kit's look as Tailwind class strings: neutral greys, one accent, 16 px inputs
 * on phones (no zoom on focus), red outline and text for errors (DESIGN.md).
 */
export const fieldClass = 'flex flex-col gap-1';
export const labelClass = 'text-sm font-medium text-gray-800';
export const helpClass = 'text-sm text-gray-500';
export const errorClass = 'text-sm text-red-700';
/** An input's look without its width (otp boxes size themselves). */
export const inputBoxClass =
  'rounded-md border border-gray-300 bg-white px-3 py-2 text-base md:text-sm text-gray-900 ' +
  'placeholder:text-gray-400 outline-none focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 ' +
  'aria-invalid:border-red-600 aria-invalid:ring-red-600/30 data-[invalid]:border-red-600';
export const inputClass = `w-full ${inputBoxClass}`;
export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium ' +
  'outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButtonClass = `${buttonClass} bg-blue-600 text-white hover:bg-blue-700`;
export const secondaryButtonClass = `${buttonClass} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`;
export const srOnly = 'sr-only';
