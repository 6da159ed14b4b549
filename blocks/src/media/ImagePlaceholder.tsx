/**
 * A grey stand-in tile with a picture icon, shown where a gallery or slider has no
 * images yet (spec: placeholder tiles, the gallery block's 300 x 300 placeholder).
 * Decorative: screen readers skip it.
 */
import { joinClasses } from '../style/fieldClasses.ts';

export interface ImagePlaceholderProps {
  className?: string;
  /** Fixed pixel size, e.g. 300 for the gallery block. */
  size?: number;
}

export function ImagePlaceholder({ className, size }: ImagePlaceholderProps) {
  return (
    <div
      aria-hidden="true"
      data-placeholder="image"
      className={joinClasses('flex items-center justify-center bg-gray-100 text-gray-400', className)}
      style={size ? { width: `${size}px`, height: `${size}px`, maxWidth: '100%' } : undefined}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" focusable="false" className="h-10 w-10">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="M21 16l-5-5-9 9" />
      </svg>
    </div>
  );
}
