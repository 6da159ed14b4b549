/**
 * Looks of a form's submit button per button type (primary, secondary, default),
 * matching the button block's colours. Literal class names so Tailwind sees them.
 */
import { joinClasses } from '../style/fieldClasses.ts';

const BASE = 'inline-flex items-center justify-center gap-2 rounded px-6 py-3 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const LOOKS: Record<string, string> = {
  primary: 'bg-primary-500 text-white hover:bg-primary-600',
  secondary: 'bg-secondary-500 text-white hover:bg-secondary-600',
  default: 'border border-gray-300 bg-white text-dark hover:bg-gray-50',
};

export function submitButtonClass(type: string | undefined): string {
  return joinClasses(BASE, LOOKS[type ?? ''] ?? LOOKS.primary);
}
