/**
 * group: a box of fields with an optional title. With default_open it is a
 * React Aria disclosure starting open ('1'/true) or closed ('0'/false).
 */
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { FieldList } from '../../form/FieldRenderer.tsx';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { ValueField } from '../../types.ts';

const boxClass = 'rounded-lg border border-gray-200 bg-white';

function GroupField({ field }: FieldProps<ValueField>) {
  const fields = <FieldList fields={field.fields ?? []} />;
  if (field.default_open === undefined) {
    return (
      <fieldset className={`${boxClass} flex min-w-0 flex-col gap-4 p-4 ${field.class ?? ''}`}>
        {field.title ? (
          <legend className={field.hide_title ? 'sr-only' : 'px-1 text-base font-semibold text-gray-900'}>{field.title}</legend>
        ) : null}
        {fields}
      </fieldset>
    );
  }
  const open = field.default_open === true || field.default_open === '1';
  return (
    <Disclosure defaultExpanded={open} className={`${boxClass} group ${field.class ?? ''}`}>
      <Heading level={3} className="m-0">
        <Button
          slot="trigger"
          className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-base font-semibold text-gray-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-600"
        >
          {field.title}
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 transition-transform group-data-[expanded]:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6l4 4 4-4" />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel>
        <div className="flex flex-col gap-4 px-4 pb-4">{fields}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}

export const group = defineField({ type: 'group', render: GroupField });
