/** Renders a FieldForm holding its own values, as a dashboard page would; cleans up after each test. */
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, vi } from 'vitest';
import { FieldForm, type FieldFormProps } from '../../../dashboard/kit/index.ts';
import type { FieldDefinition, FormValues } from '../../../dashboard/kit/types.ts';

afterEach(() => cleanup());

// Typing through user-event into large forms takes seconds on two busy cores.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no CSS.escape, which React Aria's popovers and lists call.
if (typeof CSS === 'undefined' || !CSS.escape) {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', { value: { ...(globalThis as { CSS?: object }).CSS, escape }, configurable: true });
}
// jsdom has no layout: CodeMirror measures text ranges, which have no rectangles here.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

type Extra = Partial<Omit<FieldFormProps, 'definition' | 'values' | 'onChange'>>;

export function renderKitForm(definition: FieldDefinition[], initial: FormValues = {}, extra: Extra = {}) {
  const state = { values: initial, changes: [] as string[] };
  function Harness(props: Extra) {
    const [values, setValues] = useState(initial);
    return (
      <FieldForm
        definition={definition}
        values={values}
        onChange={(next, key) => {
          state.values = next;
          state.changes.push(key);
          setValues(next);
        }}
        {...props}
      />
    );
  }
  const user = userEvent.setup();
  const result = render(<Harness {...extra} />);
  return {
    ...result,
    user,
    /** The values the form last reported. */
    values: () => state.values,
    changes: state.changes,
    rerenderWith: (props: Extra) => result.rerender(<Harness {...extra} {...props} />),
  };
}
