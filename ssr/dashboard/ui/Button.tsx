/** The dashboard's buttons: one accent for the main action, quiet and danger variants. */
import { Button as AriaButton, type ButtonProps } from 'react-aria-components'

const VARIANTS = {
  primary: 'bg-indigo-700 text-white hover:bg-indigo-800 data-pressed:bg-indigo-900',
  secondary: 'bg-white text-gray-900 ring-1 ring-inset ring-gray-300 hover:bg-gray-50 data-pressed:bg-gray-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 data-pressed:bg-red-900',
  quiet: 'text-gray-800 hover:bg-gray-100 data-pressed:bg-gray-200',
} as const

export type Variant = keyof typeof VARIANTS

export const FOCUS_RING = 'outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2'

export function buttonClass(variant: Variant = 'secondary', extra = '') {
  return `inline-flex min-h-10 items-center whitespace-nowrap justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium ${VARIANTS[variant]} ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-50 ${extra}`
}

export function Button({ variant, className, ...props }: ButtonProps & { variant?: Variant; className?: string }) {
  return <AriaButton {...props} className={buttonClass(variant, className)} />
}

/** A link styled as a button (navigation stays a link for the browser and screen readers). */
export function LinkButton({
  variant,
  className = '',
  ...props
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }) {
  return <a {...props} className={buttonClass(variant, className)} />
}
