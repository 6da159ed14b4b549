/**
 * Every built field type and a wizard with sample definitions and live values; the
 * /wm/kit page mounts it. Buttons switch the loading state and sample errors on and
 * refresh the menu select through its key's event.
 */
import { useCallback, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { refreshField } from '../fields/select/fieldEvents.ts';
import { FieldForm } from '../form/FieldForm.tsx';
import { secondaryButtonClass } from '../form/styles.ts';
import type { FieldErrors, FormValues } from '../types.ts';
import {
  addSampleMenu,
  sampleErrors,
  sampleFields,
  samplePalette,
  sampleValues,
  sampleWizard,
  sampleWizardErrors,
} from './sampleDefinition.ts';
import { SchemaShowcase } from './SchemaShowcase.tsx';

const NO_ERRORS: FieldErrors = {};
const tabClass =
  '-mb-px cursor-pointer whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 outline-none ' +
  'data-[selected]:border-blue-600 data-[selected]:text-blue-700 data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-600';

/** `project`: the project whose menus, forms, templates, products and categories the pickers offer. */
export function KitShowcase({ project }: { project?: number } = {}) {
  const [values, setValues] = useState<FormValues>(sampleValues);
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [success, setSuccess] = useState<string>();
  const onChange = useCallback((next: FormValues) => {
    setValues(next);
    setSuccess(undefined);
  }, []);
  // Stands in for a save: a short wait, then the success text.
  const onSubmit = useCallback(async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    setSuccess('Opgeslagen');
  }, []);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 p-4 md:p-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">Formulierveldenkit</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButtonClass} aria-pressed={loading} onClick={() => setLoading((l) => !l)}>
            Laadstatus
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            aria-pressed={errors !== NO_ERRORS}
            onClick={() => setErrors((e) => (e === NO_ERRORS ? sampleErrors : NO_ERRORS))}
          >
            Voorbeeldfouten
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              addSampleMenu();
              refreshField('main_menu_menu');
            }}
          >
            Menu toevoegen en opties verversen
          </button>
        </div>
      </header>
      <Tabs>
        <TabList aria-label="Onderdelen van de kit" className="flex gap-1 overflow-x-auto border-b border-gray-200">
          <Tab id="types" className={tabClass}>Veldtypes</Tab>
          <Tab id="schema" className={tabClass}>Uit het schema</Tab>
        </TabList>
        <TabPanel id="types" className="pt-6 outline-none">
          <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
            <div className="flex flex-col gap-10">
              <section aria-labelledby="kit-fields" className="flex flex-col gap-4">
                <h2 id="kit-fields" className="text-xl font-semibold">Velden</h2>
                <FieldForm
                  definition={sampleFields}
                  values={values}
                  onChange={onChange}
                  errors={errors}
                  loading={loading}
                  onSubmit={onSubmit}
                  success={success}
                  palette={samplePalette}
                  project={project}
                />
              </section>
              <section aria-labelledby="kit-wizard" className="flex flex-col gap-4">
                <h2 id="kit-wizard" className="text-xl font-semibold">Stappen</h2>
                <FieldForm
                  definition={sampleWizard}
                  values={values}
                  onChange={onChange}
                  errors={errors === NO_ERRORS ? NO_ERRORS : sampleWizardErrors}
                  loading={loading}
                />
              </section>
            </div>
            <aside aria-labelledby="kit-values" className="lg:sticky lg:top-4 lg:self-start">
              <h2 id="kit-values" className="mb-2 text-sm font-semibold text-gray-700">Waarden</h2>
              <pre tabIndex={0} className="max-h-[80vh] overflow-auto whitespace-pre-wrap break-all rounded-md bg-gray-900 p-3 text-xs text-gray-100">{JSON.stringify(values, null, 2)}</pre>
            </aside>
          </div>
        </TabPanel>
        <TabPanel id="schema" className="pt-6 outline-none">
          <section aria-labelledby="kit-schema" className="flex max-w-3xl flex-col gap-4">
            <h2 id="kit-schema" className="text-xl font-semibold">Uit het schema</h2>
            <p className="text-sm text-gray-600">
              Het instellingenformulier van een sectie of blok, gemaakt uit shared-schema/: een nieuwe sectietemplate krijgt zo zijn formulier zonder dashboardcode.
            </p>
            <SchemaShowcase project={project} palette={samplePalette} />
          </section>
        </TabPanel>
      </Tabs>
    </div>
  );
}
