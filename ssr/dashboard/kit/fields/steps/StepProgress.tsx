/**
 * The wizard's progress: earlier steps complete and clickable, the current one
 * marked (aria-current), later ones blank and not clickable; a step whose fields
 * have errors shows the error state. Horizontal on top, or a column on the left.
 */
import type { StepDefinition } from '../../types.ts';

export type StepStatus = 'complete' | 'current' | 'upcoming';

interface StepProgressProps {
  steps: StepDefinition[];
  current: number;
  vertical: boolean;
  invalid(step: StepDefinition): boolean;
  onSelect(index: number): void;
}

const badgeClass: Record<StepStatus | 'error', string> = {
  complete: 'border-blue-600 bg-blue-600 text-white',
  current: 'border-blue-600 bg-white text-blue-700',
  upcoming: 'border-gray-300 bg-white text-gray-400',
  error: 'border-red-600 bg-red-600 text-white',
};

const statusText: Record<StepStatus, string> = { complete: 'voltooid', current: 'huidige stap', upcoming: 'nog niet bereikt' };

export function StepProgress({ steps, current, vertical, invalid, onSelect }: StepProgressProps) {
  return (
    <nav aria-label="Stappen">
      <ol className={vertical ? 'flex flex-col gap-3' : 'flex flex-wrap items-center gap-x-6 gap-y-2'}>
        {steps.map((step, index) => {
          const status: StepStatus = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          const error = invalid(step);
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold ${badgeClass[error ? 'error' : status]}`}
              >
                {error ? '!' : status === 'complete' ? '✓' : index + 1}
              </span>
              <span className={status === 'upcoming' ? 'text-gray-500' : error ? 'text-red-700' : 'text-gray-900'}>{step.title}</span>
              <span className="sr-only">
                {' '}
                ({statusText[status]}
                {error ? ', bevat fouten' : ''})
              </span>
            </>
          );
          const itemClass = 'flex items-center gap-2 text-sm font-medium';
          return (
            <li key={step.key} data-status={status} data-error={error || undefined}>
              {status === 'complete' ? (
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  className={`${itemClass} cursor-pointer rounded outline-none hover:underline focus-visible:ring-2 focus-visible:ring-blue-600`}
                >
                  {content}
                </button>
              ) : (
                <span className={itemClass} aria-current={status === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
