/**
 * select_prefill: picks webshop items the block is prefilled with, from the owner
 * API (settings.source: 'products', the default, or 'categories').
 * - one item (add-to-cart's `product_mutated`): the value is `{id}`;
 * - with `multiple` (the products block's `products_mutated`): `{ids: [...]}`, and
 *   with settings.selection also `category` (products of one category), `limit`
 *   (1 to 200) and `filters` (show the filters). Keys left empty are left out:
 *   `{}` means "every product".
 */
import { useCallback } from 'react';
import { useFormContext } from '../../form/FormContext.tsx';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { OptionsLoader, ValueField } from '../../types.ts';
import { toggle } from '../boolean/index.tsx';
import { MultiselectField } from '../select/MultiselectField.tsx';
import { SelectField } from '../select/SelectField.tsx';
import { text } from '../text/index.tsx';
import { isObjectValue, useOwnerField } from './index.tsx';
import { loadOwnerList } from './ownerOptions.ts';

type Selection = Record<string, unknown>;

function without(value: Selection, key: string, next: unknown): Selection {
  const copy = { ...value };
  const empty = next == null || next === '' || (Array.isArray(next) && next.length === 0) || next === false;
  if (empty) delete copy[key];
  else copy[key] = next;
  return copy;
}

function SelectPrefill(props: FieldProps<ValueField>) {
  const { value, onChange, disabled, id } = props;
  const source = props.field.settings?.source ?? 'products';
  const field = useOwnerField(props.field, source);
  const { project } = useFormContext();
  const categories = useCallback<OptionsLoader>(() => loadOwnerList(project, 'categories'), [project]);
  const current: Selection = isObjectValue(value) ? value : {};

  if (!field.multiple && !field.multiselect) {
    return <SelectField {...props} field={field} value={current.id ?? ''} onChange={(next) => onChange(without(current, 'id', next))} />;
  }
  const picker = (
    <MultiselectField
      {...props}
      field={{ ...field, multiselect: true }}
      value={Array.isArray(current.ids) ? current.ids : []}
      onChange={(next) => onChange(without(current, 'ids', next))}
    />
  );
  if (!field.settings?.selection) return picker;
  const limit = current.limit == null ? '' : String(current.limit);
  return (
    <div className={`flex flex-col gap-4 rounded-lg border border-gray-200 p-4 ${field.class ?? ''}`}>
      {picker}
      <SelectField
        field={{ type: 'select', key: `${field.key}.category`, title: 'Of: alle producten uit categorie', fetchOptions: categories, track_by: 'id', label_key: 'title', help: 'Leeg: uit alle categorieën' }}
        value={current.category ?? ''}
        onChange={(next) => onChange(without(current, 'category', next))}
        errors={[]}
        disabled={disabled}
        id={`${id}-category`}
      />
      <text.render
        field={{ type: 'text', key: `${field.key}.limit`, title: 'Hoeveel producten hoogstens', placeholder: 'Alle', help: 'Een getal van 1 tot en met 200' }}
        value={limit}
        onChange={(next: unknown) => {
          const digits = String(next ?? '').replace(/\D/g, '').slice(0, 3);
          onChange(without(current, 'limit', digits ? Math.min(200, Math.max(1, Number(digits))) : ''));
        }}
        errors={[]}
        disabled={disabled}
        id={`${id}-limit`}
      />
      <toggle.render
        field={{ type: 'toggle', key: `${field.key}.filters`, title: 'Filters tonen' }}
        value={current.filters === true}
        onChange={(next: unknown) => onChange(without(current, 'filters', next === true))}
        errors={[]}
        disabled={disabled}
        id={`${id}-filters`}
      />
    </div>
  );
}

export const select_prefill = defineField({ type: 'select_prefill', render: SelectPrefill });
