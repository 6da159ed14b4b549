/**
 * tabs: React Aria tabs over the tabs whose conditional passes. Leaving a tab runs
 * its function first (false keeps it); a tab whose fields have errors is marked.
 * When the chosen tab disappears the first visible one is shown.
 */
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { conditionPasses, hasErrors, runFunction } from '../../form/conditional.ts';
import { FieldList } from '../../form/FieldRenderer.tsx';
import { useFormContext } from '../../form/FormContext.tsx';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { TabDefinition, TabsField } from '../../types.ts';

const tabKey = (tab: TabDefinition, index: number) => tab.id ?? `tab-${index}`;

function TabsLayout({ field }: FieldProps<TabsField>) {
  const form = useFormContext();
  const visible = field.fields
    .map((tab, index) => ({ tab, key: tabKey(tab, index) }))
    .filter(({ tab }) => conditionPasses(tab.conditional, form.values));
  const [chosen, setChosen] = useState<Key | null>(null);
  const current = visible.find(({ key }) => key === chosen) ?? visible[0];
  if (!current) return null;

  async function select(next: Key) {
    if (next === current.key) return;
    const stay = !(await runFunction(current.tab.function, { values: form.values, setValue: form.setValue }));
    if (!stay) setChosen(next);
  }

  return (
    <Tabs selectedKey={current.key} onSelectionChange={select} className={`flex flex-col gap-4 ${field.class ?? ''}`}>
      <TabList aria-label={field.title ?? 'Tabbladen'} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {visible.map(({ tab, key }) => {
          const invalid = form.showErrors && hasErrors(tab.fields, form.values, form.errors);
          return (
            <Tab
              key={key}
              id={key}
              className={`-mb-px cursor-pointer whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 outline-none data-[selected]:border-blue-600 data-[selected]:text-blue-700 data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-600 ${invalid ? 'text-red-700' : ''} ${tab.class ?? ''}`}
            >
              {tab.title}
              {invalid ? <span className="sr-only"> (bevat fouten)</span> : null}
              {invalid ? <span aria-hidden="true" className="ml-1 inline-block size-2 rounded-full bg-red-600" /> : null}
            </Tab>
          );
        })}
      </TabList>
      {visible.map(({ tab, key }) => (
        <TabPanel key={key} id={key} className="flex flex-col gap-4 outline-none">
          <FieldList fields={tab.fields} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

export const tabs = defineField({ type: 'tabs', render: TabsLayout });
