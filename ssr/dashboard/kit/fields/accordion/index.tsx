/**
 * dashboard_accordion: its `fields` as panels of a React Aria DisclosureGroup, one
 * open at a time: opening one closes the others unless settings.closeOnSelfClick is
 * set (spec 001 §4; settings.multiple says the same), when a panel closes only by a
 * click on its own header. A child group is a panel holding its
 * fields; any other child is a panel holding itself. default_open opens the first
 * panel. A panel whose fields have errors says so in its header.
 */
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { conditionPasses, visibleFieldKeys } from '../../form/conditional.ts';
import { FieldList, FieldRenderer } from '../../form/FieldRenderer.tsx';
import { useFormContext } from '../../form/FormContext.tsx';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { FieldDefinition, ValueField } from '../../types.ts';

function panelId(child: FieldDefinition, index: number): string {
  return child.unique_identifier ?? child.id ?? child.key ?? `panel-${index}`;
}

function AccordionField({ field }: FieldProps<ValueField>) {
  const form = useFormContext();
  const children = (field.fields ?? []).filter((child) => conditionPasses(child.conditional, form.values));
  const open = field.default_open === true || field.default_open === '1';
  const first = children[0] ? [panelId(children[0], 0)] : [];
  return (
    <DisclosureGroup
      allowsMultipleExpanded={Boolean(field.settings?.closeOnSelfClick || field.settings?.multiple)}
      defaultExpandedKeys={open ? first : []}
      className={`divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white ${field.class ?? ''}`}
    >
      {children.map((child, index) => {
        const inner = child.type === 'group' ? <FieldList fields={child.fields ?? []} /> : <FieldRenderer field={{ ...child, conditional: undefined } as FieldDefinition} />;
        const keys = visibleFieldKeys([child], form.values);
        const hasErrors = form.showErrors && [...keys].some((key) => form.errors[key]?.length);
        return (
          <Disclosure key={panelId(child, index)} id={panelId(child, index)} className="group">
            <Heading level={3} className="m-0">
              <Button
                slot="trigger"
                className="flex w-full items-center justify-between gap-2 px-4 py-3 text-left text-base font-semibold text-gray-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-inset data-[focus-visible]:ring-blue-600"
              >
                <span>
                  {child.title}
                  {hasErrors ? (
                    <span className="ml-2 text-sm font-normal text-red-700">bevat fouten</span>
                  ) : null}
                </span>
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 transition-transform group-data-[expanded]:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M4 6l4 4 4-4" />
                </svg>
              </Button>
            </Heading>
            <DisclosurePanel>
              <div className="flex flex-col gap-4 px-4 pb-4">{inner}</div>
            </DisclosurePanel>
          </Disclosure>
        );
      })}
    </DisclosureGroup>
  );
}

export const dashboard_accordion = defineField({ type: 'dashboard_accordion', render: AccordionField });
