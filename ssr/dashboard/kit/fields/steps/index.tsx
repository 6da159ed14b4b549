/**
 * steps: the multi-step wizard. Only steps whose conditional passes take part; when
 * the active step disappears the wizard returns to step 0. Moving runs the current
 * step's function (false keeps the step), scrolls to the wizard, then changes step
 * and moves focus to the new step's title.
 */
import { useEffect, useRef, useState } from 'react';
import { conditionPasses, hasErrors, runFunction } from '../../form/conditional.ts';
import { FieldList } from '../../form/FieldRenderer.tsx';
import { useFormContext } from '../../form/FormContext.tsx';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { StepsField } from '../../types.ts';
import { StepNavigation } from './StepNavigation.tsx';
import { StepProgress } from './StepProgress.tsx';

function Wizard({ field }: FieldProps<StepsField>) {
  const form = useFormContext();
  const settings = { progress: 'top', navigation_top: 'hidden', navigation_bottom: 'between', ...field.settings } as const;
  const steps = field.fields.filter((step) => conditionPasses(step.conditional, form.values));
  const [activeKey, setActiveKey] = useState(steps[0]?.key);
  const [moving, setMoving] = useState(false);
  const movingRef = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const found = steps.findIndex((step) => step.key === activeKey);
  const current = found === -1 ? 0 : found;
  const step = steps[current];

  // The active step was hidden by a conditional: back to step 0.
  useEffect(() => {
    if (found === -1 && steps[0]) setActiveKey(steps[0].key);
  }, [found, steps[0]?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (moved.current) titleRef.current?.focus();
  }, [activeKey]);

  if (!step) return null;

  async function goTo(target: number) {
    if (movingRef.current || target === current || target < 0 || target >= steps.length) return;
    movingRef.current = true;
    setMoving(true);
    try {
      const context = { values: form.values, setValue: form.setValue, direction: target > current ? 'forward' : 'back' } as const;
      if (!(await runFunction(step.function, context))) return;
      rootRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      moved.current = true;
      setActiveKey(steps[target].key);
    } finally {
      movingRef.current = false;
      setMoving(false);
    }
  }

  const invalid = (candidate: (typeof steps)[number]) => form.showErrors && hasErrors(candidate.fields, form.values, form.errors);
  const navigation = (position: typeof settings.navigation_top) => (
    <StepNavigation
      position={position}
      showPrevious={current > 0 && !settings.hide_previous}
      showNext={current < steps.length - 1 && !settings.hide_next}
      busy={moving}
      onPrevious={() => void goTo(current - 1)}
      onNext={() => void goTo(current + 1)}
    />
  );
  const left = settings.progress === 'left';

  return (
    <div ref={rootRef} className={`scroll-mt-4 ${left ? 'grid gap-6 md:grid-cols-[14rem_1fr]' : 'flex flex-col gap-6'} ${field.class ?? ''}`}>
      {settings.progress === 'hidden' ? null : (
        <StepProgress steps={steps} current={current} vertical={left} invalid={invalid} onSelect={(index) => void goTo(index)} />
      )}
      <section aria-labelledby={`${form.formId}-step-${step.key}`} className="flex min-w-0 flex-col gap-4">
        {navigation(settings.navigation_top)}
        <div>
          <h3 id={`${form.formId}-step-${step.key}`} ref={titleRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
            {step.title}
          </h3>
          {step.description ? <p className="text-sm text-gray-600">{step.description}</p> : null}
        </div>
        <FieldList key={step.key} fields={step.fields} />
        {navigation(settings.navigation_bottom)}
      </section>
    </div>
  );
}

export const steps = defineField({ type: 'steps', render: Wizard });
