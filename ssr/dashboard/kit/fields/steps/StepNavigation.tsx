/** 'Vorige' and 'Volgende': previous not on the first step, next not on the last; each can be hidden. */
import { primaryButtonClass, secondaryButtonClass } from '../../form/styles.ts';
import type { NavigationPosition } from '../../types.ts';

interface StepNavigationProps {
  position: NavigationPosition;
  showPrevious: boolean;
  showNext: boolean;
  busy: boolean;
  onPrevious(): void;
  onNext(): void;
}

export function StepNavigation({ position, showPrevious, showNext, busy, onPrevious, onNext }: StepNavigationProps) {
  if (position === 'hidden' || (!showPrevious && !showNext)) return null;
  return (
    <div className={`flex gap-3 ${position === 'center' ? 'justify-center' : 'justify-between'}`}>
      {showPrevious ? (
        <button type="button" className={secondaryButtonClass} aria-disabled={busy || undefined} onClick={onPrevious}>
          Vorige
        </button>
      ) : null}
      {showNext ? (
        <button type="button" className={`${primaryButtonClass} ${position === 'between' ? 'ml-auto' : ''}`} aria-disabled={busy || undefined} onClick={onNext}>
          Volgende
        </button>
      ) : null}
    </div>
  );
}
