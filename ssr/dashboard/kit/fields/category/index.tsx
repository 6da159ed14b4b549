/**
 * category_connections: which webshop categories a block shows, from the owner API.
 * The categories as checkboxes in tree order, each indented by its level (the
 * spec's category entry {id, label, level}); or "the subcategories of" one
 * category. The value is `{ids?: [...], parent?: key}` (`{}`: the top-level
 * categories). 'Nieuwe categorie' opens a popup that creates one (POST
 * /categories), reloads the list and checks it. A definition's fetchOptions
 * replaces the list call (creating still goes to the API).
 */
import { type FormEvent, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Dialog, DialogTrigger, Heading, Label, Modal, ModalOverlay } from 'react-aria-components';
import { ApiError, call } from '../../../api.ts';
import { FieldMessages, RequiredMark } from '../../form/FieldFrame.tsx';
import { useFormContext } from '../../form/FormContext.tsx';
import { Spinner } from '../../form/Spinner.tsx';
import { errorClass, fieldClass, helpClass, inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../../form/styles.ts';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { ValueField } from '../../types.ts';
import { refreshField } from '../select/fieldEvents.ts';
import { SelectField } from '../select/SelectField.tsx';
import { useFieldOptions } from '../select/useFieldOptions.ts';
import { isObjectValue, useOwnerField } from '../owner/index.tsx';
import { type CategoryEntry, categoryTree } from '../owner/ownerOptions.ts';

/** A category key from its title: lower case, letters and digits, '-' between words. */
export function categoryKey(title: string): string {
  const key = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return key || 'categorie';
}

const indent = ['pl-0', 'pl-6', 'pl-12', 'pl-18', 'pl-24'];
const checkboxClass =
  'group flex cursor-pointer items-center gap-2 py-1 text-base md:text-sm text-gray-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

function Box() {
  return (
    <span
      aria-hidden="true"
      className="flex size-5 shrink-0 items-center justify-center rounded border border-gray-400 bg-white text-white group-data-[selected]:border-blue-600 group-data-[selected]:bg-blue-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blue-600 group-data-[focus-visible]:ring-offset-1"
    >
      <svg viewBox="0 0 16 16" className="size-3.5 opacity-0 group-data-[selected]:opacity-100" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M3 8l3.5 3.5L13 5" />
      </svg>
    </span>
  );
}

function NewCategory({ tree, disabled, onCreated }: { tree: CategoryEntry[]; disabled: boolean; onCreated(key: string): void }) {
  const { project } = useFormContext();
  const [title, setTitle] = useState('');
  const [parent, setParent] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  async function create(event: FormEvent, close: () => void) {
    event.preventDefault();
    event.stopPropagation();
    if (saving) return;
    if (!title.trim()) {
      setErrors({ title: ['Geef de categorie een naam.'] });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const key = categoryKey(title);
      await call('POST', `/projects/${project}/categories`, { body: { id: key, title: title.trim(), parent: parent || null } });
      setTitle('');
      setParent('');
      close();
      onCreated(key);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : { general: ['Opslaan is niet gelukt, probeer het opnieuw.'] });
    } finally {
      setSaving(false);
    }
  }

  const general = Object.entries(errors).filter(([key]) => key !== 'title').flatMap(([, messages]) => messages);
  return (
    <DialogTrigger>
      <Button isDisabled={disabled} className={`${secondaryButtonClass} w-fit`}>
        Nieuwe categorie
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-end justify-center bg-gray-900/40 p-4 sm:items-center">
        <Modal className="w-full max-w-md rounded-lg bg-white shadow-xl outline-none">
          <Dialog className="p-5 outline-none">
            {({ close }) => (
              // A form of its own, outside the field form in the DOM (the modal is portalled).
              <form noValidate onSubmit={(event) => void create(event, close)} className="flex flex-col gap-4">
                <Heading slot="title" className="text-lg font-semibold text-gray-900">Nieuwe categorie</Heading>
                <div className={fieldClass}>
                  <label htmlFor="new-category-title" className={labelClass}>Naam</label>
                  <input
                    id="new-category-title"
                    autoFocus
                    value={title}
                    onChange={(event) => setTitle(event.target.value)}
                    aria-invalid={errors.title ? true : undefined}
                    aria-describedby={errors.title ? 'new-category-title-error' : undefined}
                    className={inputClass}
                  />
                  {errors.title ? <p id="new-category-title-error" className={errorClass}>{errors.title.join(' ')}</p> : null}
                </div>
                <label className={fieldClass}>
                  <span className={labelClass}>Bovenliggende categorie</span>
                  <select value={parent} onChange={(event) => setParent(event.target.value)} className={inputClass}>
                    <option value="">Geen (hoofdcategorie)</option>
                    {tree.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {'\u00a0\u00a0'.repeat(entry.level)}
                        {entry.label}
                      </option>
                    ))}
                  </select>
                </label>
                {general.length ? <p role="alert" className={errorClass}>{general.join(' ')}</p> : null}
                <div className="flex justify-end gap-2">
                  <button type="button" onClick={close} className={secondaryButtonClass}>Annuleren</button>
                  <button type="submit" aria-disabled={saving || undefined} className={primaryButtonClass}>
                    {saving ? <Spinner label="Bezig met opslaan" /> : null}
                    Toevoegen
                  </button>
                </div>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function CategoryConnections(props: FieldProps<ValueField>) {
  const { value, onChange, errors, disabled, id } = props;
  const field = useOwnerField(props.field, 'categories');
  const { options, loading } = useFieldOptions(field, '');
  const tree = categoryTree(options);
  const current = isObjectValue(value) ? value : {};
  const ids = Array.isArray(current.ids) ? current.ids.map(String) : [];

  function set(key: 'ids' | 'parent', next: unknown) {
    const copy = { ...current };
    if (next == null || next === '' || (Array.isArray(next) && !next.length)) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  }

  return (
    <div className={`flex flex-col gap-3 ${field.class ?? ''}`}>
      <CheckboxGroup
        id={id}
        value={ids}
        onChange={(next) => set('ids', next)}
        isDisabled={disabled}
        isInvalid={errors.length > 0}
        className={fieldClass}
      >
        <Label className={field.hide_title ? 'sr-only' : labelClass}>
          {field.title ?? 'Categorieën'}
          <RequiredMark field={field} />
        </Label>
        {loading ? (
          <p className={helpClass}>Loading...</p>
        ) : tree.length ? (
          <div className="flex max-h-80 flex-col overflow-auto rounded-md border border-gray-200 px-3 py-2">
            {tree.map((entry) => (
              <Checkbox key={entry.id} value={entry.id} className={`${checkboxClass} ${indent[Math.min(entry.level, indent.length - 1)]}`}>
                <Box />
                {entry.label}
              </Checkbox>
            ))}
          </div>
        ) : (
          <p className={helpClass}>Nog geen categorieën. Maak er een met 'Nieuwe categorie'.</p>
        )}
        <FieldMessages field={{ ...field, help: field.help ?? 'Niets aangevinkt: de hoofdcategorieën.' }} errors={errors} />
      </CheckboxGroup>
      <SelectField
        field={{ type: 'select', key: `${field.key}.parent`, title: 'Of: de subcategorieën van', options: tree.map((entry) => ({ value: entry.id, label: `${'– '.repeat(entry.level)}${entry.label}` })) }}
        value={current.parent ?? ''}
        onChange={(next) => set('parent', next)}
        errors={[]}
        disabled={disabled}
        id={`${id}-parent`}
      />
      <NewCategory
        tree={tree}
        disabled={disabled}
        onCreated={(key) => {
          set('ids', [...ids, key]);
          if (field.key) refreshField(field.key);
        }}
      />
    </div>
  );
}

export const category_connections = defineField({ type: 'category_connections', render: CategoryConnections });
